import { Icon, type IconProps } from './icon';

export const MoodNeutralIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 10h.01M15 10h.01M9 15h6" />
  </Icon>
);

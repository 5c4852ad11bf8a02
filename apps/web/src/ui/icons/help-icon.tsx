import { Icon, type IconProps } from './icon';

export const HelpIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.6 2.6 0 0 1 5 .8c0 1.7-2.5 2.3-2.5 4M12 17v.01" />
  </Icon>
);

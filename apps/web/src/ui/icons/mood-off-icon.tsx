import { Icon, type IconProps } from './icon';

/** A face struck through: no manner score (spec §9). */
export const MoodOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.6 5.6A9 9 0 0 0 18.4 18.4M20.1 16A9 9 0 0 0 8 3.9" />
    <path d="M9 10h.01M15 10h.01M3 3l18 18" />
  </Icon>
);

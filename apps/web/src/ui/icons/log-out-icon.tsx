import { Icon, type IconProps } from './icon';

export const LogOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 4.5H6.5a1.5 1.5 0 0 0-1.5 1.5v12a1.5 1.5 0 0 0 1.5 1.5H14M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5" />
  </Icon>
);

import { Icon, type IconProps } from './icon';

export const StopwatchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 13.5V9.5M10 2.5h4M18.5 6.5l1.5-1.5" />
  </Icon>
);

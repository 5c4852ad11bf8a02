import { Icon, type IconProps } from './icon';

/** Report: a waving flag (the game list's more sheet, the feed's posts). */
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5.5 21V4.5" />
    <path d="M5.5 4.5c4.5-2 7.5 2 13 0v9c-5.5 2-8.5-2-13 0" />
  </Icon>
);

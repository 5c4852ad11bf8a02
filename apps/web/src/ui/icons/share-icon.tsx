import { Icon, type IconProps } from './icon';

/** Share: an arrow leaving a tray (the game list's more sheet, the feed's posts). */
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M5 12.5V18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-5.5" />
  </Icon>
);

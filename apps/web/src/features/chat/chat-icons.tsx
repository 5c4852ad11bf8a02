import { Icon, type IconProps } from '@/ui/icons/icon';

/** An arrow up: the send button (a paper plane reads as 'share' to many). */
export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5" />
    <path d="M6 11l6-6 6 6" />
  </Icon>
);

/** Circular arrow: send a failed line again. */
export const RetryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Icon>
);

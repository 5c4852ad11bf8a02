import type { IconProps } from './icon';

export const KakaoIcon = ({ size = 20, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path
      fill="currentColor"
      d="M12 3.5c-5 0-9 3.2-9 7.1 0 2.5 1.7 4.7 4.2 6l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.3 0 .5.1.8.1 5 0 9-3.2 9-7.1S17 3.5 12 3.5z"
    />
  </svg>
);

/** Google "G" in its four colours. */

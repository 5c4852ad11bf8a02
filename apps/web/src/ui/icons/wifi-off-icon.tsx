import { Icon, type IconProps } from './icon';

export const WifiOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 4.5-2.6M19 13a10 10 0 0 0-2.3-1.7M2 9.5a15 15 0 0 1 4.1-2.6M12 5.5a15 15 0 0 1 10 4M12 20v.01" />
  </Icon>
);

/** Kakao's speech bubble, filled (brand asset shape). */

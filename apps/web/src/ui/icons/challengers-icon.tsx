import { Icon, type IconProps } from './icon';

/**
 * Challengers: two people (a game's card, its challengers dialog and panel). The same drawing as
 * UsersIcon, but its own module: /init draws UsersIcon, and a lazy screen importing that module as
 * well splits it into a chunk of its own that /init then loads too (measured: 7 chunks, +0.2 kB).
 */
export const ChallengersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="9" r="3.3" />
    <path d="M3 19.5c.6-3 3-4.8 6-4.8s5.4 1.8 6 4.8" />
    <path d="M15.5 5.9a3.3 3.3 0 0 1 0 6.2M17.5 14.9c1.8.6 3.1 2.2 3.5 4.6" />
  </Icon>
);

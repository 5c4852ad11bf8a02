import { Icon, type IconProps } from '@/ui/icons/icon';

/** A calendar: the match date on a card. */
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </Icon>
);

/** Three joined dots: share the game's invite link. */
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.3 10.8l7.4-3.6M8.3 13.2l7.4 3.6" />
  </Icon>
);

/** A play triangle in a circle: start or join a game. */
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" />
  </Icon>
);

/*
 * The two below draw like ui/icons' InfoIcon and UsersIcon. The first page (/init) uses those, and
 * a lazy screen importing them as well splits them into chunks of their own that /init then loads
 * one by one (the first page's 120 kB budget): this screen keeps its own copies.
 */

/** An i in a circle: the rule detail behind a card's title. */
export const RuleInfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Icon>
);

/** Two people: a game's challengers. */
export const ChallengersIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="9" r="3.3" />
    <path d="M3 19.5c.6-3 3-4.8 6-4.8s5.4 1.8 6 4.8" />
    <path d="M15.5 5.9a3.3 3.3 0 0 1 0 6.2M17.5 14.9c1.8.6 3.1 2.2 3.5 4.6" />
  </Icon>
);

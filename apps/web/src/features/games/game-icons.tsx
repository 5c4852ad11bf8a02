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
 * RuleInfoIcon draws like ui/icons' InfoIcon. The first page (/init) uses that, and a lazy screen
 * importing it as well splits it into a chunk of its own that /init then loads (the first page's
 * 120 kB budget): this screen keeps its own copy.
 */

/** An i in a circle: the rule detail behind a card's title. */
export const RuleInfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Icon>
);

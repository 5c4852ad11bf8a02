/** Query keys of the bell: the badge (always loaded) and the panel (lazy) share them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** Spec §9: the badge shows '9+' above nine, so the badge never needs more than ten requests. */
export const BADGE_PEEK_SIZE = 10;

// The friends feature's query keys, apart from its hooks: the header bell's badge (on every
// signed-in screen) needs the keys without loading the lists, mutations and schemas.
export const friendKeys = {
  all: ['friends'] as const,
  lists: () => [...friendKeys.all, 'list'] as const,
  /** A player's friends; 0 = the caller's own. */
  friends: (userId: number) => [...friendKeys.lists(), 'friends', userId] as const,
  sent: () => [...friendKeys.lists(), 'sent'] as const,
  received: () => [...friendKeys.lists(), 'received'] as const,
  /**
   * The bell badge's peek at the first received requests. Under received() on purpose: every
   * friends action invalidates lists(), so answering on the profile or in the bell moves the badge.
   */
  receivedBadge: () => [...friendKeys.received(), 'badge'] as const,
  statuses: () => [...friendKeys.all, 'status'] as const,
  status: (userId: number) => [...friendKeys.statuses(), userId] as const,
};

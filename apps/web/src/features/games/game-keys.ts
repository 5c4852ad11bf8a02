/**
 * The games feature's query keys, apart from its hooks (like friends' friend-keys.ts): anything that
 * changes a game (a start from the play screen, a notification) can invalidate them without loading
 * the screen's lists and mutations.
 */
export const gameKeys = {
  all: ['games'] as const,
  /** Everything /game polls: my games, my requests and their applicants. */
  manage: () => [...gameKeys.all, 'manage'] as const,
  myGames: () => [...gameKeys.manage(), 'my-games'] as const,
  myRequests: () => [...gameKeys.manage(), 'my-requests'] as const,
  applicantsAll: () => [...gameKeys.manage(), 'applicants'] as const,
  /** The challengers of these games (sorted ids, so the same set is one cache entry). */
  applicants: (gameIds: readonly number[]) => [...gameKeys.applicantsAll(), gameIds.join(',')] as const,
  requestCount: () => [...gameKeys.all, 'request-count'] as const,
  details: () => [...gameKeys.all, 'detail'] as const,
  detail: (id: number) => [...gameKeys.details(), id] as const,
};

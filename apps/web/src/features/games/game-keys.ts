import type { GameListSort } from '@hanpan/core';

/** What GET /api/games/list is asked for: the region ('province district', none = 전국) and the sort. */
export interface GameListFilter {
  region?: string;
  sort: GameListSort;
}

/**
 * The one query-key factory of the games resource (issue 17 item 4): every games query and every
 * invalidation in the web app starts here, apart from the hooks, so anything that changes a game
 * (a new game, a start, a notification) can invalidate without loading a screen's lists and mutations.
 */
export const gameKeys = {
  /** Every games query: a new game makes them all stale. */
  all: ['games'] as const,
  /** The open games of /game-list, by filter. */
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (filter: GameListFilter) => [...gameKeys.lists(), filter] as const,
  /** One open game's summary (the invite-code dialog and invite links). */
  summaries: () => [...gameKeys.all, 'summary'] as const,
  summary: (gameId: number) => [...gameKeys.summaries(), gameId] as const,
  /** Everything /game polls: my games, my requests and their applicants. */
  manage: () => [...gameKeys.all, 'manage'] as const,
  myGames: () => [...gameKeys.manage(), 'my-games'] as const,
  myRequests: () => [...gameKeys.manage(), 'my-requests'] as const,
  applicantsAll: () => [...gameKeys.manage(), 'applicants'] as const,
  /** The challengers of these games (sorted ids, so the same set is one cache entry). */
  applicants: (gameIds: readonly number[]) => [...gameKeys.applicantsAll(), gameIds.join(',')] as const,
  requestCount: () => [...gameKeys.all, 'request-count'] as const,
  /** One game as its own screen reads it (the live match's /games/{id}/play and result). */
  details: () => [...gameKeys.all, 'detail'] as const,
  detail: (id: number) => [...gameKeys.details(), id] as const,
};

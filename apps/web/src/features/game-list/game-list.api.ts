import type { GameListItem, GameListSort } from '@hanpan/core';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';

/** What GET /api/games/list is asked for: the region ('province district', none = 전국) and the sort. */
export interface GameListFilter {
  region?: string;
  sort: GameListSort;
}

export const gameListKeys = {
  all: ['games'] as const,
  lists: () => [...gameListKeys.all, 'list'] as const,
  list: (filter: GameListFilter) => [...gameListKeys.lists(), filter] as const,
  summaries: () => [...gameListKeys.all, 'summary'] as const,
  summary: (gameId: number) => [...gameListKeys.summaries(), gameId] as const,
};

export const GAME_LIST_SIZE = 20;

/** GET /api/games/list?region=&sort=, page by page (X-Next-Cursor). */
export function useGameList(filter: GameListFilter) {
  return useInfiniteList(
    gameListKeys.list(filter),
    '/api/games/list',
    contract((c) => c.GameListSchema),
    { query: { region: filter.region, sort: filter.sort }, size: GAME_LIST_SIZE },
  );
}

/**
 * GET /api/games/summary?gameId= (the invite-code dialog and invite links). Only open games the
 * caller may see answer; everything else is one 404.
 */
export function gameSummaryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameListKeys.summary(gameId),
    queryFn: ({ signal }) =>
      api.get(
        '/api/games/summary',
        contract((c) => c.GameSummarySchema),
        { query: { gameId }, signal },
      ),
    retry: false,
    // The code dialog fetched it a moment ago; an apply or cancel invalidates it.
    staleTime: 15_000,
  });
}

/** The summary of one game (off for null). */
export function useGameSummary(gameId: number | null) {
  return useQuery({ ...gameSummaryOptions(gameId ?? 0), enabled: gameId !== null && gameId > 0 });
}

/** Sets isAppliedByMe of one game in every loaded list page (the answer is the server's truth). */
function markApplied(queryClient: QueryClient, gameId: number, applied: boolean): void {
  queryClient.setQueriesData<InfiniteList<GameListItem>>({ queryKey: gameListKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.id === gameId ? { ...item, isAppliedByMe: applied } : item,
            ),
          })),
        }
      : data,
  );
}

function refreshAfterApplication(queryClient: QueryClient, gameId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gameListKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: gameListKeys.summary(gameId) }),
  ]);
}

/** POST /api/games/{id}/apply: one application per player and game, never to one's own. */
export function useApplyToGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) =>
      api.post(
        `/api/games/${gameId}/apply`,
        contract((c) => c.GameActionResultSchema),
      ),
    onSuccess: (_result, gameId) => markApplied(queryClient, gameId, true),
    onSettled: (_result, _error, gameId) => refreshAfterApplication(queryClient, gameId),
  });
}

/** POST /api/games/cancel-request {gameId}: the applicant withdraws. */
export function useCancelGameRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) =>
      api.post(
        '/api/games/cancel-request',
        contract((c) => c.GameActionResultSchema),
        { gameId },
      ),
    onSuccess: (_result, gameId) => markApplied(queryClient, gameId, false),
    onSettled: (_result, _error, gameId) => refreshAfterApplication(queryClient, gameId),
  });
}

/** POST /api/invite?gameId= → the link to share (/invite/{encoded address}). */
export function useInviteLink() {
  return useMutation({
    mutationFn: (gameId: number) =>
      api.post(
        '/api/invite',
        contract((c) => c.InviteLinkSchema),
        undefined,
        { query: { gameId } },
      ),
  });
}

/** POST /api/reports {targetId, targetType: 'GAME', reason}: 409 game_already_reported after once. */
export function useReportGame() {
  return useMutation({
    mutationFn: ({ gameId, reason }: { gameId: number; reason: string }) =>
      api.post(
        '/api/reports',
        contract((c) => c.ReportCreatedSchema),
        { targetId: gameId, targetType: 'GAME', reason },
      ),
  });
}

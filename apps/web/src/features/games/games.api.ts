import type {
  ApproveBody,
  CreateFriendGameBody,
  GameListItem,
  MyGame,
  MyRequest,
  SetGameRegionBody,
} from '@hanpan/core';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, ignoreBody, type SchemaSource } from '@/lib/api-client';
import { apiList, type ListPage } from '@/lib/api-list';
import { contract } from '@/lib/contract';
import { useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';
import { gameKeys, type GameListFilter } from './game-keys';

/**
 * The games resource (issue 17 item 4): every call about games the web app makes, for the game
 * list, /game (my games and requests) and the creation wizard, on the one key factory.
 */

/** Spec §9: the match list is polled every 3000 ms. */
export const MATCH_POLL_MS = 3_000;
export const MANAGE_LIST_SIZE = 30;

const actionResult = contract((c) => c.GameActionResultSchema);

/**
 * A list of /game, polled (spec §9). TanStack pauses refetchInterval while the page is hidden
 * (refetchIntervalInBackground false) and refetches when it shows again.
 */
function usePolledList<T>(queryKey: QueryKey, path: string, schema: SchemaSource<T[]>) {
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiList(path, schema, { cursor: pageParam, size: MANAGE_LIST_SIZE, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    refetchInterval: MATCH_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const items = useMemo(() => result.data?.pages.flatMap((page) => page.items) ?? [], [result.data]);
  return { ...result, items };
}

/** GET /api/games/my-games: games I own or play in, and friend-game invitations to me. */
export function useMyGames() {
  return usePolledList<MyGame>(
    gameKeys.myGames(),
    '/api/games/my-games',
    contract((c) => c.MyGamesSchema),
  );
}

/** GET /api/games/my-requests: my applications. */
export function useMyRequests() {
  return usePolledList<MyRequest>(
    gameKeys.myRequests(),
    '/api/games/my-requests',
    contract((c) => c.MyRequestsSchema),
  );
}

/** GET /api/games/my-games/applicants?gameIds=: the challengers of the games on screen, polled. */
export function useGameApplicants(gameIds: readonly number[]) {
  const ids = useMemo(() => [...new Set(gameIds)].sort((a, b) => a - b), [gameIds]);
  return useQuery({
    queryKey: gameKeys.applicants(ids),
    queryFn: ({ signal }) =>
      api.get(
        '/api/games/my-games/applicants',
        contract((c) => c.GameApplicantsSchema),
        { query: { gameIds: ids.join(',') }, signal },
      ),
    enabled: ids.length > 0,
    refetchInterval: MATCH_POLL_MS,
    refetchIntervalInBackground: false,
    // The previous set's answer stays on screen while a card is added or removed.
    placeholderData: (previous) => previous,
  });
}

/**
 * After any action on /game: every games query is stale (what /game shows is read again at once; a
 * deleted, opened or started game also leaves or joins the open list).
 */
function refreshManagement(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: gameKeys.all });
}

function useGameMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshManagement(queryClient) });
}

/** POST /api/games/approve: the owner picks the opponent (409 '한 명만 승인 가능…' when taken). */
export const useApprove = () =>
  useGameMutation((body: ApproveBody) => api.post('/api/games/approve', actionResult, body));

/** POST /api/games/cancel-approve: back to MATCHING, the opponent cleared. */
export const useCancelApprove = () =>
  useGameMutation((body: ApproveBody) => api.post('/api/games/cancel-approve', actionResult, body));

/** POST /api/games/reject: the owner turns one challenger down. */
export const useRejectApplication = () =>
  useGameMutation((body: ApproveBody) => api.post('/api/games/reject', actionResult, body));

/** DELETE /api/games/{id}/delete: the owner removes a game that has not started. */
export const useDeleteGame = () =>
  useGameMutation((gameId: number) => api.delete(`/api/games/${gameId}/delete`, actionResult));

/** POST /api/games/{id}/invitation/accept | decline: the invited friend answers. */
export const useAnswerInvitation = () =>
  useGameMutation(({ gameId, accept }: { gameId: number; accept: boolean }) =>
    api.post(`/api/games/${gameId}/invitation/${accept ? 'accept' : 'decline'}`, actionResult),
  );

/** POST /api/games/{id}/open: a declined friend game becomes a random game everyone can join. */
export const useOpenGame = () =>
  useGameMutation((gameId: number) => api.post(`/api/games/${gameId}/open`, actionResult));

/** POST /api/games/{id}/set-region: the owner sets the place (400 place_not_found when unmappable). */
export const useSetGameRegion = () =>
  useGameMutation(({ gameId, ...body }: SetGameRegionBody & { gameId: number }) =>
    api.post(`/api/games/${gameId}/set-region`, ignoreBody, body),
  );

/** The multipart field of the start photo (contract-notes). */
export const START_PHOTO_PART = 'photo';

/** POST /api/games/{id}/start, multipart `photo`: IN_PROGRESS once; a second start answers 409. */
export const useStartGame = () =>
  useGameMutation(({ gameId, photo }: { gameId: number; photo: File }) => {
    const form = new FormData();
    form.append(START_PHOTO_PART, photo);
    return api.post(`/api/games/${gameId}/start`, ignoreBody, form);
  });

/** POST /api/invite?gameId= → the link that opens the game (shared by the owner). */
export function createInviteLink(gameId: number) {
  return api.post(
    '/api/invite',
    contract((c) => c.InviteLinkSchema),
    undefined,
    { query: { gameId } },
  );
}

// The game list (/game-list) and one open game's summary.

export const GAME_LIST_SIZE = 20;

/** GET /api/games/list?region=&sort=, page by page (X-Next-Cursor). */
export function useGameList(filter: GameListFilter) {
  return useInfiniteList(
    gameKeys.list(filter),
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
    queryKey: gameKeys.summary(gameId),
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
  queryClient.setQueriesData<InfiniteList<GameListItem>>({ queryKey: gameKeys.lists() }, (data) =>
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

/** An application changes the list, the summary and what /game shows (my requests, the badge). */
function refreshAfterApplication(queryClient: QueryClient, gameId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gameKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: gameKeys.summary(gameId) }),
    queryClient.invalidateQueries({ queryKey: gameKeys.manage() }),
    queryClient.invalidateQueries({ queryKey: gameKeys.requestCount() }),
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

/** POST /api/games/cancel-request {gameId}: the applicant withdraws (the list's bar and /game's card). */
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
  return useMutation({ mutationFn: createInviteLink });
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

// The creation wizard.

/** The creation payload (contract-notes): `friendId` null for a random game. */
export type CreateGamePayload = Omit<CreateFriendGameBody, 'friendId'> & { friendId: number | null };

/**
 * POST /api/games/create (random) or /api/games/create-friend-game (with `friendId`): the new
 * game's id (a bare number, as the clients in the field read it).
 */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateGamePayload) =>
      api.post(
        payload.friendId === null ? '/api/games/create' : '/api/games/create-friend-game',
        contract((c) => c.CreatedGameIdSchema),
        payload,
      ),
    // Every games query (lists, my games) is stale once a game is made.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

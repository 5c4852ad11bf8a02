import type { ApproveBody, CancelRequestBody, MyGame, MyRequest, SetGameRegionBody } from '@hanpan/core';
import {
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
import { gameKeys } from './game-keys';

export { gameKeys } from './game-keys';

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

/** After any action: everything /game shows is read again (the lists, the applicants, the badge). */
function refreshManagement(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: gameKeys.manage() });
  void queryClient.invalidateQueries({ queryKey: gameKeys.requestCount() });
}

function useGameMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshManagement(queryClient) });
}

/** POST /api/games/cancel-request: the applicant withdraws. */
export const useCancelRequest = () =>
  useGameMutation((body: CancelRequestBody) => api.post('/api/games/cancel-request', actionResult, body));

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

import {
  GAME_MEDIA_IMAGE_PART,
  GAME_MEDIA_VIDEO_PART,
  type ActiveMyGame,
  type GameLogEntry,
  type GameMedia,
  type GameResult,
  type LiveGameDetail,
  type MyGameReviewState,
  type ReviewBody,
  type RuleRatingBody,
} from '@hanpan/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';

/** Spec §9: the active game is polled every 5 s. */
export const ACTIVE_GAME_POLL_MS = 5_000;

export const matchKeys = {
  all: ['match'] as const,
  detail: (gameId: number) => ['match', 'detail', gameId] as const,
  logs: (gameId: number) => ['match', 'logs', gameId] as const,
  result: (gameId: number) => ['match', 'result', gameId] as const,
  activeMine: () => ['match', 'active-mine'] as const,
  myReview: (gameId: number) => ['match', 'my-review', gameId] as const,
};

const detailSchema = contract((c) => c.LiveGameDetailSchema);
const logsSchema = contract((c) => c.GameLogListSchema);

/** GET /api/games/{id}/detail: the live values, `seq`, the whole state and the server's clock. */
export const fetchLiveDetail = (gameId: number, signal?: AbortSignal): Promise<LiveGameDetail> =>
  api.get(`/api/games/${gameId}/detail`, detailSchema, { signal });

/** GET /api/games/{id}/game-logs (?afterSeq= after a reconnect: only what was missed). */
export const fetchGameLogs = (gameId: number, afterSeq?: number): Promise<GameLogEntry[]> =>
  api.get(`/api/games/${gameId}/game-logs`, logsSchema, {
    query: afterSeq === undefined ? undefined : { afterSeq },
  });

export function useLiveDetail(gameId: number) {
  return useQuery({
    queryKey: matchKeys.detail(gameId),
    queryFn: ({ signal }) => fetchLiveDetail(gameId, signal),
    // The socket keeps it current; a resync is explicit (reconnect, refusal, timeout).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/games/{id}/result: the stored result (sets, winner, abandoned, finishedEarly). */
export function useGameResult(gameId: number) {
  return useQuery({
    queryKey: matchKeys.result(gameId),
    queryFn: ({ signal }): Promise<GameResult> =>
      api.get(
        `/api/games/${gameId}/result`,
        contract((c) => c.GameResultSchema),
        { signal },
      ),
  });
}

/**
 * GET /api/games/active/my, polled every 5 s (spec §4 Active game polling). TanStack pauses the
 * interval while the page is hidden (refetchIntervalInBackground false) and refetches on return.
 */
export function useActiveMyGame() {
  return useQuery({
    queryKey: matchKeys.activeMine(),
    queryFn: ({ signal }): Promise<ActiveMyGame> =>
      api.get(
        '/api/games/active/my',
        contract((c) => c.ActiveMyGameSchema),
        { signal },
      ),
    refetchInterval: ACTIVE_GAME_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

// --- Match media (issue 19 item 1, decision 026) ---------------------------------------------

/** One photo or video as the original client sends it: `pictures` or `videos` (contract-notes). */
export function gameMediaFormData(item: { type: 'image' | 'video'; file: Blob; name: string }): FormData {
  const form = new FormData();
  form.append(item.type === 'image' ? GAME_MEDIA_IMAGE_PART : GAME_MEDIA_VIDEO_PART, item.file, item.name);
  return form;
}

/**
 * POST /api/games/{id}/pictures, one item per call so each shows its own progress and a failure
 * is retried from that item on (the server numbers the player's items in arrival order).
 */
export function useUploadGameMedia(gameId: number) {
  const queryClient = useQueryClient();
  return {
    upload: (form: FormData): Promise<GameMedia[]> =>
      api.post(
        `/api/games/${gameId}/pictures`,
        contract((c) => c.GameMediaListSchema),
        form,
      ),
    /** After the last item: the result shows what was stored. */
    refresh: () => queryClient.invalidateQueries({ queryKey: matchKeys.result(gameId) }),
  };
}

/** GET /api/games/{id}/review: whether I already reviewed the other player and rated the rule. */
export function useMyReviewState(gameId: number) {
  return useQuery({
    queryKey: matchKeys.myReview(gameId),
    queryFn: ({ signal }): Promise<MyGameReviewState> =>
      api.get(
        `/api/games/${gameId}/review`,
        contract((c) => c.MyGameReviewStateSchema),
        { signal },
      ),
  });
}

/**
 * The result page's submit (contract-notes, the original client's two calls): POST
 * /api/games/{id}/review `{manner, performance, text}`, then, when a rating was chosen, POST
 * /api/rules/{ruleId}/rating `{gameId, rating, comment|null}`. A step already done is skipped.
 */
export function useSubmitAfterMatch(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      review: ReviewBody | null;
      rating: { ruleId: number; body: RuleRatingBody } | null;
    }) => {
      if (input.review) {
        await api.post(
          `/api/games/${gameId}/review`,
          contract((c) => c.ReviewSchema),
          input.review,
        );
      }
      if (input.rating) {
        await api.post(
          `/api/rules/${input.rating.ruleId}/rating`,
          contract((c) => c.RuleRatingSchema),
          input.rating.body,
        );
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.myReview(gameId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.activeMine() });
    },
  });
}

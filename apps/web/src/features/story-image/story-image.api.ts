import type { GameResult } from '@hanpan/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';

export const storyImageKeys = {
  all: ['story-image'] as const,
  result: (gameId: number) => ['story-image', 'result', gameId] as const,
};

/**
 * GET /api/games/{id}/result: the stored result, answered to the match's two players only (404
 * game_not_found for anyone else, 404 match_result_missing / 409 match_still_live before the end).
 */
export function useStoryResult(gameId: number) {
  return useQuery({
    queryKey: storyImageKeys.result(gameId),
    queryFn: ({ signal }): Promise<GameResult> =>
      api.get(
        `/api/games/${gameId}/result`,
        contract((c) => c.GameResultSchema),
        { signal },
      ),
    // A finished match's result does not change while the picture is made.
    staleTime: Infinity,
  });
}

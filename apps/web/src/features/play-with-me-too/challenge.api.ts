import { CHALLENGE_STATUS_POLL_MS } from '@hanpan/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';

export const challengeKeys = {
  all: ['play-with-me-too'] as const,
  status: (otherUserId: number) => [...challengeKeys.all, 'status', otherUserId] as const,
};

const BASE = '/api/play-with-me-too';

/**
 * GET /status-with-user?otherUserId=: the latest challenge between the two (or null), asked again
 * every 5 s while the page is visible (TanStack pauses the interval in a hidden tab).
 */
export function useChallengeStatus(otherUserId: number | null) {
  return useQuery({
    queryKey: challengeKeys.status(otherUserId ?? 0),
    queryFn: ({ signal }) =>
      api.get(
        `${BASE}/status-with-user`,
        contract((c) => c.ChallengeStatusWithUserSchema),
        {
          query: { otherUserId },
          signal,
        },
      ),
    enabled: otherUserId !== null,
    refetchInterval: CHALLENGE_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return (otherUserId: number) =>
    queryClient.invalidateQueries({ queryKey: challengeKeys.status(otherUserId) });
}

export function useSendChallenge() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: ({ targetUserId, ruleId }: { targetUserId: number; ruleId: number }) =>
      api.post(
        `${BASE}/request`,
        contract((c) => c.ChallengeSchema),
        { targetUserId, ruleId },
      ),
    onSuccess: (_answer, { targetUserId }) => refresh(targetUserId),
  });
}

export function useCancelChallenge() {
  const refresh = useRefreshStatus();
  return useMutation({
    // DELETE with a JSON body, as the spec's call has it.
    mutationFn: (targetUserId: number) =>
      apiRequest(`${BASE}/request`, { method: 'DELETE', schema: ignoreBody, body: { targetUserId } }),
    onSuccess: (_answer, targetUserId) => refresh(targetUserId),
  });
}

/** POST /accept → the new game's id (the banner then opens /game?id=). */
export function useAcceptChallenge() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (requesterId: number) =>
      api.post(
        `${BASE}/accept`,
        contract((c) => c.ChallengeAcceptedSchema),
        { requesterId },
      ),
    onSuccess: (_gameId, requesterId) => refresh(requesterId),
  });
}

export function useRejectChallenge() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (requesterId: number) => api.post(`${BASE}/reject`, ignoreBody, { requesterId }),
    onSuccess: (_answer, requesterId) => refresh(requesterId),
  });
}

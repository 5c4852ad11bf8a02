import type { BlockedUser } from '@hanpan/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendKeys } from '@/features/friends';
import { profileKeys } from '@/features/my-profile';
import { api, ignoreBody } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { removeFromInfiniteList, useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';

export const blockKeys = {
  all: ['blocks'] as const,
  list: () => [...blockKeys.all, 'list'] as const,
};

export const BLOCK_LIST_SIZE = 30;

/** Spec §8: unblocking that fails says so in these words. */
export const UNBLOCK_FAILED = '차단 해제 실패';

/** GET /api/block, page by page (X-Next-Cursor). */
export function useBlockedUsers(enabled = true) {
  return useInfiniteList(
    blockKeys.list(),
    '/api/block',
    contract((c) => c.BlockedUserSchema.array()),
    {
      size: BLOCK_LIST_SIZE,
      enabled,
    },
  );
}

/** DELETE /api/block/{id}: the row disappears at once and comes back if the server refuses. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/api/block/${userId}`, ignoreBody),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: blockKeys.list() });
      const previous = queryClient.getQueryData<InfiniteList<BlockedUser>>(blockKeys.list());
      queryClient.setQueryData<InfiniteList<BlockedUser>>(blockKeys.list(), (data) =>
        removeFromInfiniteList(data, (user) => user.id === userId),
      );
      return { previous };
    },
    onError: (_error, _userId, context) => {
      if (context?.previous) queryClient.setQueryData(blockKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockKeys.list() }),
  });
}

/**
 * POST /api/block/{id}: the server also ends the friendship and requests between us (decision
 * 015), so friend data and profiles are asked again.
 */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post(`/api/block/${userId}`, ignoreBody),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: blockKeys.list() });
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.users() });
    },
  });
}

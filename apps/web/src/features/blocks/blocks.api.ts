import { BlockedUserSchema, pageOf, type BlockedUser } from '@hanpan/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const blockKeys = {
  all: ['blocks'] as const,
  list: () => [...blockKeys.all, 'list'] as const,
};

/** Lists are paged by convention (page.ts); a plain array is accepted too. */
const BlockedUsersAnswer = z.union([
  z.array(BlockedUserSchema),
  pageOf(BlockedUserSchema).transform((page) => page.items),
]);

export const BLOCK_LIST_SIZE = 50;

export function useBlockedUsers(enabled = true) {
  return useQuery({
    queryKey: blockKeys.list(),
    queryFn: ({ signal }) =>
      api.get('/api/block', BlockedUsersAnswer, { signal, query: { page: 0, size: BLOCK_LIST_SIZE } }),
    enabled,
  });
}

/** DELETE /api/block/{id}: the row disappears at once and comes back if the server refuses. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/api/block/${userId}`, z.unknown()),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: blockKeys.list() });
      const previous = queryClient.getQueryData<BlockedUser[]>(blockKeys.list());
      queryClient.setQueryData<BlockedUser[]>(blockKeys.list(), (users) =>
        users?.filter((user) => user.id !== userId),
      );
      return { previous };
    },
    onError: (_error, _userId, context) => {
      if (context?.previous) queryClient.setQueryData(blockKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockKeys.list() }),
  });
}

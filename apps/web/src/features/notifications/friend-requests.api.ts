import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ignoreBody } from '@/lib/api-client';
import { useInfiniteList } from '@/lib/use-infinite-list';
import { friendRequestKeys } from './notification-keys';

// TODO(merge): the friends feature (features/friends/friends.api.ts) owns these calls and exports
// useReceivedRequests, useAcceptFriend and useRejectFriend; switch the bell panel to them and
// delete this file once both branches are on main.

/** A received request's card (core FriendSchema: the search-result card). */
const ReceivedRequestSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  intro: z.string().nullable(),
});
export type ReceivedRequest = z.infer<typeof ReceivedRequestSchema>;

export const RECEIVED_REQUESTS_PAGE_SIZE = 20;

/** GET /api/friends/my/received, page by page. */
export function useReceivedRequests(enabled = true) {
  return useInfiniteList(
    friendRequestKeys.list(),
    '/api/friends/my/received',
    ReceivedRequestSchema.array(),
    {
      size: RECEIVED_REQUESTS_PAGE_SIZE,
      enabled,
    },
  );
}

function useAnswer(path: (requesterId: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requesterId: number) => api.post(path(requesterId), ignoreBody),
    // The row stays with its outcome for a moment (spec §9); the badge follows at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendRequestKeys.peek() }),
  });
}

/** POST /api/friends/accept/{requesterId}. */
export const useAcceptFriend = () => useAnswer((id) => `/api/friends/accept/${id}`);
/** POST /api/friends/reject/{requesterId}. */
export const useRejectFriend = () => useAnswer((id) => `/api/friends/reject/${id}`);

import type { Friend, FriendStatus } from '@hanpan/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/features/my-profile';
import { api } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { removeFromInfiniteList, useInfiniteList, type InfiniteList } from '@/lib/use-infinite-list';
import { friendKeys } from './friend-keys';

export { friendKeys } from './friend-keys';

export const FRIEND_LIST_SIZE = 30;

const friendList = contract((c) => c.FriendsSchema);
const friendStatus = contract((c) => c.FriendStatusSchema);

/** GET /api/friends/my (userId for someone else's; 0 or absent = mine), page by page. */
export function useFriends(userId: number, enabled = true) {
  return useInfiniteList(friendKeys.friends(userId), '/api/friends/my', friendList, {
    query: userId === 0 ? undefined : { userId },
    size: FRIEND_LIST_SIZE,
    enabled,
  });
}

/** GET /api/friends/my/sent: requests I sent that wait for an answer. */
export function useSentRequests(enabled = true) {
  return useInfiniteList(friendKeys.sent(), '/api/friends/my/sent', friendList, {
    size: FRIEND_LIST_SIZE,
    enabled,
  });
}

/**
 * GET /api/friends/my/received: requests waiting for my answer (the profile's 받은 요청 and the
 * bell's friend requests). Answer them through useFriendRequestAnswers, which keeps an answered
 * row on screen for spec §9's 2 s / 1.5 s.
 */
export function useReceivedRequests(enabled = true) {
  return useInfiniteList(friendKeys.received(), '/api/friends/my/received', friendList, {
    size: FRIEND_LIST_SIZE,
    enabled,
  });
}

/** GET /api/friends/status/{id} → {sent, isFriend, received}. */
export function useFriendStatus(userId: number, enabled = true) {
  return useQuery({
    queryKey: friendKeys.status(userId),
    queryFn: ({ signal }) => api.get(`/api/friends/status/${userId}`, friendStatus, { signal }),
    enabled,
  });
}

/**
 * After any friends action: the answer is the new status with that player; the lists and profiles
 * (their friend count) are refreshed. An answered row of the received list stays on screen a
 * moment anyway: useFriendRequestAnswers keeps its own copy.
 */
function settle(queryClient: QueryClient, userId: number, status: FriendStatus) {
  queryClient.setQueryData(friendKeys.status(userId), status);
  void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: profileKeys.users() });
}

function useFriendAction(method: 'post' | 'delete', pathOf: (userId: number) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      method === 'post' ? api.post(pathOf(userId), friendStatus) : api.delete(pathOf(userId), friendStatus),
    onSuccess: (status, userId) => settle(queryClient, userId, status),
  });
}

/** POST /api/friends/request/{id}; when they had asked me, this makes us friends (decision 015). */
export const useRequestFriend = () => useFriendAction('post', (userId) => `/api/friends/request/${userId}`);
/** DELETE /api/friends/cancel/{id}: withdraws my request. */
export const useCancelFriendRequest = () =>
  useFriendAction('delete', (userId) => `/api/friends/cancel/${userId}`);
/** POST /api/friends/accept/{id} (the requester's id). */
export const useAcceptFriend = () => useFriendAction('post', (userId) => `/api/friends/accept/${userId}`);
/** POST /api/friends/reject/{id} (the requester's id); they are not told. */
export const useRejectFriend = () => useFriendAction('post', (userId) => `/api/friends/reject/${userId}`);
/** DELETE /api/friends/{id}: the other side is not told. */
export const useUnfriend = () => useFriendAction('delete', (userId) => `/api/friends/${userId}`);

/** Takes an answered request out of every loaded page of the received list. */
export function dropReceivedRequest(queryClient: QueryClient, userId: number): void {
  queryClient.setQueryData<InfiniteList<Friend>>(friendKeys.received(), (data) =>
    removeFromInfiniteList(data, (friend) => friend.id === userId),
  );
}

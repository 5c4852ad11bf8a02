import { useQuery } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';
import { contract } from '@/lib/contract';
import { friendKeys } from '@/features/friends';
import { BADGE_PEEK_SIZE, notificationKeys } from './notification-keys';

// The one part of the bell on every signed-in screen: two small reads. The panel, its lists and
// mutations, and the live subscription load lazily (notification-sheet.tsx).

/** Only the length of the first page matters for the badge: no schema (and no zod) needed. */
const anyList: ResponseSchema<unknown[]> = {
  safeParse: (data) =>
    Array.isArray(data) ? { success: true, data } : { success: false, error: new Error('not a list') },
};

/**
 * Spec §4: unread notifications plus unanswered friend requests. Refetched when the page gets the
 * focus back; the live queue (notifications-live.tsx) refetches it when something arrives, and
 * every friends action (bell or profile) invalidates the received list this key sits under.
 */
export function useBellBadgeCount(): number {
  const unread = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) =>
      api.get(
        '/api/notifications/unread-count',
        contract((c) => c.UnreadCountSchema),
        { signal },
      ),
    refetchOnWindowFocus: true,
  });
  const requests = useQuery({
    queryKey: friendKeys.receivedBadge(),
    queryFn: ({ signal }) =>
      api.get('/api/friends/my/received', anyList, { query: { size: BADGE_PEEK_SIZE }, signal }),
    refetchOnWindowFocus: true,
  });
  return (unread.data?.count ?? 0) + (requests.data?.length ?? 0);
}

/** The bell's accessible name: the count in words, capped like the badge. */
export function bellLabel(count: number): string {
  if (count <= 0) return '알림';
  return `알림, 새 소식 ${count > 9 ? '9개 이상' : `${count}개`}`;
}

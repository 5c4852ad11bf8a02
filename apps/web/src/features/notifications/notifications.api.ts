import type { Notification } from '@hanpan/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import type { ListPage } from '@/lib/api-list';
import { contract } from '@/lib/contract';
import { useInfiniteList } from '@/lib/use-infinite-list';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications, newest first, page by page. */
export function useNotifications(enabled = true) {
  return useInfiniteList(
    notificationKeys.list(),
    '/api/notifications',
    contract((c) => c.NotificationsSchema),
    { size: NOTIFICATIONS_PAGE_SIZE, enabled },
  );
}

type NotificationList = InfiniteData<ListPage<Notification>, string | null>;

/** POST /api/notifications/{id}/read: shown read at once; the badge is refetched either way. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) =>
      api.post(`/api/notifications/${notification.id}/read`, ignoreBody),
    onMutate: async (notification) => {
      if (notification.isRead) return;
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.id === notification.id ? { ...item, isRead: true } : item,
                ),
              })),
            }
          : data,
      );
      queryClient.setQueryData<{ count: number }>(notificationKeys.unreadCount(), (data) =>
        data ? { count: Math.max(0, data.count - 1) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }),
  });
}

/** POST /api/notifications/clear: the list empties only once the server agreed. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/clear', ignoreBody),
    onSuccess: async () => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) =>
        data ? { pages: [{ items: [], nextCursor: null }], pageParams: [null] } : data,
      );
      queryClient.setQueryData(notificationKeys.unreadCount(), { count: 0 });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

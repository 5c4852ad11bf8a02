import { notificationsQueue } from '@hanpan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api, ignoreBody } from '@/lib/api-client';
import { stompConnection } from '@/lib/stomp-client';
import { useTopic } from '@/lib/use-topic';
import { friendKeys } from '@/features/friends';
import { profileKeys } from '@/features/my-profile';
import { notificationKeys } from './notification-keys';

/** What /sw.js posts to an open window when a push is tapped. */
export const OPEN_NOTIFICATION_MESSAGE = 'hanpan:open-notification';

/**
 * Keeps the bell live while a signed-in screen is open: every notification stored for the player
 * arrives on `/user/queue/notifications` and refreshes the badge (and the panel if it is open); a
 * friend notification (a request, or my request accepted) also refreshes the friends lists and
 * statuses on screen, so a profile's friend button follows. After a reconnect it refetches what
 * it may have missed. Renders nothing; loaded lazily after the shell (notification-sheet.tsx).
 */
export function NotificationsLive() {
  const queryClient = useQueryClient();
  const router = useRouter();

  useTopic(notificationsQueue, {}, (notification) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    if (notification.type === 'FRIEND') {
      // A request or an acceptance changes the friend buttons and the profiles' friend counts.
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.users() });
    }
  });

  useEffect(() => {
    let first = true;
    return stompConnection.onConnected(() => {
      if (first) return void (first = false);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: friendKeys.received() });
    });
  }, [queryClient]);

  // A tapped push while the app is open: the service worker focuses this window and asks it to go.
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown; id?: unknown } | null;
      if (data?.type !== OPEN_NOTIFICATION_MESSAGE) return;
      if (typeof data.id === 'number') {
        void api
          .post(`/api/notifications/${data.id}/read`, ignoreBody)
          .then(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }))
          .catch(() => {});
      }
      if (typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//'))
        void router.navigate({ href: data.url });
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient, router]);

  useEffect(() => {
    void import('@/features/push/web-push').then((push) => push.syncWebPush());
  }, []);

  return null;
}

import { lazy, Suspense, useState } from 'react';
import { bellLabel, useBellBadgeCount } from '@/features/notifications';

// Only the badge's two reads ship with the header. The panel (its lists, mutations and the sheet)
// loads on the first tap of the bell; the live queue and Web Push sync load right after the shell.
const NotificationPanel = lazy(() =>
  import('@/features/notifications/notification-panel').then((module) => ({
    default: module.NotificationPanel,
  })),
);
const NotificationsLive = lazy(() =>
  import('@/features/notifications/notifications-live').then((module) => ({
    default: module.NotificationsLive,
  })),
);

/** The bell's panel (spec §2 "Global overlays"), plus the live updates of its badge. */
export function NotificationSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Two boundaries: the panel's chunk loading must not hide (and unsubscribe) the live updates.
  return (
    <>
      <Suspense fallback={null}>
        <NotificationsLive />
      </Suspense>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Unread notifications plus unanswered friend requests (spec §4). */
export const useUnreadCount = useBellBadgeCount;
export { bellLabel };

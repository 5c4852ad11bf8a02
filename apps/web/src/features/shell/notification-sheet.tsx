import { BottomSheet } from '@/ui/bottom-sheet';
import { EmptyState } from '@/ui/empty-state';
import { BellIcon } from '@/ui/icons';

/** The notification panel. Friend requests and notifications arrive with the notifications work. */
export function NotificationSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="알림" data-testid="notification-sheet">
      <EmptyState
        icon={<BellIcon size={28} />}
        title="알림이 없습니다."
        description="새 소식이 생기면 여기에서 알려드릴게요."
        className="py-8"
      />
    </BottomSheet>
  );
}

/** Unread notifications plus unanswered friend requests (spec §4). Nothing feeds it yet. */
export function useUnreadCount(): number {
  return 0;
}

import { NotificationSettingsView } from '@/features/settings';
import { AppBar, BackButton } from '@/ui/app-bar';

/** /settings/notifications: one switch per notification type, saved at once. */
export function NotificationSettingsScreen() {
  return (
    <>
      <AppBar leading={<BackButton fallback="/settings" />} title="알림 설정" />
      <NotificationSettingsView />
    </>
  );
}

import { Outlet } from '@tanstack/react-router';
import { AppShell } from '@/features/shell';

/** Layout of every signed-in screen. */
export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

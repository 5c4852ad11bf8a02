import { useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useToken } from '@/features/auth/auth.api';
import { BottomTabs } from '@/ui/bottom-tabs';
import { GlobalHeader } from './global-header';
import { MAIN_TABS } from './main-tabs';

/** Signed-in chrome: global header on top, bottom tabs below, the screen in between. */
export function AppShell({ children, title }: { children: ReactNode; title?: string }) {
  useLeaveWhenSignedOut();
  return (
    <>
      <GlobalHeader title={title} />
      {children}
      <BottomTabs items={MAIN_TABS} />
    </>
  );
}

/** A token removed elsewhere (a 401, another tab logging out) sends this tab to /init. */
export function useLeaveWhenSignedOut(): void {
  const token = useToken();
  const router = useRouter();
  useEffect(() => {
    if (token === null) void router.navigate({ to: '/init', replace: true });
  }, [token, router]);
}

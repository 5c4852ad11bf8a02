import { useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useToken } from '@/features/auth/auth.api';
import { takeSignedOutReason } from '@/lib/signed-out';
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

/**
 * A token removed elsewhere (a 401, another tab logging out) sends this tab to /init, saying why
 * when a 401 removed it.
 */
export function useLeaveWhenSignedOut(): void {
  const token = useToken();
  const router = useRouter();
  useEffect(() => {
    if (token !== null) return;
    const notice = takeSignedOutReason();
    void router.navigate({ to: '/init', search: { notice }, replace: true });
  }, [token, router]);
}

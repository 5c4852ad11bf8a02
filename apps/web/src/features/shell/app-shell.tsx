import { Suspense, type ReactNode } from 'react';
import { GameStartedPopup, ReviewNeededPopup } from '@/features/match';
import { BottomTabs } from '@/ui/bottom-tabs';
import { GlobalHeader } from './global-header';
import { MAIN_TABS } from './main-tabs';
import { useLeaveWhenSignedOut } from './use-leave-when-signed-out';

/** Signed-in chrome: global header on top, bottom tabs below, the screen in between. */
export function AppShell({ children, title }: { children: ReactNode; title?: string }) {
  useLeaveWhenSignedOut();
  return (
    <>
      <GlobalHeader title={title} />
      {children}
      <BottomTabs items={MAIN_TABS} />
      {/* Spec §2 Global overlays: 'game started' and 'review needed' (load after the shell; the
          second stays away while a game is under way, so the two never stand on each other). */}
      <Suspense fallback={null}>
        <GameStartedPopup />
        <ReviewNeededPopup />
      </Suspense>
    </>
  );
}

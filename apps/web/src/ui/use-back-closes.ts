import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry an open dialog or sheet added (ui/use-back-closes.ts). */
    __overlay?: string;
  }
}

let lastOverlayId = 0;

/**
 * The back button (browser, Android's system back) closes an open dialog or sheet before it leaves
 * the page: opening adds a history entry for the same address, back pops it and closes the overlay.
 * Closing any other way (X, Escape, outside tap, an action) takes that entry away again, unless the
 * overlay closed because the player went somewhere else. Focus return is Radix's: the control that
 * opened the overlay gets focus back when it unmounts.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const router = useRouter();
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const id = `overlay-${++lastOverlayId}`;
    const isOurEntry = () => (window.history.state as { __overlay?: string } | null)?.__overlay === id;
    let poppedAway = false;
    void router.navigate({
      href: router.history.location.href,
      state: (previous) => ({ ...previous, __overlay: id }),
      resetScroll: false,
    });
    const onPopState = () => {
      if (isOurEntry()) return;
      poppedAway = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!poppedAway && isOurEntry()) router.history.back();
    };
  }, [open, router]);
}

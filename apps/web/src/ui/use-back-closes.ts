import { useRouter } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';

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
 * overlay closed because the player went somewhere else.
 *
 * Focus: the control that had focus when the overlay opened gets it back when it closes, however it
 * closed. (Radix returns focus only to its own Trigger, which our dialogs opened from state lack.)
 * Pass the returned handler as the content's `onCloseAutoFocus`.
 */
export function useBackCloses(
  open: boolean,
  close: () => void,
): { onCloseAutoFocus: (event: Event) => void } {
  const router = useRouter();
  const closeRef = useRef(close);
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    closeRef.current = close;
  });

  // WARNING: a layout effect: it runs before Radix's focus scope (a passive effect) moves focus
  // into the overlay, so it still sees the control that opened it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      openerRef.current = document.activeElement;
    }
  }, [open]);

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

  return {
    onCloseAutoFocus: (event) => {
      const opener = openerRef.current;
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
  };
}

import { useEffect, useRef, useState } from 'react';

/*
 * A double tap (a second tap under DOUBLE_TAP_MS after the first; spec §9) vs a single tap, which
 * fires only once that window has passed without a second tap. The caller hands over only taps
 * (pointer-ups that were not drags); the window is a timer, so no clock is read.
 */
export const DOUBLE_TAP_MS = 260;

export interface DoubleTapHandlers {
  onPointerUp: (event: React.PointerEvent) => void;
}

export function useDoubleTap(onDoubleTap: () => void, onSingleTap?: () => void): DoubleTapHandlers {
  const callbacks = useRef({ onDoubleTap, onSingleTap });
  useEffect(() => {
    callbacks.current = { onDoubleTap, onSingleTap };
  });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  const [handlers] = useState<DoubleTapHandlers>(() => ({
    onPointerUp: (event) => {
      if (event.button > 0) return; // a right or middle click is not a tap
      if (pending.current !== null) {
        // The first tap's window is still open: this is the second tap.
        clearTimeout(pending.current);
        pending.current = null;
        callbacks.current.onDoubleTap();
        return;
      }
      pending.current = setTimeout(() => {
        pending.current = null;
        callbacks.current.onSingleTap?.();
      }, DOUBLE_TAP_MS);
    },
  }));
  return handlers;
}

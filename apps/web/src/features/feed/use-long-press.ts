import { useEffect, useRef, useState } from 'react';

/*
 * A long press (held LONG_PRESS_MS without moving; spec §9) vs a click, which still fires for a
 * short press. The click that ends a long press is swallowed; a finger that moves (a swipe) or
 * leaves the element cancels the press.
 */
export const LONG_PRESS_MS = 500;
/** A finger that wanders further than this is swiping, not pressing. */
export const LONG_PRESS_MOVE_TOLERANCE_PX = 10;

export interface LongPressHandlers {
  onPointerDown: (event: React.PointerEvent) => void;
  /** Cancels the press once the finger moved past LONG_PRESS_MOVE_TOLERANCE_PX. */
  onPointerMove: (event: React.PointerEvent) => void;
  onPointerUp: (event: React.PointerEvent) => void;
  onPointerLeave: (event: React.PointerEvent) => void;
  onPointerCancel: (event: React.PointerEvent) => void;
  /** Swallows the click that ends a long press. */
  onClickCapture: (event: React.MouseEvent) => void;
  /** Keeps the phone's own long-press menu (copy, save image) away while the press is ours. */
  onContextMenu: (event: React.MouseEvent) => void;
}

export function useLongPress(onLongPress: () => void): LongPressHandlers {
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> | null; fired: boolean }>(
    {
      x: 0,
      y: 0,
      timer: null,
      fired: false,
    },
  );
  useEffect(
    () => () => {
      if (press.current.timer !== null) clearTimeout(press.current.timer);
    },
    [],
  );

  const [handlers] = useState<LongPressHandlers>(() => {
    const cancel = () => {
      if (press.current.timer !== null) clearTimeout(press.current.timer);
      press.current.timer = null;
    };
    return {
      onPointerDown: (event) => {
        cancel();
        press.current.fired = false;
        if (event.button > 0) return;
        press.current.x = event.clientX;
        press.current.y = event.clientY;
        press.current.timer = setTimeout(() => {
          press.current.timer = null;
          press.current.fired = true;
          latest.current();
        }, LONG_PRESS_MS);
      },
      onPointerMove: (event) => {
        if (press.current.timer === null) return;
        const moved = Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y);
        if (moved > LONG_PRESS_MOVE_TOLERANCE_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onClickCapture: (event) => {
        if (!press.current.fired) return;
        press.current.fired = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onContextMenu: (event) => {
        if (press.current.timer !== null || press.current.fired) event.preventDefault();
      },
    };
  });
  return handlers;
}

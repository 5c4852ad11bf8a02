import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec §9: a pull of 80 px refreshes; the indicator never travels further than 150 px. */
export const PULL_THRESHOLD_PX = 80;
export const PULL_MAX_PX = 150;
/** The finger moves twice as far as the list: the pull feels elastic, not glued. */
export const PULL_RESISTANCE = 0.5;
/** Where the indicator rests while the refresh runs. */
export const PULL_REFRESHING_PX = 56;

/** How far the list follows a finger dragged `dragY` px down from where it touched (0 upwards). */
export function pullDistance(dragY: number): number {
  if (!(dragY > 0)) return 0;
  return Math.min(PULL_MAX_PX, dragY * PULL_RESISTANCE);
}

/** Letting go at this distance refreshes. */
export function isPastThreshold(distance: number): boolean {
  return distance >= PULL_THRESHOLD_PX;
}

/** 0 → 1 as the pull nears the threshold (the indicator's turn and opacity). */
export function pullProgress(distance: number): number {
  return Math.max(0, Math.min(1, distance / PULL_THRESHOLD_PX));
}

export interface PullState {
  /** Current offset of the indicator in px. */
  distance: number;
  refreshing: boolean;
}

/**
 * Pull-to-refresh on touch screens for a page that scrolls the window: a pull starts only with
 * the page at its top and only inside `target`; past the threshold, letting go runs `onRefresh`
 * and holds the indicator until it settles. Dialogs and sheets (portals) never start a pull.
 */
export function usePullToRefresh(
  target: RefObject<HTMLElement | null>,
  onRefresh: () => Promise<unknown>,
  enabled = true,
): PullState {
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  const latest = useRef({ onRefresh, state });
  useEffect(() => {
    latest.current = { onRefresh, state };
  });

  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;
    let startY: number | null = null;
    let distance = 0;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY =
        event.touches.length === 1 && touch && window.scrollY <= 0 && !latest.current.state.refreshing
          ? touch.clientY
          : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      if (window.scrollY > 0) {
        startY = null;
        return;
      }
      distance = pullDistance(touch.clientY - startY);
      // WARNING: only a listener with passive: false may stop the browser's own overscroll (and
      // Chrome's reload) while the list is being pulled.
      if (distance > 0 && event.cancelable) event.preventDefault();
      setState({ distance, refreshing: false });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (!isPastThreshold(distance)) {
        setState({ distance: 0, refreshing: false });
        return;
      }
      setState({ distance: PULL_REFRESHING_PX, refreshing: true });
      void latest.current
        .onRefresh()
        .catch(() => undefined)
        .finally(() => setState({ distance: 0, refreshing: false }));
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target, enabled]);

  return state;
}

/** Spec §9: the scroll-to-top button shows once the page has scrolled past 120 px. */
export const SCROLL_TOP_AFTER_PX = 120;

export function shouldShowScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_AFTER_PX;
}

/** True while the window is scrolled past SCROLL_TOP_AFTER_PX. */
export function useScrolledPastTop(): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && shouldShowScrollTop(window.scrollY),
  );
  useEffect(() => {
    const update = () => setPast(shouldShowScrollTop(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}

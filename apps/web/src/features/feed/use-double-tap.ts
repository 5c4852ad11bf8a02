/*
 * INTERFACE STUB (issue 20): a double tap (two taps under DOUBLE_TAP_MS apart) vs a single tap,
 * which fires only once the double-tap window has passed. Replaced by the gesture implementation.
 */
export const DOUBLE_TAP_MS = 260;

export interface DoubleTapHandlers {
  onPointerUp: (event: React.PointerEvent) => void;
}

export function useDoubleTap(_onDoubleTap: () => void, _onSingleTap?: () => void): DoubleTapHandlers {
  return { onPointerUp: () => {} };
}

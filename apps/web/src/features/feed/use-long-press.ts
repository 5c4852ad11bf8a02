/*
 * INTERFACE STUB (issue 20): a long press (held LONG_PRESS_MS without moving) vs a click, which
 * still fires for a short press. Replaced by the gesture implementation.
 */
export const LONG_PRESS_MS = 500;

export interface LongPressHandlers {
  onPointerDown: (event: React.PointerEvent) => void;
  onPointerUp: (event: React.PointerEvent) => void;
  onPointerLeave: (event: React.PointerEvent) => void;
  onPointerCancel: (event: React.PointerEvent) => void;
  /** Swallows the click that ends a long press. */
  onClickCapture: (event: React.MouseEvent) => void;
}

export function useLongPress(_onLongPress: () => void): LongPressHandlers {
  const nothing = () => {};
  return {
    onPointerDown: nothing,
    onPointerUp: nothing,
    onPointerLeave: nothing,
    onPointerCancel: nothing,
    onClickCapture: nothing,
  };
}

import { act } from '@testing-library/react';

/*
 * Pointer events as a phone or a mouse sends them. jsdom has no PointerEvent: a MouseEvent carries
 * the position and button, the pointer's fields are set on it, and `time` is the event's
 * timeStamp (what the swipe measures speed with), so a test states the drag's speed exactly.
 */
export interface PointerInit {
  x?: number;
  y?: number;
  /** Event time in ms. */
  time?: number;
  pointerId?: number;
  pointerType?: 'touch' | 'mouse';
  button?: number;
  /** The buttons held (PointerEvent.buttons): 1 while a finger or the main button is down. */
  buttons?: number;
  isPrimary?: boolean;
}

export function pointer(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'pointerout',
  {
    x = 0,
    y = 0,
    time = 0,
    pointerId = 1,
    pointerType = 'touch',
    button = 0,
    buttons = type === 'pointerdown' || type === 'pointermove' ? 1 : 0,
    isPrimary = true,
  }: PointerInit = {},
): Event {
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    // React makes onPointerLeave from a pointerout towards an element outside.
    relatedTarget: type === 'pointerout' ? document.body : null,
    clientX: x,
    clientY: y,
    button: type === 'pointermove' ? -1 : button,
    buttons,
  });
  Object.defineProperties(event, {
    pointerId: { value: pointerId },
    pointerType: { value: pointerType },
    isPrimary: { value: isPrimary },
    timeStamp: { value: time },
  });
  act(() => void target.dispatchEvent(event));
  return event;
}

/** A finger put down at `from`, moved through `path` and lifted at the last point. */
export function drag(
  target: Element,
  from: { x: number; y: number; time: number },
  ...path: { x: number; y: number; time: number }[]
) {
  pointer(target, 'pointerdown', from);
  for (const point of path) pointer(target, 'pointermove', point);
  pointer(target, 'pointerup', path.at(-1) ?? from);
}

/** A tap: down and up on the same spot. */
export function tap(target: Element, time = 0, at = { x: 100, y: 100 }) {
  pointer(target, 'pointerdown', { ...at, time });
  pointer(target, 'pointerup', { ...at, time: time + 40 });
  act(
    () => void target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })),
  );
}

import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointer } from './feed-swipe.test-support';
import { LONG_PRESS_MS, useLongPress } from './use-long-press';

function Probe({ onLongPress, onClick }: { onLongPress: () => void; onClick: () => void }) {
  const handlers = useLongPress(onLongPress);
  return createElement('button', { type: 'button', onClick, ...handlers }, '좋아요');
}

function setup() {
  const onLongPress = vi.fn();
  const onClick = vi.fn();
  render(createElement(Probe, { onLongPress, onClick }));
  const button = screen.getByRole('button', { name: '좋아요' });
  const click = () =>
    act(() => void button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  return { onLongPress, onClick, button, click };
}

describe('useLongPress', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 500 ms held still, and swallows the click that ends it', () => {
    const { onLongPress, onClick, button, click } = setup();
    pointer(button, 'pointerdown', { x: 50, y: 50 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    pointer(button, 'pointerup', { x: 50, y: 50 });
    click();
    expect(onClick).not.toHaveBeenCalled();
    // The next short press is a click again.
    pointer(button, 'pointerdown', { x: 50, y: 50 });
    pointer(button, 'pointerup', { x: 50, y: 50 });
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets a short press be a click and never fires after it', () => {
    const { onLongPress, onClick, button, click } = setup();
    pointer(button, 'pointerdown', { x: 50, y: 50 });
    act(() => vi.advanceTimersByTime(200));
    pointer(button, 'pointerup', { x: 50, y: 50 });
    click();
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('is cancelled by a finger that moves (a swipe), not by a tremble', () => {
    const { onLongPress, button } = setup();
    pointer(button, 'pointerdown', { x: 50, y: 50 });
    pointer(button, 'pointermove', { x: 54, y: 47 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onLongPress).toHaveBeenCalledTimes(1);

    pointer(button, 'pointerup', { x: 54, y: 47 });
    pointer(button, 'pointerdown', { x: 50, y: 50 });
    pointer(button, 'pointermove', { x: 50, y: 80 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the pointer is cancelled or leaves', () => {
    const { onLongPress, button } = setup();
    pointer(button, 'pointerdown');
    pointer(button, 'pointercancel');
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    pointer(button, 'pointerdown');
    pointer(button, 'pointerout');
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onLongPress).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointer } from './feed-swipe.test-support';
import { DOUBLE_TAP_MS, useDoubleTap } from './use-double-tap';

function Probe({ onDoubleTap, onSingleTap }: { onDoubleTap: () => void; onSingleTap?: () => void }) {
  const handlers = useDoubleTap(onDoubleTap, onSingleTap);
  return createElement('div', { role: 'img', 'aria-label': '사진', ...handlers });
}

function setup() {
  const onDoubleTap = vi.fn();
  const onSingleTap = vi.fn();
  const view = render(createElement(Probe, { onDoubleTap, onSingleTap }));
  const tapAt = () => {
    pointer(screen.getByRole('img'), 'pointerdown');
    pointer(screen.getByRole('img'), 'pointerup');
  };
  return { onDoubleTap, onSingleTap, tapAt, view };
}

describe('useDoubleTap', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires the double tap for a second tap under 260 ms, and no single tap', () => {
    const { onDoubleTap, onSingleTap, tapAt } = setup();
    tapAt();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS - 1));
    tapAt();
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSingleTap).not.toHaveBeenCalled();
  });

  it('fires a single tap only once the 260 ms window has passed', () => {
    const { onDoubleTap, onSingleTap, tapAt } = setup();
    tapAt();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS - 1));
    expect(onSingleTap).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSingleTap).toHaveBeenCalledTimes(1);
    expect(onDoubleTap).not.toHaveBeenCalled();
  });

  it('counts two taps 260 ms apart as two single taps', () => {
    const { onDoubleTap, onSingleTap, tapAt } = setup();
    tapAt();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    tapAt();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onSingleTap).toHaveBeenCalledTimes(2);
    expect(onDoubleTap).not.toHaveBeenCalled();
  });

  it('starts afresh after a double tap: a third quick tap is a new first tap', () => {
    const { onDoubleTap, onSingleTap, tapAt } = setup();
    tapAt();
    tapAt();
    tapAt();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onDoubleTap).toHaveBeenCalledTimes(1);
    expect(onSingleTap).toHaveBeenCalledTimes(1);
  });

  it('ignores a right click and fires nothing after unmounting', () => {
    const { onDoubleTap, onSingleTap, tapAt, view } = setup();
    pointer(screen.getByRole('img'), 'pointerup', { button: 2 });
    pointer(screen.getByRole('img'), 'pointerup', { button: 2 });
    expect(onDoubleTap).not.toHaveBeenCalled();
    tapAt();
    view.unmount();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onSingleTap).not.toHaveBeenCalled();
  });
});

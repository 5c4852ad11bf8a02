import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_REFRESHING_PX, usePullToRefresh } from './pull-to-refresh';

/** A touch event as a phone sends it (jsdom has TouchEvent but no Touch to put in it). */
function touch(element: HTMLElement, type: string, clientY?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = clientY === undefined ? [] : [{ clientY, clientX: 100 }];
  Object.defineProperty(event, 'touches', { value: touches });
  act(() => void element.dispatchEvent(event));
  return event;
}

function setup() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const onRefresh = vi.fn(() => Promise.resolve());
  const ref = { current: element };
  const hook = renderHook(() => usePullToRefresh(ref, onRefresh));
  return { element, onRefresh, hook };
}

describe('usePullToRefresh', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.scrollY = 0;
  });

  it('refreshes after a pull past 80 px and holds the indicator while it runs', async () => {
    const { element, onRefresh, hook } = setup();
    touch(element, 'touchstart', 100);
    const move = touch(element, 'touchmove', 100 + 170);
    expect(move.defaultPrevented).toBe(true);
    expect(hook.result.current).toEqual({ distance: 85, refreshing: false });
    touch(element, 'touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(hook.result.current.distance).toBe(PULL_REFRESHING_PX);
    await waitFor(() => expect(hook.result.current).toEqual({ distance: 0, refreshing: false }));
  });

  it('springs back without refreshing when let go short of the threshold', () => {
    const { element, onRefresh, hook } = setup();
    touch(element, 'touchstart', 100);
    touch(element, 'touchmove', 100 + 150);
    expect(hook.result.current.distance).toBe(75);
    touch(element, 'touchend');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(hook.result.current.distance).toBe(0);
  });

  it('never starts while the page is scrolled down (the finger scrolls instead)', () => {
    const { element, onRefresh, hook } = setup();
    window.scrollY = 300;
    touch(element, 'touchstart', 100);
    const move = touch(element, 'touchmove', 400);
    touch(element, 'touchend');
    expect(move.defaultPrevented).toBe(false);
    expect(hook.result.current.distance).toBe(0);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

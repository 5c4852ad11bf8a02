import { describe, expect, it } from 'vitest';
import {
  EDGE_RESISTANCE,
  isNearEnd,
  lockAxis,
  releaseVelocity,
  resistedOffset,
  settlePage,
  settlePost,
} from './swipe-decision';

/** A feed 800 px high: 8 % is 64 px. */
const HEIGHT = 800;
/** A feed 400 px wide: 12 % is 48 px. */
const WIDTH = 400;

describe('settlePost (vertical: 8 % of the height or 300 px/s)', () => {
  const post = (delta: number, velocity = 0, index = 3, count = 10) =>
    settlePost({ index, count, delta, velocity, size: HEIGHT });

  it('stays on the post for a slow drag just under 8 % and moves just over it', () => {
    expect(post(-63)).toBe(3);
    expect(post(-65)).toBe(4);
    expect(post(63)).toBe(3);
    expect(post(65)).toBe(2);
  });

  it('moves for a short flick just over 300 px/s and not just under it', () => {
    expect(post(-20, -0.301)).toBe(4);
    expect(post(-20, -0.299)).toBe(3);
    expect(post(20, 0.301)).toBe(2);
  });

  it('ignores a flick against the direction the finger travelled', () => {
    expect(post(-20, 0.9)).toBe(3);
  });

  it('never leaves the first or the last post', () => {
    expect(post(300, 2, 0)).toBe(0);
    expect(post(-300, -2, 9)).toBe(9);
  });
});

describe('settlePage (horizontal: 12 % of the width or 0.25 px/ms)', () => {
  const page = (delta: number, velocity = 0, index = 1, count = 4) =>
    settlePage({ index, count, delta, velocity, size: WIDTH });

  it('stays for a slow drag just under 12 % and moves just over it', () => {
    expect(page(-47)).toBe(1);
    expect(page(-49)).toBe(2);
    expect(page(49)).toBe(0);
  });

  it('moves for a flick just over 0.25 px/ms and not just under it', () => {
    expect(page(-10, -0.251)).toBe(2);
    expect(page(-10, -0.249)).toBe(1);
    expect(page(10, 0.251)).toBe(0);
  });

  it('stays on a post with a single page', () => {
    expect(page(-200, -1, 0, 1)).toBe(0);
  });
});

describe('resistedOffset (edge resistance 0.35)', () => {
  it('follows the finger one to one between the ends', () => {
    expect(resistedOffset(-100, 3, 10, HEIGHT)).toBe(-100);
    expect(resistedOffset(100, 3, 10, HEIGHT)).toBe(100);
  });

  it('moves 0.35× the finger past the first and the last item', () => {
    expect(resistedOffset(100, 0, 10, HEIGHT)).toBeCloseTo(100 * EDGE_RESISTANCE);
    expect(resistedOffset(-100, 9, 10, HEIGHT)).toBeCloseTo(-35);
    expect(resistedOffset(-100, 0, 1, WIDTH)).toBeCloseTo(-35);
  });

  it('never moves further than one item', () => {
    expect(resistedOffset(-1200, 3, 10, HEIGHT)).toBe(-HEIGHT);
  });
});

describe('releaseVelocity', () => {
  it('measures the last 100 ms of the drag, signed like the drag', () => {
    const samples = [
      { time: 0, position: 500 },
      { time: 900, position: 480 },
      { time: 950, position: 460 },
      { time: 1000, position: 440 },
    ];
    expect(releaseVelocity(samples)).toBeCloseTo(-40 / 100);
  });

  it('is 0 for a finger that paused before letting go', () => {
    expect(
      releaseVelocity([
        { time: 0, position: 500 },
        { time: 400, position: 420 },
        { time: 600, position: 420 },
      ]),
    ).toBe(0);
    expect(releaseVelocity([{ time: 5, position: 1 }])).toBe(0);
  });
});

describe('lockAxis', () => {
  it('waits for 10 px, then locks to the axis of the larger movement', () => {
    expect(lockAxis(6, -7)).toBeNull();
    expect(lockAxis(3, -12)).toBe('y');
    expect(lockAxis(-15, 9)).toBe('x');
  });
});

describe('isNearEnd (load more 5 posts before the end)', () => {
  it('is true from the fifth-last post on', () => {
    expect(isNearEnd(3, 10)).toBe(false);
    expect(isNearEnd(4, 10)).toBe(true);
    expect(isNearEnd(0, 3)).toBe(true);
    expect(isNearEnd(0, 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createSendRate } from './send-rate.ts';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('per-socket send rate', () => {
  it('allows a burst, then one line per refill, per key', () => {
    const time = clock();
    const rate = createSendRate({ capacity: 3, refillPerSecond: 1, now: time.now });
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([true, true, true, false]);
    expect(rate.take('b')).toBe(true);
    time.advance(999);
    expect(rate.take('a')).toBe(false);
    time.advance(1);
    expect(rate.take('a')).toBe(true);
    expect(rate.take('a')).toBe(false);
    time.advance(60_000);
    expect([1, 2, 3, 4].map(() => rate.take('a'))).toEqual([true, true, true, false]);
  });

  it('forgets sockets whose buckets are full again once it keeps too many', () => {
    const time = clock();
    const rate = createSendRate({ capacity: 2, refillPerSecond: 1, sweepAbove: 3, now: time.now });
    for (const key of ['a', 'b', 'c']) rate.take(key);
    rate.take('c');
    time.advance(1000);
    rate.take('d');
    // a and b refilled (forgotten); c was still spending (kept); d is new.
    expect(rate.size).toBe(2);
  });
});

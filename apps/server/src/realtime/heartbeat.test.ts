import { describe, expect, it } from 'vitest';
import { negotiateHeartbeat, parseHeartBeat, silenceLimitMs } from './heartbeat.ts';

describe('heart-beat negotiation', () => {
  it('parses the header and treats a missing one as 0,0', () => {
    expect(parseHeartBeat('1000,2000')).toEqual([1000, 2000]);
    expect(parseHeartBeat(' 0 , 5 ')).toEqual([0, 5]);
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
  });

  it.each(['', '1000', 'a,b', '-1,0', '1,2,3', '1e3,0'])('rejects %j', (value) => {
    expect(parseHeartBeat(value)).toBeNull();
  });

  it('uses the larger of what one side offers and the other wants', () => {
    expect(negotiateHeartbeat([4000, 20000], 10000)).toEqual({ sendEveryMs: 20000, expectEveryMs: 10000 });
    expect(negotiateHeartbeat([15000, 1], 10000)).toEqual({ sendEveryMs: 10000, expectEveryMs: 15000 });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartbeat([0, 0], 10000)).toEqual({ sendEveryMs: 0, expectEveryMs: 0 });
    expect(negotiateHeartbeat([0, 5000], 10000)).toEqual({ sendEveryMs: 10000, expectEveryMs: 0 });
    expect(negotiateHeartbeat([5000, 5000], 0)).toEqual({ sendEveryMs: 0, expectEveryMs: 0 });
  });

  it('allows about twice the promised interval of silence', () => {
    expect(silenceLimitMs(10000)).toBe(20500);
    expect(silenceLimitMs(100)).toBe(1000);
  });
});

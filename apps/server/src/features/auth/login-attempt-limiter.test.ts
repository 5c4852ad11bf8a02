import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_WINDOW_MS,
  LOGIN_MAX_DELAY_MS,
  accountDelayMs,
  createMemoryLoginAttemptLimiter,
  createRedisLoginAttemptLimiter,
  type LoginAttemptLimiter,
} from './login-attempt-limiter.ts';

// Issue 16 §9: five wrong passwords from five addresses must not lock a shared account out.
const REDIS_URL = process.env.REDIS_URL;

function behaves(name: string, make: () => { limiter: LoginAttemptLimiter; advance?: (ms: number) => void }) {
  describe(name, () => {
    const fail = async (limiter: LoginAttemptLimiter, account: string, address: string) =>
      limiter.begin(account, address);

    it('locks the (account, address) pair after five failures, not the account', async () => {
      const { limiter } = make();
      for (let i = 0; i < 5; i++) expect((await fail(limiter, 'club', '10.0.0.1')).locked).toBe(false);
      expect(await limiter.begin('club', '10.0.0.1')).toEqual({ locked: true });
      expect((await limiter.begin('club', '10.0.0.2')).locked).toBe(false);
      expect((await limiter.begin('other-club', '10.0.0.1')).locked).toBe(false);
    });

    it('never locks the account for failures from many addresses, but holds every attempt longer', async () => {
      const { limiter } = make();
      const delays: number[] = [];
      for (let i = 0; i < 12; i++) {
        const verdict = await limiter.begin('shared', `10.1.0.${i}`);
        expect(verdict.locked).toBe(false);
        delays.push(verdict.locked ? -1 : verdict.delayMs);
      }
      expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
      // The owner, from an address that never failed: held, not refused.
      expect(await limiter.begin('shared', '192.168.0.7')).toEqual({
        locked: false,
        delayMs: LOGIN_MAX_DELAY_MS,
      });
    });

    it('counts attempts sent at once, so a burst from one address gets five tries', async () => {
      const { limiter } = make();
      const verdicts = await Promise.all(
        Array.from({ length: 20 }, () => limiter.begin('burst', '10.2.0.1')),
      );
      expect(verdicts.filter((verdict) => !verdict.locked)).toHaveLength(5);
    });

    it('lets a success clear its pair and take its own count back, but not the other failures', async () => {
      const { limiter } = make();
      for (let i = 0; i < 4; i++) await fail(limiter, 'owner', '10.3.0.1');
      for (let i = 0; i < 3; i++) await fail(limiter, 'owner', `10.3.1.${i}`);
      const attempt = await limiter.begin('owner', '10.3.0.1');
      // Seven failures before it: the eighth attempt waits 4 s.
      expect(attempt).toEqual({ locked: false, delayMs: 4000 });
      await limiter.succeeded('owner', '10.3.0.1');
      // The success left the count at seven: the next attempt waits 4 s again (not 8 s), and the
      // owner's pair starts over.
      expect(await limiter.begin('owner', '10.3.2.1')).toEqual({ locked: false, delayMs: 4000 });
      for (let i = 0; i < 5; i++) expect((await limiter.begin('owner', '10.3.0.1')).locked).toBe(false);
    });

    it('forgets after the window', async () => {
      const { limiter, advance } = make();
      if (!advance) return;
      for (let i = 0; i < 6; i++) await fail(limiter, 'later', '10.4.0.1');
      advance(LOGIN_LOCK_WINDOW_MS + 1);
      expect(await limiter.begin('later', '10.4.0.1')).toEqual({ locked: false, delayMs: 0 });
    });
  });
}

behaves('in memory', () => {
  let clock = 1_000_000;
  return { limiter: createMemoryLoginAttemptLimiter(() => clock), advance: (ms) => (clock += ms) };
});

describe.skipIf(!REDIS_URL)('in Redis', () => {
  const redis = new Redis(REDIS_URL!, { lazyConnect: false });
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });
  behaves('the Redis limiter', () => {
    const prefix = `test:login-failures:${randomUUID()}`;
    prefixes.push(prefix);
    return { limiter: createRedisLoginAttemptLimiter(redis, prefix) };
  });
  it('sets a window on both keys', async () => {
    const prefix = `test:login-failures:${randomUUID()}`;
    prefixes.push(prefix);
    await createRedisLoginAttemptLimiter(redis, prefix).begin('ttl', '10.9.0.1');
    for (const key of await redis.keys(`${prefix}:*`)) {
      expect(await redis.pttl(key)).toBeGreaterThan(LOGIN_LOCK_WINDOW_MS - 5_000);
    }
    expect(await redis.keys(`${prefix}:*`)).toHaveLength(2);
  });
});

it('doubles the account-wide hold from the fifth failure up to its ceiling', () => {
  expect([0, 4, 5, 6, 7, 8, 9, 50, 1e6].map(accountDelayMs)).toEqual([
    0, 0, 1000, 2000, 4000, 8000, 10000, 10000, 10000,
  ]);
});

import type { Redis } from 'ioredis';

/**
 * Counts failed logins per account so a password cannot be guessed from many IPs. In memory by
 * default; in Redis when the app runs as several instances.
 */
export interface LoginAttemptLimiter {
  isLocked(account: string): Promise<boolean>;
  recordFailure(account: string): Promise<void>;
  reset(account: string): Promise<void>;
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60_000;

export function createMemoryLoginAttemptLimiter(now: () => number = Date.now): LoginAttemptLimiter {
  const failures = new Map<string, { count: number; until: number }>();
  const current = (account: string) => {
    const entry = failures.get(account);
    if (entry && entry.until <= now()) failures.delete(account);
    return failures.get(account);
  };
  return {
    async isLocked(account) {
      return (current(account)?.count ?? 0) >= LOGIN_MAX_FAILURES;
    },
    async recordFailure(account) {
      const entry = current(account) ?? { count: 0, until: now() + LOGIN_LOCK_WINDOW_MS };
      entry.count += 1;
      failures.set(account, entry);
    },
    async reset(account) {
      failures.delete(account);
    },
  };
}

export function createRedisLoginAttemptLimiter(redis: Redis): LoginAttemptLimiter {
  const key = (account: string) => `hanpan:login-failures:${account}`;
  return {
    async isLocked(account) {
      return Number(await redis.get(key(account))) >= LOGIN_MAX_FAILURES;
    },
    async recordFailure(account) {
      const count = await redis.incr(key(account));
      if (count === 1) await redis.pexpire(key(account), LOGIN_LOCK_WINDOW_MS);
    },
    async reset(account) {
      await redis.del(key(account));
    },
  };
}

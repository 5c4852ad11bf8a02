import type { Redis } from 'ioredis';

/**
 * Failed group-account logins, counted two ways (issue 16 §9). Locking the account itself after
 * five failures let anyone lock a shared club account out with five wrong passwords from five
 * addresses, so:
 * - the (account, address) pair is locked after LOGIN_MAX_FAILURES failures for
 *   LOGIN_LOCK_WINDOW_MS: one address cannot keep guessing;
 * - the account as a whole never locks: once it has LOGIN_MAX_FAILURES failures from anywhere,
 *   every attempt on it waits `accountDelayMs` (doubling per failure, at most
 *   LOGIN_MAX_DELAY_MS) before the password is checked — guessing from many addresses stays slow,
 *   and the owner, at their own address, still gets in after a few seconds.
 * Every attempt is counted as a failure when it begins (one atomic increment), so twenty attempts
 * sent at once from one address cannot all pass the check before the first is judged; a success
 * then takes its count back. The account count lasts LOGIN_LOCK_WINDOW_MS after the latest
 * attempt. A success clears the pair only: the owner signing in must not hand a guesser a fresh
 * run of fast tries. In memory by default; in Redis when the app runs as several instances.
 */
export interface LoginAttemptLimiter {
  /** Counts the attempt, then answers: refused (the pair is locked) or how long to hold it. */
  begin(account: string, address: string): Promise<LoginAttemptVerdict>;
  /** The password was right: the pair starts over and this attempt leaves the account count. */
  succeeded(account: string, address: string): Promise<void>;
}

export type LoginAttemptVerdict = { locked: true } | { locked: false; delayMs: number };

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60_000;
export const LOGIN_FIRST_DELAY_MS = 1_000;
export const LOGIN_MAX_DELAY_MS = 10_000;

/** 0 below the threshold, then 1 s, 2 s, 4 s, 8 s, 10 s, 10 s… */
export function accountDelayMs(accountFailures: number): number {
  if (accountFailures < LOGIN_MAX_FAILURES) return 0;
  const doublings = Math.min(accountFailures - LOGIN_MAX_FAILURES, 10);
  return Math.min(LOGIN_FIRST_DELAY_MS * 2 ** doublings, LOGIN_MAX_DELAY_MS);
}

/** Counts include the attempt being judged: the sixth attempt of a pair is the first refused. */
function verdict(pairAttempts: number, accountAttempts: number): LoginAttemptVerdict {
  if (pairAttempts > LOGIN_MAX_FAILURES) return { locked: true };
  return { locked: false, delayMs: accountDelayMs(accountAttempts - 1) };
}

interface Counter {
  count: number;
  until: number;
}

export function createMemoryLoginAttemptLimiter(now: () => number = Date.now): LoginAttemptLimiter {
  const counters = new Map<string, Counter>();
  const pairKey = (account: string, address: string) => `pair\u0000${account}\u0000${address}`;
  const accountKey = (account: string) => `account\u0000${account}`;
  // Guessers from many addresses leave one entry each: drop the expired ones now and then.
  const sweep = () => {
    if (counters.size < 10_000) return;
    for (const [key, entry] of counters) if (entry.until <= now()) counters.delete(key);
  };
  const bump = (key: string, slide: boolean) => {
    const entry = counters.get(key);
    const live = entry && entry.until > now() ? entry : { count: 0, until: now() + LOGIN_LOCK_WINDOW_MS };
    live.count += 1;
    if (slide) live.until = now() + LOGIN_LOCK_WINDOW_MS;
    counters.set(key, live);
    return live.count;
  };
  return {
    async begin(account, address) {
      sweep();
      return verdict(bump(pairKey(account, address), false), bump(accountKey(account), true));
    },
    async succeeded(account, address) {
      counters.delete(pairKey(account, address));
      const whole = counters.get(accountKey(account));
      if (whole) whole.count = Math.max(0, whole.count - 1);
    },
  };
}

export function createRedisLoginAttemptLimiter(
  redis: Redis,
  prefix = 'hanpan:login-failures',
): LoginAttemptLimiter {
  const pairKey = (account: string, address: string) =>
    `${prefix}:pair:${encodeURIComponent(account)}:${encodeURIComponent(address)}`;
  const accountKey = (account: string) => `${prefix}:account:${encodeURIComponent(account)}`;
  return {
    async begin(account, address) {
      const pair = pairKey(account, address);
      const whole = accountKey(account);
      // The pair's window starts at its first attempt; the account's slides with each attempt.
      const results = await redis.multi().incr(pair).incr(whole).pexpire(whole, LOGIN_LOCK_WINDOW_MS).exec();
      const pairAttempts = Number(results?.[0]?.[1]);
      if (pairAttempts === 1) await redis.pexpire(pair, LOGIN_LOCK_WINDOW_MS);
      return verdict(pairAttempts, Number(results?.[1]?.[1]));
    },
    async succeeded(account, address) {
      const whole = accountKey(account);
      const results = await redis.multi().del(pairKey(account, address)).decr(whole).exec();
      // A success after the account's window ended would leave -1 behind.
      if (Number(results?.[1]?.[1]) <= 0) await redis.del(whole);
    },
  };
}

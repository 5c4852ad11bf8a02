import type { AuthUser } from '../../http/request-auth.ts';

export type CachedSession = AuthUser;

/**
 * Remembers recently checked sessions so a burst of requests (or a websocket re-check) does not
 * query the database each time. Revocation on this instance is immediate (invalidate); other
 * instances notice within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession | null; expires: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string, now = Date.now()): CachedSession | null | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(sessionId: string, value: CachedSession | null, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: dropping the first key drops the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { value, expires: now + this.ttlMs });
  }

  invalidate(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  invalidateUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.value?.userId === userId) this.entries.delete(key);
  }
}

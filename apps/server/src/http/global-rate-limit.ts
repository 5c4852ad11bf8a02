import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
// @fastify/rate-limit's own stores: the same counters, keys (`hanpan:rate:<ip>` in Redis) and window
// arithmetic as the plugin's global limit had.
// @ts-expect-error -- the stores ship without type declarations
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
// @ts-expect-error -- the stores ship without type declarations
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { AppError } from './app-error.ts';

interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
}

export interface GlobalRateLimitOptions {
  max: number;
  timeWindowMs: number;
  redis?: Redis;
  /** Redis key prefix. */
  nameSpace: string;
}

/**
 * The per-IP limit of every route without a `config.rateLimit` of its own, as @fastify/rate-limit's
 * global limit did it — same store, key (`normalizeIP`, IPv6 by /64), headers and 429 — in a callback
 * hook. The plugin's handler is two async functions and a `new Promise` per request (three promises
 * and their microtask turns, docs/performance.md session 12); routes with their own limits
 * (`config: { rateLimit: {…} }`) and `rateLimit: false` are still the plugin's (registered with
 * `global: false`).
 */
export function registerGlobalRateLimit(app: FastifyInstance, options: GlobalRateLimitOptions): void {
  const { max, timeWindowMs } = options;
  const store: RateLimitStore = options.redis
    ? new RedisStore(false, false, options.redis, options.nameSpace)
    : new LocalStore(false, false);

  function limit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const ip = request.ip;
    store.incr(
      // normalizeIP's answer without its IPv6 test for an address with no colon (IPv4, or whatever
      // a trusted proxy forwarded): only IPv6 is parsed into its /64.
      ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase(),
      (error, result) => {
        if (error || !result) return done(error ?? new Error('rate limit store answered nothing'));
        const { current } = result;
        const resetSeconds = Math.ceil(result.ttl / 1000);
        void reply.header('x-ratelimit-limit', max);
        if (current <= max) {
          void reply.header('x-ratelimit-remaining', max - current);
          void reply.header('x-ratelimit-reset', resetSeconds);
          return done();
        }
        void reply.header('x-ratelimit-remaining', 0);
        void reply.header('x-ratelimit-reset', resetSeconds);
        void reply.header('retry-after', resetSeconds);
        done(new AppError('rate_limited'));
      },
      timeWindowMs,
      max,
    );
  }

  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    const hooks = route.onRequest;
    route.onRequest = Array.isArray(hooks) ? [...hooks, limit] : hooks ? [hooks, limit] : [limit];
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error.ts';

export interface MetricsOptions {
  /** Serve GET /metrics at all; off (404) in production without a token (decision 010). */
  expose: boolean;
  /** When set, /metrics answers only `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of the bearer token: hashing first makes both sides the same length. */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Prometheus metrics on a registry of this app instance (tests boot many apps in one process). */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hanpan_' });
  const duration = new Histogram({
    name: 'hanpan_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // One child per (method, route, status), made once: `observe(labels, value)` validates the labels
  // and builds a closure on every call, a child only finds its series. Bounded like the labels are.
  const series = new Map<string, { observe(value: number): void }>();
  // Callback style: it runs after every answer, and an async hook costs a promise each.
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    const status = reply.statusCode;
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = duration.labels(method, route, String(status))));
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  if (!options.expose) return registry;
  const { token } = options;
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !hasMetricsToken(request, token)) throw new AppError('unauthorized');
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}

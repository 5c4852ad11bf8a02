import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics on a registry of this app instance (tests boot many apps in one process). */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hanpan_' });
  const duration = new Histogram({
    name: 'hanpan_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) => {
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}

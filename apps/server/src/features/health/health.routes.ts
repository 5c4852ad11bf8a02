import type { FastifyInstance } from 'fastify';

export interface HealthDeps {
  ping(): Promise<void>;
  isShuttingDown(): boolean;
}

/** Liveness says the process answers; readiness says it can do work (database reachable). */
export async function healthRoutes(app: FastifyInstance, { ping, isShuttingDown }: HealthDeps) {
  const options = { config: { rateLimit: false }, schema: { hide: true } } as const;
  app.get('/healthz', options, async () => ({ status: 'ok' }));
  app.get('/readyz', options, async (request, reply) => {
    if (isShuttingDown()) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database_unreachable' });
    }
  });
}

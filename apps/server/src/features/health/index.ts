import type { FastifyInstance } from 'fastify';
import { healthRoutes, type HealthDeps } from './health.routes.ts';

/** Liveness and readiness probes. Holds no data. */
export async function healthFeature(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  await app.register(healthRoutes, deps);
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import * as queries from './auth.queries.ts';
import { authRoutes, type AuthFeatureDeps } from './auth.routes.ts';

/** Sessions and tokens, group-account login, demo login. Owns the `sessions` table. */
export async function authFeature(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  await app.register(authRoutes, deps);
}

/**
 * Account deletion: every session is revoked in the deletion's transaction. The service's
 * `revokeAllSessions` runs after the commit too, to drop cached sessions and close websockets.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.revokeAllSessionsOfUser(tx, userId);
}

export type { AuthFeatureDeps };
export {
  createAuthService,
  type AuthService,
  type AuthUser,
  type RevocationListener,
} from './auth.service.ts';
export { resolveAuthSecret } from './auth-secret.ts';
export { createMemoryLoginAttemptLimiter, createRedisLoginAttemptLimiter } from './login-attempt-limiter.ts';
export { hashPassword } from './passwords.ts';
export { SessionCache } from './session-cache.ts';

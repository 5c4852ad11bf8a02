import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/request-auth.ts';
import { adminRoutes, type AdminFeatureDeps } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';

export type { AdminFeatureDeps };
export type { EditRequestStats } from './admin.service.ts';

/**
 * The admin dashboard's own calls (stats, all users). Owns no table: it asks reports and users
 * through their index.ts and the rules feature through `editRequestStats` in its deps.
 */
export async function adminFeature(app: FastifyInstance, deps: AdminFeatureDeps): Promise<void> {
  // Every call: 401 without a session, 403 for a player, before anything else is looked at.
  app.addHook('onRequest', async (request) => void requireAdmin(request));
  const admin = createAdminService({ db: deps.db, editRequestStats: deps.editRequestStats });
  await app.register(adminRoutes, { ...deps, admin });
}

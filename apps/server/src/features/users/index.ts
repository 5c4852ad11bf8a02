import type { FastifyInstance } from 'fastify';
import { deletePushDevicesOfRevoked } from '../account/account.queries.ts';
import { accountRoutes } from '../account/account.routes.ts';
import { requireUser } from '../auth/request-auth.ts';
import { blocksRoutes } from '../blocks/blocks.routes.ts';
import { contactRoutes } from '../contact/contact.routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { notificationPreferencesRoutes } from '../notification-preferences/notification-preferences.routes.ts';
import { registerMultipart } from '../uploads/multipart-form.ts';
import { usersRoutes } from './users.routes.ts';

/** Profiles, onboarding calls, uploads, blocks, account settings and deletion. */
export async function usersFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  // Every call of this scope needs a signed-in caller. Checked before body validation, so a caller
  // without a token hears 401, not a 400 about a body they could not have sent correctly anyway.
  app.addHook('onRequest', async (request) => void requireUser(request));
  deps.authService.onRevoked((revoked) => deletePushDevicesOfRevoked(deps.db, revoked));
  await registerMultipart(app);
  await app.register(usersRoutes, deps);
  await app.register(blocksRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(notificationPreferencesRoutes, deps);
  await app.register(contactRoutes, deps);
}

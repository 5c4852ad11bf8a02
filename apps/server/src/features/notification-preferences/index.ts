import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './notification-preferences.queries.ts';
import { notificationPreferencesRoutes } from './notification-preferences.routes.ts';

/** Per-type notification switches. Owns `notification_preferences`. */
export async function notificationPreferencesFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(notificationPreferencesRoutes, deps);
}

/** Account deletion: the person's switches. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deletePreferencesOf(tx, userId);
}

export { filterNotifiable, isNotificationEnabled } from './notification-preferences.service.ts';

import { notificationsQueue } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import * as queries from './notifications.queries.ts';
import { notificationsRoutes, type NotificationsFeatureDeps } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/**
 * The bell: stored notifications, their live queue and pushes. Owns `notifications`. Other
 * features never import this: they call `deps.notifier.notify(...)` (app.ts passes createNotifier's).
 */
export async function notificationsFeature(
  app: FastifyInstance,
  deps: NotificationsFeatureDeps,
): Promise<void> {
  requireUserOnEveryRoute(app);
  deps.realtime.registerUserQueue(notificationsQueue.pattern);
  const notifications = createNotificationsService({ db: deps.db });
  await app.register(notificationsRoutes, { ...deps, notifications });
}

/** Account deletion: what the person was told, and what others were told about them. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteNotificationsOfOrAbout(tx, userId);
}

export { createNotifier, NOTIFICATIONS_KEPT_PER_USER, type NotificationsNotifier } from './notifier.ts';
export type { NotificationsFeatureDeps };

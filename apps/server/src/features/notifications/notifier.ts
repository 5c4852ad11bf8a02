import { notificationsQueue } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import type { PushSender } from '../../integrations/push/index.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import { deletePushDevicesByIds, listPushDevicesOf } from '../account/index.ts';
import { isBlockedBetween } from '../blocks/index.ts';
import type { NotificationInput, Notifier } from '../feature-deps.ts';
import { isNotificationEnabled } from '../notification-preferences/index.ts';
import { presentNotification, pushPayloadOf } from './notifications.presenter.ts';
import * as queries from './notifications.queries.ts';

/** A player keeps this many notifications; older ones are dropped as new ones arrive. */
export const NOTIFICATIONS_KEPT_PER_USER = 300;

export interface NotifierLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface NotifierDeps {
  db: Db;
  realtime: Pick<StompGateway, 'publishToUser'>;
  push: PushSender;
  log: NotifierLog;
}

export interface NotificationsNotifier extends Notifier {
  /** Resolves when every push started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * The one `notify` every feature calls (FeatureDeps.notifier). In order: drop it when the player
 * switched the type off, when either of the two blocked the other, or when the player caused it
 * themselves; store it; publish the stored DTO on the player's `/user/queue/notifications` (the
 * badge updates live on every instance); then push to their devices in the background, forgetting
 * devices the push services call dead. Nothing here throws to the caller (`notify` and `notifyAll`
 * catch and log everything): its own work has committed, and a notification that could not be
 * delivered is logged, not an error of that call — so callers never wrap it in a try/catch.
 */
export function createNotifier({ db, realtime, push, log }: NotifierDeps): NotificationsNotifier {
  const inFlight = new Set<Promise<void>>();

  async function pushToDevices(userId: number, payload: ReturnType<typeof pushPayloadOf>) {
    try {
      const devices = await listPushDevicesOf(db, userId);
      if (devices.length === 0) return;
      const { goneDeviceIds } = await push.send(devices, payload);
      await deletePushDevicesByIds(db, goneDeviceIds);
    } catch (err) {
      log.error({ err }, 'push delivery failed');
    }
  }

  async function store(userId: number, input: NotificationInput) {
    const actorId = input.actorId ?? null;
    if (actorId === userId) return null;
    if (!(await isNotificationEnabled(db, userId, input.type))) return null;
    if (actorId !== null && (await isBlockedBetween(db, userId, actorId))) return null;
    const row = await queries.insertNotification(db, {
      userId,
      actorId,
      type: input.type,
      title: input.title,
      message: input.message,
      url: input.url,
    });
    await queries.pruneNotificationsOf(db, userId, NOTIFICATIONS_KEPT_PER_USER);
    return presentNotification(row);
  }

  async function deliver(userId: number, input: NotificationInput) {
    let notification;
    try {
      notification = await store(userId, input);
    } catch (err) {
      log.error({ err, type: input.type }, 'notification not stored');
      return;
    }
    if (!notification) return;
    try {
      await realtime.publishToUser(userId, notificationsQueue.pattern, notification);
    } catch (err) {
      log.warn({ err }, 'live notification not published');
    }
    const pushing = pushToDevices(userId, pushPayloadOf(notification)).finally(() =>
      inFlight.delete(pushing),
    );
    inFlight.add(pushing);
  }

  /** The promise of Notifier: whatever goes wrong is logged here, never thrown at the caller. */
  async function notify(userId: number, input: NotificationInput) {
    try {
      await deliver(userId, input);
    } catch (err) {
      log.error({ err, type: input.type }, 'notification not delivered');
    }
  }

  return {
    notify,
    async notifyAll(userIds, input) {
      // One at a time, in the caller's order: each recipient's checks and row are their own.
      for (const userId of new Set(userIds)) await notify(userId, input);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

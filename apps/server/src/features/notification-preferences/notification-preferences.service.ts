import { NotificationTypeSchema, type NotificationPreference, type NotificationType } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { listActiveUserIds } from '../users/index.ts';
import * as queries from './notification-preferences.queries.ts';

/**
 * The users among `userIds` who may be notified about `type`: live accounts that did not switch
 * the type off (no row means on). WARNING: every notification sender must filter through this.
 */
export async function filterNotifiable(
  db: Db,
  userIds: readonly number[],
  type: NotificationType,
): Promise<Set<number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Set();
  const [live, rows] = await Promise.all([
    listActiveUserIds(db, unique),
    queries.listSettingsForType(db, unique, type),
  ]);
  const switchedOff = new Set(rows.filter((row) => !row.enabled).map((row) => row.userId));
  return new Set(live.filter((userId) => !switchedOff.has(userId)));
}

/** One user: false when they switched `type` off or no longer exist. */
export async function isNotificationEnabled(db: Db, userId: number, type: NotificationType) {
  return (await filterNotifiable(db, [userId], type)).has(userId);
}

/** Every type in the order of NotificationTypeSchema, defaulting to enabled. */
export async function listNotificationPreferences(
  db: Db,
  actor: AuthUser,
): Promise<NotificationPreference[]> {
  const stored = new Map(
    (await queries.listPreferences(db, actor.userId)).map((row) => [row.type, row.enabled]),
  );
  return NotificationTypeSchema.options.map((type) => ({ type, enabled: stored.get(type) ?? true }));
}

export async function updateNotificationPreference(
  db: Db,
  actor: AuthUser,
  preference: NotificationPreference,
) {
  await queries.upsertPreference(db, actor.userId, preference.type, preference.enabled);
  return listNotificationPreferences(db, actor);
}

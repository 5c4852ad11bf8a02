import { NotificationTypeSchema, type NotificationPreference, type NotificationType } from '@hanpan/core';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import * as queries from './notification-preferences.queries.ts';

/**
 * The users among `userIds` who may be notified about `type`: live accounts that did not switch
 * the type off (no row means on). WARNING: every notification sender must filter through this.
 */
export async function filterNotifiable(
  db: Database,
  userIds: readonly number[],
  type: NotificationType,
): Promise<Set<number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Set();
  const rows = await queries.listSettingsForType(db, unique, type);
  return new Set(rows.filter((row) => row.enabled !== false).map((row) => row.userId));
}

/** One user: false when they switched `type` off or no longer exist. */
export async function isNotificationEnabled(db: Database, userId: number, type: NotificationType) {
  return (await filterNotifiable(db, [userId], type)).has(userId);
}

/** Every type in the order of NotificationTypeSchema, defaulting to enabled. */
export async function listNotificationPreferences(
  db: Database,
  actor: AuthUser,
): Promise<NotificationPreference[]> {
  const stored = new Map(
    (await queries.listPreferences(db, actor.userId)).map((row) => [row.type, row.enabled]),
  );
  return NotificationTypeSchema.options.map((type) => ({ type, enabled: stored.get(type) ?? true }));
}

export async function updateNotificationPreference(
  db: Database,
  actor: AuthUser,
  preference: NotificationPreference,
) {
  await queries.upsertPreference(db, actor.userId, preference.type, preference.enabled);
  return listNotificationPreferences(db, actor);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

export async function listPreferences(db: Db, userId: number) {
  return db
    .select({ type: notificationPreferences.type, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(db: Db, userId: number, type: string, enabled: boolean) {
  await db
    .insert(notificationPreferences)
    .values({ userId, type, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { enabled, updatedAt: sql`now()` },
    });
}

/** The stored settings for `type` among `userIds` (no row: never changed). */
export async function listSettingsForType(db: Db, userIds: readonly number[], type: string) {
  return db
    .select({ userId: notificationPreferences.userId, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.type, type)),
    );
}

/** Account deletion. */
export async function deletePreferencesOf(db: Db, userId: number) {
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';

export async function listPreferences(db: Database, userId: number) {
  return db
    .select({ type: notificationPreferences.type, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(db: Database, userId: number, type: string, enabled: boolean) {
  await db
    .insert(notificationPreferences)
    .values({ userId, type, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { enabled, updatedAt: sql`now()` },
    });
}

/** For each live user among `userIds`: their setting for `type`, or null when never changed. */
export async function listSettingsForType(db: Database, userIds: readonly number[], type: string) {
  return db
    .select({ userId: users.id, enabled: notificationPreferences.enabled })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, type)),
    )
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { dailyAccesses, pushDevices } from '../../db/schema/index.ts';

export interface PushDeviceValues {
  userId: number;
  sessionId: string;
  token: string;
  platform: string;
}

/** A token belongs to one device: registering it again moves it to this user and session. */
export async function upsertPushDevice(db: Db, values: PushDeviceValues) {
  await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        platform: values.platform,
        createdAt: sql`now()`,
      },
    });
}

export async function deletePushDeviceByToken(db: Db, userId: number, token: string) {
  await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), eq(pushDevices.token, token)));
}

export async function deletePushDevicesOfSession(db: Db, userId: number, sessionId: string) {
  await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.sessionId, sessionId)));
}

/** True when this was the first row for the user, device and day. */
export async function insertDailyAccess(db: Db, userId: number, deviceId: string, accessDate: string) {
  const rows = await db
    .insert(dailyAccesses)
    .values({ userId, deviceId, accessDate })
    .onConflictDoNothing()
    .returning({ userId: dailyAccesses.userId });
  return rows.length > 0;
}

/** Account deletion: the person's devices (no more pushes) and daily-access records. */
export async function deleteDevicesAndAccessesOf(db: Db, userId: number) {
  await db.delete(pushDevices).where(eq(pushDevices.userId, userId));
  await db.delete(dailyAccesses).where(eq(dailyAccesses.userId, userId));
}

/** A revoked session (logout, admin) must stop receiving pushes on that phone. */
export async function deletePushDevicesOfRevoked(
  db: Db,
  revoked: { sessionId: string } | { userId: number },
) {
  await db
    .delete(pushDevices)
    .where(
      'sessionId' in revoked
        ? eq(pushDevices.sessionId, revoked.sessionId)
        : eq(pushDevices.userId, revoked.userId),
    );
}

/** Where a user's pushes go (notifications feature): every registered device. */
export async function listPushDevicesOf(db: Db, userId: number) {
  return db
    .select({ id: pushDevices.id, platform: pushDevices.platform, token: pushDevices.token })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId));
}

/** Devices whose push service said the token is dead (404/410, FCM UNREGISTERED). */
export async function deletePushDevicesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(pushDevices).where(inArray(pushDevices.id, [...ids]));
}

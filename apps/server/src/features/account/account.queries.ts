import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contactMessages,
  dailyAccesses,
  externalIdentities,
  notificationPreferences,
  pushDevices,
  userBlocks,
  users,
} from '../../db/schema/index.ts';
import type { Transaction } from '../users/db-executor.ts';

export interface PushDeviceValues {
  userId: number;
  sessionId: string;
  token: string;
  platform: string;
}

/** A token belongs to one device: registering it again moves it to this user and session. */
export async function upsertPushDevice(db: Database, values: PushDeviceValues) {
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

export async function deletePushDeviceByToken(db: Database, userId: number, token: string) {
  await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), eq(pushDevices.token, token)));
}

export async function deletePushDevicesOfSession(db: Database, userId: number, sessionId: string) {
  await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.sessionId, sessionId)));
}

/** True when this was the first row for the user, device and day. */
export async function insertDailyAccess(db: Database, userId: number, deviceId: string, accessDate: string) {
  const rows = await db
    .insert(dailyAccesses)
    .values({ userId, deviceId, accessDate })
    .onConflictDoNothing()
    .returning({ userId: dailyAccesses.userId });
  return rows.length > 0;
}

/** Rows that exist only because of this person: sign-in links, devices, settings, blocks. */
export async function deletePersonalRows(tx: Transaction, userId: number) {
  await tx.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
  await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(dailyAccesses).where(eq(dailyAccesses.userId, userId));
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  // Support requests stay on record for the staff, but no longer say how to reach the person.
  await tx.update(contactMessages).set({ replyEmail: null }).where(eq(contactMessages.userId, userId));
}

/** A revoked session (logout, admin) must stop receiving pushes on that phone. */
export async function deletePushDevicesOfRevoked(
  db: Database,
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

/** Keeps the row (other players' games point at it) and clears everything personal in it. */
export async function anonymiseUser(tx: Transaction, userId: number) {
  await tx
    .update(users)
    .set({
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
      email: null,
      passwordHash: null,
      username: null,
      nickname: null,
      role: 'USER',
      isInitialGroup: false,
      age: null,
      gender: null,
      region: null,
      bio: null,
      affiliation: null,
      profilePictureKey: null,
    })
    .where(eq(users.id, userId));
}

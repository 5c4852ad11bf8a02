import { and, count, desc, eq, inArray, isNull, not, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NotificationValues {
  userId: number;
  actorId: number | null;
  type: string;
  title: string;
  message: string;
  url: string | null;
  /** Demo data only: backdated rows. */
  createdAt?: Date;
  isRead?: boolean;
}

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  url: notifications.url,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  // Full precision for the keyset cursor (a JS Date keeps milliseconds only).
  at: sql<string>`${notifications.createdAt}::text`,
};

export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

export async function insertNotification(db: Db, values: NotificationValues) {
  const [row] = await db.insert(notifications).values(values).returning(columns);
  return row!;
}

/** Keeps a player's newest `keep` notifications; older ones go (the panel never pages that far). */
export async function pruneNotificationsOf(db: Db, userId: number, keep: number) {
  const older = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(keep);
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, older)));
}

/** Rows whose actor is hidden from the player (a block either way) are left out. */
const visibleTo = (userId: number, hiddenActorIds: readonly number[]) =>
  and(
    eq(notifications.userId, userId),
    hiddenActorIds.length === 0
      ? undefined
      : or(isNull(notifications.actorId), notInArray(notifications.actorId, [...hiddenActorIds])),
  );

export interface NotificationPosition {
  at: string;
  id: number;
}

/** Newest first, `limit` rows after `after` (keyset). */
export async function listNotifications(
  db: Db,
  userId: number,
  hiddenActorIds: readonly number[],
  after: NotificationPosition | null,
  limit: number,
) {
  return db
    .select(columns)
    .from(notifications)
    .where(
      and(
        visibleTo(userId, hiddenActorIds),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: number, hiddenActorIds: readonly number[]) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(visibleTo(userId, hiddenActorIds), not(notifications.isRead)));
  return row?.count ?? 0;
}

/** False when there is no such notification of this player. */
export async function markRead(db: Db, userId: number, id: number) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAllOf(db: Db, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Account deletion: what the person was told, and what others were told about them. */
export async function deleteNotificationsOfOrAbout(db: Db, userId: number) {
  await db
    .delete(notifications)
    .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
}

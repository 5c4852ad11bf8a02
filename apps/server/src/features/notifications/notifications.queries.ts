import { and, count, desc, eq, inArray, not, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { notifications } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';

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

/**
 * The player's own rows, leaving out those whose actor is hidden from them (a block either way;
 * rows without an actor stay). The player is a placeholder: these reads are prepared.
 */
const visibleTo = (userId: Placeholder) =>
  and(eq(notifications.userId, userId), notBlockedWith(userId, notifications.actorId));

export interface NotificationPosition {
  at: string;
  id: number;
}

// Prepared, one statement per page shape (first page, next page): the list and the badge are
// read on every open of the sheet and building the query cost more than running it
// (docs/performance.md). The block filter is inside: one round trip per page.
const firstPage = preparedQuery((db) =>
  db
    .select(columns)
    .from(notifications)
    .where(visibleTo(sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_first_page'),
);

const nextPage = preparedQuery((db) =>
  db
    .select(columns)
    .from(notifications)
    .where(
      and(
        visibleTo(sql.placeholder('userId')),
        sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::bigint)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_next_page'),
);

/** Newest first, `limit` rows after `after` (keyset). */
export async function listNotifications(
  db: Db,
  userId: number,
  after: NotificationPosition | null,
  limit: number,
) {
  return after
    ? nextPage(db).execute({ userId, at: after.at, id: after.id, limit })
    : firstPage(db).execute({ userId, limit });
}

const unreadCount = preparedQuery((db) =>
  db
    .select({ count: count() })
    .from(notifications)
    .where(and(visibleTo(sql.placeholder('userId')), not(notifications.isRead)))
    .prepare('notifications_unread_count'),
);

export async function countUnread(db: Db, userId: number) {
  const [row] = await unreadCount(db).execute({ userId });
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

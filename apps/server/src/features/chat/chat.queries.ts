import { DM_UNREAD_COUNT_CAP } from '@hanpan/core';
import { and, desc, eq, inArray, isNotNull, lt, max, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { chatMessages, chatRooms, dmMembers } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { userCardSql } from '../users/index.ts';

export type ChatRoomKind = (typeof chatRooms.$inferSelect)['kind'];

export async function findChatRoom(db: Db, roomId: number) {
  const [row] = await db
    .select({ id: chatRooms.id, kind: chatRooms.kind })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  return row;
}

export async function insertChatRoom(db: Db, kind: ChatRoomKind): Promise<number> {
  const [row] = await db.insert(chatRooms).values({ kind }).returning({ id: chatRooms.id });
  if (!row) throw new Error('insert returned no room');
  return row.id;
}

/** `userId`'s row of their DM room with `peerId`, if they have one. */
export async function findDmMemberByPeer(db: Db, userId: number, peerId: number) {
  const [row] = await db
    .select()
    .from(dmMembers)
    .where(and(eq(dmMembers.userId, userId), eq(dmMembers.peerId, peerId)))
    .limit(1);
  return row;
}

/** `userId`'s row of room `roomId`, if they are one of its two members. */
export async function findDmMember(db: Db, roomId: number, userId: number) {
  const [row] = await db
    .select()
    .from(dmMembers)
    .where(and(eq(dmMembers.roomId, roomId), eq(dmMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Both rows of a DM room (fewer once a member deleted their account), locked when `forUpdate`. */
export async function findDmMembers(db: Db, roomId: number, { forUpdate = false } = {}) {
  const query = db.select().from(dmMembers).where(eq(dmMembers.roomId, roomId));
  return forUpdate ? query.for('update') : query;
}

/**
 * The pair's two rows. Answers false when another request created the pair first (its rows exist):
 * the caller rolls back its own room and reads theirs.
 */
export async function insertDmPair(db: Db, roomId: number, openerId: number, peerId: number) {
  // WARNING: the lower user id's row first, whoever opens: two requests that open the pair from
  // both sides at once then wait on the same row, and the second finds the pair taken. In the
  // opener's order each held one row and waited on the other's (a deadlock: one answered 500).
  const pair = [
    { roomId, userId: openerId, peerId, isOpener: true },
    { roomId, userId: peerId, peerId: openerId, isOpener: false },
  ].sort((x, y) => x.userId - y.userId);
  const rows = await db
    .insert(dmMembers)
    .values(pair)
    .onConflictDoNothing()
    .returning({ userId: dmMembers.userId });
  return rows.length === 2;
}

export async function insertMessage(db: Db, values: { roomId: number; senderId: number; content: string }) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('insert returned no message');
  return row;
}

/**
 * A new line in a DM room: both rows move to the top of their lists; the sender has read
 * everything up to their own line.
 */
export async function recordDmLine(
  db: Db,
  line: { roomId: number; senderId: number; messageId: number; at: Date },
) {
  const isSender = sql`${dmMembers.userId} = ${line.senderId}`;
  await db
    .update(dmMembers)
    .set({
      lastMessageId: line.messageId,
      activityAt: line.at,
      lastReadMessageId: sql`case when ${isSender} then ${line.messageId}::bigint else ${dmMembers.lastReadMessageId} end`,
      lastReadAt: sql`case when ${isSender} then ${line.at.toISOString()}::timestamptz else ${dmMembers.lastReadAt} end`,
    })
    .where(eq(dmMembers.roomId, line.roomId));
}

/** Newest first: `limit` lines older than `beforeId` (keyset on the id). */
export async function listMessages(db: Db, roomId: number, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.roomId, roomId), beforeId === null ? undefined : lt(chatMessages.id, beforeId)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** The id of the room's newest line at or below `atMost`, or null when there is none. */
export async function newestMessageId(db: Db, roomId: number, atMost?: number) {
  const [row] = await db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        atMost === undefined ? undefined : sql`${chatMessages.id} <= ${atMost}`,
      ),
    );
  return row?.id ?? null;
}

/**
 * Moves a member's read position forward to `messageId` (never back). Answers the row when it
 * moved, undefined when it was already there or further.
 */
export async function advanceReadPosition(db: Db, roomId: number, userId: number, messageId: number) {
  const [row] = await db
    .update(dmMembers)
    .set({ lastReadMessageId: messageId, lastReadAt: new Date() })
    .where(
      and(
        eq(dmMembers.roomId, roomId),
        eq(dmMembers.userId, userId),
        sql`coalesce(${dmMembers.lastReadMessageId}, 0) < ${messageId}`,
      ),
    )
    .returning({ peerId: dmMembers.peerId, lastReadMessageId: dmMembers.lastReadMessageId });
  return row;
}

/** A position in the DM list: the room's activity time (full precision, as text) and its id. */
export interface DmRoomPosition {
  at: string;
  roomId: number;
}

const lastLine = alias(chatMessages, 'last_line');

/**
 * One statement for a page of the DM list (issue 10: no N+1): each room with its latest line
 * (joined by the id the row keeps) and the partner's lines after my read position, counted
 * through the (room_id, id) index and capped. Rooms whose partner is hidden from me (a block
 * either way) are left out in the same statement; a room the partner opened without writing yet
 * is not listed for me. Prepared per page shape (first, next): building it cost more than running it.
 */
function dmRoomPage(db: Db, withAfter: boolean) {
  const userId = sql.placeholder('userId');
  const unread = sql<number>`(
    select count(*)::int from (
      select 1 from ${chatMessages}
      where ${chatMessages.roomId} = ${dmMembers.roomId}
        and ${chatMessages.id} > coalesce(${dmMembers.lastReadMessageId}, 0)
        and ${chatMessages.senderId} <> ${dmMembers.userId}
      limit ${sql.raw(String(DM_UNREAD_COUNT_CAP))}
    ) as unread_lines
  )`;
  return db
    .select({
      roomId: dmMembers.roomId,
      peerId: dmMembers.peerId,
      // The partner's card in the same statement (issue 17: it was a second round trip).
      peer: userCardSql(dmMembers.peerId),
      at: sql<string>`${dmMembers.activityAt}::text`,
      lastContent: lastLine.content,
      lastAt: lastLine.createdAt,
      unreadCount: unread,
    })
    .from(dmMembers)
    .leftJoin(lastLine, eq(lastLine.id, dmMembers.lastMessageId))
    .where(
      and(
        eq(dmMembers.userId, userId),
        or(eq(dmMembers.isOpener, true), isNotNull(dmMembers.lastMessageId)),
        notBlockedWith(userId, dmMembers.peerId),
        withAfter
          ? sql`(${dmMembers.activityAt}, ${dmMembers.roomId}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('roomId')}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(dmMembers.activityAt), desc(dmMembers.roomId))
    .limit(sql.placeholder('limit'))
    .prepare(withAfter ? 'chat_dm_rooms_next_page' : 'chat_dm_rooms_first_page');
}

const dmRoomsFirstPage = preparedQuery((db) => dmRoomPage(db, false));
const dmRoomsNextPage = preparedQuery((db) => dmRoomPage(db, true));

export async function listDmRooms(
  db: Db,
  { userId, after, limit }: { userId: number; after: DmRoomPosition | null; limit: number },
) {
  return after
    ? dmRoomsNextPage(db).execute({ userId, at: after.at, roomId: after.roomId, limit })
    : dmRoomsFirstPage(db).execute({ userId, limit });
}

/**
 * Account deletion (decision 016): the person's lines are erased everywhere and their side of
 * each DM leaves; the partner keeps the room and their own lines, with the last line recomputed.
 */
export async function forgetChatsOf(db: Db, userId: number) {
  await db.delete(chatMessages).where(eq(chatMessages.senderId, userId));
  await db.delete(dmMembers).where(eq(dmMembers.userId, userId));
  const partners = await db
    .select({ roomId: dmMembers.roomId })
    .from(dmMembers)
    .where(eq(dmMembers.peerId, userId));
  const roomIds = partners.map((row) => row.roomId);
  if (roomIds.length === 0) return;
  const newest = db
    .select({ roomId: chatMessages.roomId, id: max(chatMessages.id).as('newest_id') })
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, roomIds))
    .groupBy(chatMessages.roomId)
    .as('newest');
  const rows = await db.select({ roomId: newest.roomId, id: newest.id }).from(newest);
  const byRoom = new Map(rows.map((row) => [row.roomId, row.id]));
  for (const roomId of roomIds) {
    await db
      .update(dmMembers)
      .set({ lastMessageId: byRoom.get(roomId) ?? null })
      .where(and(eq(dmMembers.roomId, roomId), ne(dmMembers.userId, userId)));
  }
}

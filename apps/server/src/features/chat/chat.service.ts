import { CursorIdSchema, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import { findProfanity, profanityMessage } from '@hanpan/core/profanity';
import { z } from 'zod';
import type { Db } from '../../db/db.ts';
import type { DmMemberRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { RealtimeRooms } from '../../realtime/rooms.ts';
import { isBlockedBetween } from '../blocks/index.ts';
import { findActiveUser } from '../users/index.ts';
import type { ChatDelivery } from './chat-delivery.ts';
import * as queries from './chat.queries.ts';
import type { UserCard } from './chat.presenter.ts';

type Actor = Pick<AuthUser, 'userId'>;

/**
 * The partner counts as reading along when they marked the room read this recently: the chat
 * screen marks each line it shows, so an open conversation never notifies (decision 016).
 */
export const READING_ALONG_MS = 30_000;

const HistoryCursorSchema = z.tuple([CursorIdSchema]);
const DmListCursorSchema = InstantIdCursorSchema;

/** Thrown inside the room-opening transaction when another request created the pair first. */
class PairTakenMeanwhile extends Error {}

export type ChatService = ReturnType<typeof createChatService>;

interface ChatServiceDeps {
  db: Db;
  /** Membership of rooms that are not DMs (game rooms) is their kind's answer. */
  rooms: Pick<RealtimeRooms, 'isMember'>;
  /** Who hears about a stored line or a moved read position, after the commit. */
  delivery: Pick<ChatDelivery, 'lineStored' | 'readMoved'>;
}

export function createChatService({ db, rooms, delivery }: ChatServiceDeps) {
  /**
   * The DM room of the caller and `targetUserId`, created on first use: the same room for the same
   * pair every time, also when both open it at once (the unique pair index decides; the loser
   * reads the winner's room).
   */
  async function openDmRoom(actor: Actor, targetUserId: number) {
    if (targetUserId === actor.userId) throw new AppError('cannot_dm_self');
    const [target, blocked] = await Promise.all([
      findActiveUser(db, targetUserId),
      isBlockedBetween(db, actor.userId, targetUserId),
    ]);
    if (!target) throw new AppError('user_not_found');
    if (blocked) throw new AppError('dm_blocked');
    const mine =
      (await queries.findDmMemberByPeer(db, actor.userId, targetUserId)) ??
      (await createPair(actor.userId, targetUserId));
    const theirs = await queries.findDmMember(db, mine.roomId, targetUserId);
    return {
      roomId: mine.roomId,
      peerId: targetUserId,
      peerLastReadMessageId: theirs?.lastReadMessageId ?? null,
      target,
    };
  }

  async function createPair(openerId: number, peerId: number): Promise<DmMemberRow> {
    try {
      await db.transaction(async (tx) => {
        const roomId = await queries.insertChatRoom(tx, 'DM');
        if (!(await queries.insertDmPair(tx, roomId, openerId, peerId))) throw new PairTakenMeanwhile();
      });
    } catch (err) {
      if (!(err instanceof PairTakenMeanwhile)) throw err;
    }
    const row = await queries.findDmMemberByPeer(db, openerId, peerId);
    if (!row) throw new Error('DM pair missing after creation');
    return row;
  }

  /**
   * Who may read and write a room: a DM's two members while neither blocks the other and both
   * still exist; any other room's members as its kind says (game rooms: the two players).
   */
  async function requireAccess(actor: Actor, roomId: number) {
    const members = await queries.findDmMembers(db, roomId);
    if (members.length > 0) return checkDmAccess(db, actor, members);
    const room = await queries.findChatRoom(db, roomId);
    if (!room) throw new AppError('chat_room_not_found');
    if (room.kind === 'DM') throw new AppError('not_chat_member'); // both members left
    if (!(await rooms.isMember(actor, roomId))) throw new AppError('not_chat_member');
    return { kind: room.kind, me: null, peer: null };
  }

  async function checkDmAccess(executor: Db, actor: Actor, members: DmMemberRow[]) {
    const me = members.find((member) => member.userId === actor.userId);
    if (!me) throw new AppError('not_chat_member');
    if (await isBlockedBetween(executor, actor.userId, me.peerId)) throw new AppError('dm_blocked');
    const peer = members.find((member) => member.userId === me.peerId) ?? null;
    return { kind: 'DM' as const, me, peer };
  }

  /** For the room topic's SUBSCRIBE: a DM member whom no block separates from the partner. */
  async function isDmMember(userId: number, roomId: number): Promise<boolean> {
    const me = await queries.findDmMember(db, roomId, userId);
    return me !== undefined && !(await isBlockedBetween(db, userId, me.peerId));
  }

  /**
   * One page of history, newest page first (rows newest first; the route sends each page in time
   * order). Reading the newest page marks the room read up to its newest line: the old clients
   * never call /read, and opening the chat is reading it.
   */
  async function listMessages(actor: Actor, roomId: number, { cursor, size }: ListQuery) {
    const access = await requireAccess(actor, roomId);
    const before = decodeCursor(cursor, HistoryCursorSchema);
    const rows = await queries.listMessages(db, roomId, before ? before[0] : null, size + 1);
    const newest = rows[0];
    const read = before === null && access.me && newest ? await advanceRead(actor, roomId, newest.id) : null;
    if (read) delivery.readMoved(roomId, actor.userId, read);
    return { rows, read };
  }

  /**
   * POST /read: up to `messageId` (clamped to lines that exist), or the newest line. Only DM rooms
   * keep read positions; a game room answers null.
   */
  async function markRead(actor: Actor, roomId: number, messageId: number | undefined) {
    const { me } = await requireAccess(actor, roomId);
    if (!me) return { lastReadMessageId: null, moved: null };
    const upTo = await queries.newestMessageId(db, roomId, messageId);
    const moved = upTo === null ? null : await advanceRead(actor, roomId, upTo);
    if (moved) delivery.readMoved(roomId, actor.userId, moved);
    return { lastReadMessageId: moved?.lastReadMessageId ?? me.lastReadMessageId, moved };
  }

  async function advanceRead(actor: Actor, roomId: number, messageId: number) {
    const row = await queries.advanceReadPosition(db, roomId, actor.userId, messageId);
    return row ? { peerId: row.peerId, lastReadMessageId: messageId } : null;
  }

  /**
   * `SEND /app/chat/{roomId}` after the transport's checks: refuses profanity, stores the line
   * before anyone sees it, then delivers it (chat-delivery.ts). In a DM the two member rows are
   * locked for the write, so lines of one room are numbered in commit order and the partner's read
   * state is the one the notification rule sees: notify when this line starts their unread run and
   * they are not reading along (decision 016).
   */
  async function sendMessage(actor: Actor, roomId: number, content: string) {
    const word = findProfanity(content);
    if (word !== null) throw new AppError('chat_profanity', profanityMessage(word));
    const sent = await storeLine(actor, roomId, content);
    await delivery.lineStored(sent.line, sent.recipientId === null ? null : sent);
    return sent;
  }

  async function storeLine(actor: Actor, roomId: number, content: string) {
    const dm = await db.transaction(async (tx) => {
      const members = await queries.findDmMembers(tx, roomId, { forUpdate: true });
      if (members.length === 0) return null;
      const { peer } = await checkDmAccess(tx, actor, members);
      if (!peer) throw new AppError('dm_partner_left');
      const line = await queries.insertMessage(tx, { roomId, senderId: actor.userId, content });
      await queries.recordDmLine(tx, {
        roomId,
        senderId: actor.userId,
        messageId: line.id,
        at: line.createdAt,
      });
      const caughtUp = (peer.lastReadMessageId ?? 0) >= (peer.lastMessageId ?? 0);
      const readingAlong =
        peer.lastReadAt !== null && line.createdAt.getTime() - peer.lastReadAt.getTime() < READING_ALONG_MS;
      return { line, recipientId: peer.userId, notify: caughtUp && !readingAlong };
    });
    if (dm) return dm;
    await requireAccess(actor, roomId);
    const line = await queries.insertMessage(db, { roomId, senderId: actor.userId, content });
    return { line, recipientId: null, notify: false };
  }

  /** A page of the caller's DM rooms (most recent line first) with the partners' cards (one statement). */
  async function listDmRooms(actor: Actor, { cursor, size }: ListQuery) {
    const after = decodeCursor(cursor, DmListCursorSchema);
    const rows = await queries.listDmRooms(db, {
      userId: actor.userId,
      after: after && { at: after[0], roomId: after[1] },
      limit: size + 1,
    });
    const cards = new Map<number, UserCard>();
    for (const row of rows) if (row.peer) cards.set(row.peer.id, row.peer);
    return { rows, cards };
  }

  return { openDmRoom, isDmMember, listMessages, markRead, sendMessage, listDmRooms };
}

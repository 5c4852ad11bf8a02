import { type FriendStatus, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import type { FriendshipRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { assertNotBlocked, blockBetween } from '../blocks/index.ts';
import type { NotificationInput, Notifier } from '../feature-deps.ts';
import { findActiveUser, findActiveUserCards } from '../users/index.ts';
import * as queries from './friends.queries.ts';

const FriendCursorSchema = InstantIdCursorSchema;

const NOTHING: FriendStatus = { sent: false, isFriend: false, received: false };

/** Where `userId` stands with the other player of `row`. */
function statusOf(row: FriendshipRow | undefined, userId: number): FriendStatus {
  if (!row) return NOTHING;
  if (row.status === 'ACCEPTED') return { sent: false, isFriend: true, received: false };
  return row.requesterId === userId
    ? { sent: true, isFriend: false, received: false }
    : { sent: false, isFriend: false, received: true };
}

interface FriendsServiceDeps {
  db: Db;
  notifier: Notifier;
}

export type FriendsService = ReturnType<typeof createFriendsService>;

export function createFriendsService({ db, notifier }: FriendsServiceDeps) {
  /** The other player as an action needs them: present, not the actor, no block in the way. */
  async function counterpart(actor: AuthUser, otherId: number) {
    if (otherId === actor.userId || otherId === 0) throw new AppError('cannot_friend_self');
    const other = await findActiveUser(db, otherId);
    if (!other) throw new AppError('user_not_found');
    await assertNotBlocked(db, actor.userId, otherId);
    return other;
  }

  async function nicknameOf(userId: number) {
    return (await findActiveUser(db, userId))?.nickname ?? '';
  }

  /**
   * POST /api/friends/request/{id}. When the other player already asked the actor, this is
   * their answer: the two become friends (decision 015). Crossed requests racing each other end
   * in one row: the pair's primary key admits one insert, the others lock that row and read it.
   */
  async function requestFriend(actor: AuthUser, targetId: number): Promise<FriendStatus> {
    await counterpart(actor, targetId);
    const outcome = await db.transaction(async (tx) => {
      if (await queries.insertRequest(tx, actor.userId, targetId)) return 'requested' as const;
      const row = await queries.lockPair(tx, actor.userId, targetId);
      // Withdrawn or turned down between the two statements: this request takes its place.
      if (!row) {
        if (await queries.insertRequest(tx, actor.userId, targetId)) return 'requested' as const;
        throw new AppError('friend_request_exists');
      }
      if (row.status === 'ACCEPTED') throw new AppError('already_friends');
      if (row.requesterId === actor.userId) throw new AppError('friend_request_exists');
      await queries.acceptRequest(tx, targetId, actor.userId);
      return 'accepted' as const;
    });
    const nickname = await nicknameOf(actor.userId);
    if (outcome === 'requested') {
      await notifier.notify(targetId, {
        type: 'FRIEND',
        title: '친구 요청',
        message: `${nickname}님이 친구 요청을 보냈어요.`,
        url: `/profile/${actor.userId}`,
        actorId: actor.userId,
      });
      return { sent: true, isFriend: false, received: false };
    }
    await notifier.notify(targetId, acceptedNotice(actor.userId, nickname));
    return { sent: false, isFriend: true, received: false };
  }

  /** POST /api/friends/accept/{id}: `requesterId` asked the actor. Accepting twice answers the same. */
  async function acceptFriend(actor: AuthUser, requesterId: number): Promise<FriendStatus> {
    await counterpart(actor, requesterId);
    if (!(await queries.acceptRequest(db, requesterId, actor.userId))) {
      const row = await queries.findPair(db, actor.userId, requesterId);
      if (row?.status === 'ACCEPTED') return statusOf(row, actor.userId);
      throw new AppError('friend_request_not_found');
    }
    await notifier.notify(requesterId, acceptedNotice(actor.userId, await nicknameOf(actor.userId)));
    return { sent: false, isFriend: true, received: false };
  }

  /** POST /api/friends/reject/{id}: the requester is not told. */
  async function rejectFriend(actor: AuthUser, requesterId: number): Promise<FriendStatus> {
    if (!(await queries.deleteRequest(db, requesterId, actor.userId))) {
      throw new AppError('friend_request_not_found');
    }
    return NOTHING;
  }

  /** DELETE /api/friends/cancel/{id}: withdraws the actor's own pending request. */
  async function cancelRequest(actor: AuthUser, targetId: number): Promise<FriendStatus> {
    if (!(await queries.deleteRequest(db, actor.userId, targetId))) {
      throw new AppError('friend_request_not_found');
    }
    return NOTHING;
  }

  /** DELETE /api/friends/{id}: the other side is not told (spec §4). */
  async function unfriend(actor: AuthUser, friendId: number): Promise<FriendStatus> {
    if (!(await queries.deleteFriendship(db, actor.userId, friendId))) throw new AppError('not_friends');
    return NOTHING;
  }

  /**
   * GET /api/friends/status/{id}. Nothing between a player and themselves; a player who blocked the
   * actor is absent (404), like their profile.
   */
  async function friendStatus(actor: AuthUser, otherId: number): Promise<FriendStatus> {
    if (otherId === actor.userId || otherId === 0) return NOTHING;
    if (!(await findActiveUser(db, otherId))) throw new AppError('user_not_found');
    if ((await blockBetween(db, actor.userId, otherId)).byOther) throw new AppError('user_not_found');
    return statusOf(await queries.findPair(db, actor.userId, otherId), actor.userId);
  }

  /**
   * One page plus one row (see sendPage) of a list, each with the other player's card (null when
   * their account is gone: the row still carries the page's position) and its position. Someone
   * else's friends (`userId`) leave out players with a block either way with the actor; the list
   * of a player who blocked the actor is absent (404), of one the actor blocked is refused (403).
   */
  async function listFriends(
    actor: AuthUser,
    kind: queries.FriendListKind,
    { cursor, size, userId }: ListQuery & { userId?: number | undefined },
  ) {
    const ownerId = kind === 'friends' && userId ? userId : actor.userId;
    if (ownerId !== actor.userId) {
      if (!(await findActiveUser(db, ownerId))) throw new AppError('user_not_found');
      await assertNotBlocked(db, actor.userId, ownerId);
    }
    const after = decodeCursor(cursor, FriendCursorSchema);
    const rows = await queries.listFriendRows(db, {
      kind,
      ownerId,
      viewerId: actor.userId,
      after: after && { at: after[0], otherId: after[1] },
      limit: size + 1,
    });
    const cards = new Map(
      (
        await findActiveUserCards(
          db,
          rows.map((row) => row.otherId),
        )
      ).map((card) => [card.id, card]),
    );
    return rows.map((row) => ({
      card: cards.get(row.otherId) ?? null,
      position: [row.at, row.otherId] as const,
    }));
  }

  return {
    requestFriend,
    acceptFriend,
    rejectFriend,
    cancelRequest,
    unfriend,
    friendStatus,
    listFriends,
  };
}

function acceptedNotice(accepterId: number, nickname: string): NotificationInput {
  return {
    type: 'FRIEND',
    title: '친구 수락',
    message: `${nickname}님이 친구 요청을 수락했어요.`,
    url: `/profile/${accepterId}`,
    actorId: accepterId,
  };
}

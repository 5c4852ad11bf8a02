import { formatRegion, gameMessages, normaliseRegionText } from '@hanpan/core';
import type { CreateFriendGameBodySchema, CreateGameBodySchema } from '@hanpan/core';
import type { z } from 'zod';
import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../auth/index.ts';
import { assertNotBlocked } from '../../blocks/index.ts';
import type { Notifier } from '../../feature-deps.ts';
import { areFriends } from '../../friends/index.ts';
import { assertRuleUsable } from '../../rules/index.ts';
import { findActiveUser } from '../../users/index.ts';
import { lockPair } from '../shared/game-blocks.queries.ts';
import * as queries from './game-creation.queries.ts';

type CreateGameInput = z.output<typeof CreateGameBodySchema>;
type CreateFriendGameInput = z.output<typeof CreateFriendGameBodySchema>;

// A time picked in the current minute is a little in the past by the time it arrives.
const PAST_TOLERANCE_MS = 5 * 60_000;

export interface GameCreationServiceDeps {
  db: Db;
  notifier: Notifier;
}

/** Random and friend games (issue 11 §1): POST /api/games/create and /api/games/create-friend-game. */
export function createGameCreationService({ db, notifier }: GameCreationServiceDeps) {
  /**
   * What every new game takes from the creation payload, random or friend: the rule's current
   * version (a later approved edit never rewrites it), the place with its canonical region (an
   * address no district matches is refused) and the time (not in the past).
   */
  async function gameBasics(input: CreateGameInput | CreateFriendGameInput, now: Date) {
    // Missing or hidden by an admin: no new game (issue 16 item 2).
    const rule = await assertRuleUsable(db, input.referencedRuleId);

    let province: string | null = null;
    let region: string | null = null;
    if (input.placeRoad !== null) {
      const ref = normaliseRegionText(input.placeRoad);
      // Stored without a region the game would be in no filter but nationwide: refuse instead.
      if (!ref) throw new AppError('place_not_found');
      province = ref.province;
      region = formatRegion(ref.province, ref.district);
    }
    if (input.matchDate && input.matchDate.getTime() < now.getTime() - PAST_TOLERANCE_MS)
      throw new AppError('bad_request', gameMessages.matchDatePast);

    return {
      rule,
      values: {
        ruleId: rule.ruleId,
        ruleVersion: rule.version,
        placeRoad: input.placeRoad,
        placeDetail: input.placeDetail,
        province,
        region,
        matchDate: input.matchDate,
      },
    };
  }

  /** A random game (MATCHING) by `owner` with the rule's current version; answers its id. */
  async function createRandomGame(
    owner: AuthUser,
    input: CreateGameInput,
    now = new Date(),
  ): Promise<number> {
    const { values } = await gameBasics(input, now);
    const game = await queries.insertGame(db, { ...values, ownerId: owner.userId, status: 'MATCHING' });
    return game.id;
  }

  /**
   * A friend game: private (never listed), waiting (MATCHING) for the one friend it was made for,
   * who is told. Only a friend may be invited — not oneself, nobody with a block either way
   * (a block also ends the friendship, decision 015). Answers the new game's id.
   */
  async function createFriendGame(
    owner: AuthUser,
    input: CreateFriendGameInput,
    now = new Date(),
  ): Promise<number> {
    const friendId = input.friendId;
    if (friendId === owner.userId) throw new AppError('cannot_invite_self');
    const friend = await findActiveUser(db, friendId);
    if (!friend) throw new AppError('user_not_found');
    await assertNotBlocked(db, owner.userId, friendId);
    if (!(await areFriends(db, owner.userId, friendId))) throw new AppError('not_friends');

    const { rule, values } = await gameBasics(input, now);
    const game = await db.transaction(async (tx) => {
      // A block committing meanwhile would miss this game: the pair's lock, then look again.
      await lockPair(tx, owner.userId, friendId);
      await assertNotBlocked(tx, owner.userId, friendId);
      return queries.insertGame(tx, {
        ...values,
        ownerId: owner.userId,
        status: 'MATCHING',
        isFriendGame: true,
        invitedFriendId: friendId,
      });
    });

    const ownerNickname = (await findActiveUser(db, owner.userId))?.nickname ?? '';
    // After commit; the notifier never throws: the game stands, the friend finds it in /game.
    await notifier.notify(friendId, {
      type: 'MY_GAME',
      title: '경기 초대',
      message: `${ownerNickname}님이 '${rule.ruleTitle}' 경기에 초대했어요.`,
      // With the id: opened after the owner deleted the game, /game says it is gone (issue 16 §25d).
      url: `/game?id=${game.id}`,
      actorId: owner.userId,
    });
    return game.id;
  }

  return { createRandomGame, createFriendGame };
}

export type GameCreationService = ReturnType<typeof createGameCreationService>;

/**
 * A game two players already agreed on (an accepted play-with-me-too challenge): SCHEDULED at once
 * with `opponentId`, the rule's current version, place and time undecided. It is private like an
 * accepted friend game (`is_friend_game` with the opponent as the invitee): never listed, nobody
 * else applies, and account deletion cancels it rather than reopening it to strangers. Run it
 * inside the caller's transaction so the game and what caused it commit together. `opponentId` is
 * the player accepting (the block check answers from their side).
 */
export async function createScheduledGame(
  tx: Db,
  { ownerId, opponentId, ruleId }: { ownerId: number; opponentId: number; ruleId: number },
): Promise<number> {
  // A block committing meanwhile would not see this game (it is not there yet): take the pair's
  // lock the block's tie-ending takes, then look again (shared/game-blocks.queries.ts).
  await lockPair(tx, ownerId, opponentId);
  await assertNotBlocked(tx, opponentId, ownerId);
  // A challenge sent before its rule was hidden cannot be accepted into a game afterwards.
  const rule = await assertRuleUsable(tx, ruleId);
  const game = await queries.insertGame(tx, {
    ownerId,
    opponentId,
    ruleId: rule.ruleId,
    ruleVersion: rule.version,
    status: 'SCHEDULED',
    isFriendGame: true,
    invitedFriendId: opponentId,
    placeRoad: null,
    placeDetail: '협의 가능',
    province: null,
    region: null,
    matchDate: null,
  });
  return game.id;
}

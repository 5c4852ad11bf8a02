import {
  formatRegion,
  gameMessages,
  normaliseRegionFilter,
  normaliseRegionText,
  type GameListQuery,
} from '@hanpan/core';
import type { CreateFriendGameBodySchema, CreateGameBodySchema } from '@hanpan/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../auth/index.ts';
import { assertNotBlocked, notBlockedWith } from '../../blocks/index.ts';
import type { Notifier } from '../../feature-deps.ts';
import { areFriends } from '../../friends/index.ts';
import { viewerOf, visibleToViewer } from '../../reports/index.ts';
import { assertRuleUsable, findRuleVersions } from '../../rules/index.ts';
import { findActiveUser, findUserCards } from '../../users/index.ts';
import { lockPair } from '../shared/game-blocks.queries.ts';
import { gameListOrder } from './game-list-order.ts';
import * as queries from './game-list.queries.ts';

type CreateGameInput = z.output<typeof CreateGameBodySchema>;
type CreateFriendGameInput = z.output<typeof CreateFriendGameBodySchema>;

// A time picked in the current minute is a little in the past by the time it arrives.
const PAST_TOLERANCE_MS = 5 * 60_000;

export interface GamesServiceDeps {
  db: Db;
  notifier: Notifier;
}

export function createGamesService({ db, notifier }: GamesServiceDeps) {
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

  /**
   * One page of open random games for `viewer` in the query's sort (newest first by default), with what the cards show: owner,
   * rule at the game's version, challengers in line (blocked ones left out) and whether the viewer
   * applied. Friend games are never listed; games of players blocked either way are left out.
   */
  async function listGames(viewer: AuthUser, query: GameListQuery) {
    const filter = normaliseRegionFilter(query.region);
    if (!filter.ok) throw new AppError('bad_request', filter.message);
    const regionWhere =
      filter.filter === null
        ? undefined
        : filter.filter.district === undefined
          ? eq(games.province, filter.filter.province)
          : eq(games.region, formatRegion(filter.filter.province, filter.filter.district));

    // 'nearest' measures from the viewer's profile region (game-list-order.ts).
    const viewerRegion =
      query.sort === 'nearest' ? ((await findActiveUser(db, viewer.userId))?.region ?? null) : null;
    const order = gameListOrder(query.sort, query.cursor, viewerRegion, filter.filter);
    const where = and(
      regionWhere,
      notBlockedWith(viewer.userId, games.ownerId),
      visibleToViewer('GAME', games.id, games.ownerId, viewerOf(viewer)),
      // A game made before its rule was hidden stays with its players (my-games, my-requests)
      // but leaves the public list: its card would show the hidden title and description.
      visibleToViewer('RULE', games.ruleId, null, viewerOf(viewer)),
    );
    const limit = query.size + 1;
    const rows = order.nearest
      ? await queries.listNearestOpenGames(db, { where, walk: order.nearest, limit })
      : await queries.listOpenGames(db, { where, order, limit });
    const gameRows = rows.map((row) => row.game);
    const gameIds = gameRows.map((game) => game.id);

    const applications = await queries.listActiveApplications(
      db,
      gameIds,
      notBlockedWith(viewer.userId, gameApplications.applicantId),
    );
    const userIds = new Set<number>([
      ...gameRows.map((game) => game.ownerId),
      ...applications.map((application) => application.applicantId),
    ]);
    const cards = new Map((await findUserCards(db, [...userIds])).map((card) => [card.id, card]));
    // One query for every (rule, version) on the page.
    const ruleVersions = await findRuleVersions(
      db,
      gameRows.map((game) => ({ ruleId: game.ruleId, version: game.ruleVersion })),
    );
    return { rows, applications, cards, ruleVersions, positionOf: order.positionOf };
  }

  return { createRandomGame, createFriendGame, listGames };
}

export type GamesService = ReturnType<typeof createGamesService>;
export type GameListPage = Awaited<ReturnType<GamesService['listGames']>>;

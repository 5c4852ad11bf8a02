import {
  formatRegion,
  gameMessages,
  normaliseRegionFilter,
  normaliseRegionText,
  type GameListQuery,
} from '@hanpan/core';
import type { CreateGameBodySchema } from '@hanpan/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { gameApplications, games } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { viewerOf, visibleToViewer } from '../reports/index.ts';
import { findCurrentRuleVersion, findRuleVersions } from '../rules/index.ts';
import { findActiveUser, findUserCards } from '../users/index.ts';
import { gameListOrder } from './game-list-order.ts';
import * as queries from './games.queries.ts';

type CreateGameInput = z.output<typeof CreateGameBodySchema>;

// A time picked in the current minute is a little in the past by the time it arrives.
const PAST_TOLERANCE_MS = 5 * 60_000;

export function createGamesService({ db }: { db: Db }) {
  /** A random game (MATCHING) by `owner` with the rule's current version; answers its id. */
  async function createRandomGame(
    owner: AuthUser,
    input: CreateGameInput,
    now = new Date(),
  ): Promise<number> {
    const rule = await findCurrentRuleVersion(db, input.referencedRuleId);
    if (!rule) throw new AppError('rule_not_found');

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

    const game = await queries.insertGame(db, {
      ownerId: owner.userId,
      ruleId: rule.ruleId,
      ruleVersion: rule.version,
      status: 'MATCHING',
      placeRoad: input.placeRoad,
      placeDetail: input.placeDetail,
      province,
      region,
      matchDate: input.matchDate,
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
    const order = gameListOrder(query.sort, query.cursor, viewerRegion);
    const rows = await queries.listOpenGames(db, {
      where: and(
        regionWhere,
        notBlockedWith(viewer.userId, games.ownerId),
        visibleToViewer('GAME', games.id, games.ownerId, viewerOf(viewer)),
      ),
      order,
      limit: query.size + 1,
    });
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

  return { createRandomGame, listGames };
}

export type GamesService = ReturnType<typeof createGamesService>;
export type GameListPage = Awaited<ReturnType<GamesService['listGames']>>;

import { normaliseRegionFilter, type GameListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../auth/index.ts';
import { viewerOf } from '../../reports/index.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findActiveUser, findUserCards } from '../../users/index.ts';
import { listActiveApplications } from '../shared/game-lookups.queries.ts';
import * as queries from './game-list.queries.ts';

export interface GameListServiceDeps {
  db: Db;
}

/** The open-game list (GET /api/games/list; decision 018's sorts: recent, nearest, soonest). */
export function createGameListService({ db }: GameListServiceDeps) {
  /**
   * One page of open random games for `viewer` in the query's sort (newest first by default), with what the cards show: owner,
   * rule at the game's version, challengers in line (blocked ones left out) and whether the viewer
   * applied. Friend games are never listed; games of players blocked either way are left out.
   */
  async function listGames(viewer: AuthUser, query: GameListQuery) {
    const filter = normaliseRegionFilter(query.region);
    if (!filter.ok) throw new AppError('bad_request', filter.message);

    // 'nearest' measures from the viewer's profile region (game-list-order.ts).
    const viewerRegion =
      query.sort === 'nearest' ? ((await findActiveUser(db, viewer.userId))?.region ?? null) : null;
    const { rows, positionOf } = await queries.listOpenGamesPage(db, {
      viewer: viewerOf(viewer)!,
      scope: filter.filter,
      sort: query.sort,
      cursor: query.cursor,
      viewerRegion,
      limit: query.size + 1,
    });
    const gameRows = rows.map((row) => row.game);
    const gameIds = gameRows.map((game) => game.id);

    const applications = await listActiveApplications(db, gameIds, viewer.userId);
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
    return { rows, applications, cards, ruleVersions, positionOf };
  }

  return { listGames };
}

export type GameListService = ReturnType<typeof createGameListService>;

import { normaliseRegionFilter, type GameListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../auth/index.ts';
import { viewerOf } from '../../reports/index.ts';
import { noCardStatsSql, type CardStatsSql } from '../shared/card-stats.queries.ts';
import * as queries from './game-list.queries.ts';

export interface GameListServiceDeps {
  db: Db;
  /** The cards' records and ratings as fragments of the page statement (app.ts's). */
  cardStatsSql?: CardStatsSql | undefined;
}

/** The open-game list (GET /api/games/list; decision 018's sorts: recent, nearest, soonest). */
export function createGameListService({ db, cardStatsSql = noCardStatsSql }: GameListServiceDeps) {
  /**
   * One page (plus one row) of open random games for `viewer` in the query's sort (newest first by
   * default), each card already the wire's JSON text with what it shows: owner, rule at the game's
   * version, challengers in line (blocked ones left out) and whether the viewer applied. Friend
   * games are never listed; games of players blocked either way are left out. One statement
   * (soonest past its timed games: two).
   */
  async function listGames(viewer: AuthUser, query: GameListQuery) {
    const filter = normaliseRegionFilter(query.region);
    if (!filter.ok) throw new AppError('bad_request', filter.message);
    // 'nearest' measures from the viewer's profile region, read inside the page statement.
    return queries.listOpenGamesPage(db, {
      viewer: viewerOf(viewer)!,
      scope: filter.filter,
      sort: query.sort,
      cursor: query.cursor,
      limit: query.size + 1,
      stats: cardStatsSql,
    });
  }

  return { listGames };
}

export type GameListService = ReturnType<typeof createGameListService>;

import { normaliseRegionFilter, type GameListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthUser } from '../../auth/index.ts';
import { viewerOf } from '../../reports/index.ts';
import { noCardStatsSql, type CardStatsSql, type RuleRecordJson } from '../shared/card-stats.queries.ts';
import { ruleRecordsFrom, type RuleSummarySource, type UserCard } from '../shared/game-cards.presenter.ts';
import * as queries from './game-list.queries.ts';

export interface GameListServiceDeps {
  db: Db;
  /** The cards' records and ratings as fragments of the page statement (app.ts's). */
  cardStatsSql?: CardStatsSql | undefined;
}

/** The open-game list (GET /api/games/list; decision 018's sorts: recent, nearest, soonest). */
export function createGameListService({ db, cardStatsSql = noCardStatsSql }: GameListServiceDeps) {
  /**
   * One page of open random games for `viewer` in the query's sort (newest first by default), with what the cards show: owner,
   * rule at the game's version, challengers in line (blocked ones left out) and whether the viewer
   * applied. Friend games are never listed; games of players blocked either way are left out.
   */
  async function listGames(viewer: AuthUser, query: GameListQuery) {
    const filter = normaliseRegionFilter(query.region);
    if (!filter.ok) throw new AppError('bad_request', filter.message);

    // 'nearest' measures from the viewer's profile region, read inside the page statement.
    const { rows, positionOf } = await queries.listOpenGamesPage(db, {
      viewer: viewerOf(viewer)!,
      scope: filter.filter,
      sort: query.sort,
      cursor: query.cursor,
      limit: query.size + 1,
      stats: cardStatsSql,
    });
    // The page statement brought each card's owner, rule version, challengers and their records
    // (one round trip); they are handed to the presenter as the maps it reads.
    const cards = new Map<number, UserCard>();
    const ruleVersions = new Map<string, RuleSummarySource>();
    const applications: Array<{ gameId: number; applicantId: number }> = [];
    const recordRows: Array<{ playerId: number; ruleId: number; stats: RuleRecordJson | undefined }> = [];
    for (const { game, owner, rule, ownerRecord, challengers } of rows) {
      if (owner) cards.set(owner.id, owner);
      if (rule) ruleVersions.set(`${rule.ruleId}:${rule.version}`, rule);
      recordRows.push({ playerId: game.ownerId, ruleId: game.ruleId, stats: ownerRecord });
      for (const { applicantId, card, record } of challengers) {
        applications.push({ gameId: game.id, applicantId });
        if (card) cards.set(card.id, card);
        recordRows.push({ playerId: applicantId, ruleId: game.ruleId, stats: record });
      }
    }
    const records = ruleRecordsFrom(recordRows);
    return { rows, applications, cards, ruleVersions, records, positionOf };
  }

  return { listGames };
}

export type GameListService = ReturnType<typeof createGameListService>;

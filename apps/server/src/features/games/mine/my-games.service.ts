import { APPLICANTS_GAMES_MAX, InstantIdCursorSchema, mannerScoreOf, type ListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { GameApplicationRow } from '../../../db/schema/index.ts';
import { decodeCursor } from '../../../http/list-page.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { viewerOf } from '../../reports/index.ts';
import {
  noCardStatsSql,
  type CardStatsSql,
  type MannerTotalsJson,
  type RuleRecordJson,
} from '../shared/card-stats.queries.ts';
import {
  ruleRecordsFrom,
  type RuleRecords,
  type RuleSummarySource,
  type UserCard,
} from '../shared/game-cards.presenter.ts';
import * as queries from './my-games.queries.ts';

const PositionSchema = InstantIdCursorSchema;

/** What the presenters need besides the rows: people, rule versions, challengers in line. */
export interface ManagementContext {
  cards: ReadonlyMap<number, UserCard>;
  ruleVersions: ReadonlyMap<string, RuleSummarySource>;
  /** Challengers in line (REQUESTED, APPROVED) of the page's games, blocked ones left out. */
  applications: ReadonlyArray<Pick<GameApplicationRow, 'gameId' | 'applicantId' | 'status'>>;
  /** The page's games an admin hid, with why (my-games only: others never see hidden games). */
  hidden: ReadonlyMap<number, string | null>;
  /** The owners' and challengers' records in each game's rule. */
  records: RuleRecords;
  /** The owners' manner scores (reviews, issue 19); an owner nobody reviewed is absent (4.5). */
  manners: ReadonlyMap<number, number>;
  /** The champion of each game's rule in its district (ratings' lookup), by game id. */
  champions?: ReadonlyMap<number, number | null>;
}

/**
 * The context a page statement brought (issue 17: people, rule versions, challengers as columns of
 * its rows), as the maps and list the presenters read.
 */
function contextOf(
  rows: ReadonlyArray<{
    game: { id: number };
    owner?: UserCard | null;
    rule?: RuleSummarySource | null;
    challengers: ReadonlyArray<{
      applicantId: number;
      status: 'REQUESTED' | 'APPROVED';
      card: UserCard | null;
    }>;
  }>,
): Omit<ManagementContext, 'records' | 'manners'> {
  const cards = new Map<number, UserCard>();
  const ruleVersions = new Map<string, RuleSummarySource>();
  const applications: Array<Pick<GameApplicationRow, 'gameId' | 'applicantId' | 'status'>> = [];
  for (const { game, owner, rule, challengers } of rows) {
    if (owner) cards.set(owner.id, owner);
    if (rule) ruleVersions.set(`${rule.ruleId}:${rule.version}`, rule);
    for (const { applicantId, status, card } of challengers) {
      applications.push({ gameId: game.id, applicantId, status });
      if (card) cards.set(card.id, card);
    }
  }
  return { cards, ruleVersions, applications, hidden: new Map() };
}

/**
 * The match-management lists of /game (spec §2, §3 My game, My request; issue 11 §5): what the
 * caller owns, plays or is invited to, what they applied to, the challengers, and the badge count.
 * Players blocked either way are left out (their games, their applications); games an admin hid
 * leave the lists of everyone but their owner.
 */
export function createMyGamesService({
  db,
  cardStatsSql = noCardStatsSql,
}: {
  db: Db;
  /** The cards' records, ratings, manner scores and champions as fragments (app.ts's). */
  cardStatsSql?: CardStatsSql | undefined;
}) {
  const stats = cardStatsSql;

  /**
   * What the page statement brought of the cards' figures (issue 17: columns, not lookups): the
   * owners' and challengers' records in their games' rules, the owners' manner scores (absent
   * without a review: 4.5, as `reputationsOf` answered), the champion of each game's rule in its
   * district.
   */
  function figuresOf(
    rows: ReadonlyArray<{
      game: { id: number; ownerId: number; ruleId: number };
      ownerRecord: RuleRecordJson | null;
      ownerManner: MannerTotalsJson | null;
      championId: number | null;
      challengers: ReadonlyArray<{ applicantId: number; record?: RuleRecordJson }>;
    }>,
  ) {
    const records = ruleRecordsFrom(
      rows.flatMap(({ game, ownerRecord, challengers }) => [
        { playerId: game.ownerId, ruleId: game.ruleId, stats: ownerRecord },
        ...challengers.map((challenger) => ({
          playerId: challenger.applicantId,
          ruleId: game.ruleId,
          stats: challenger.record,
        })),
      ]),
    );
    const manners = new Map<number, number>();
    for (const { game, ownerManner } of rows)
      if (ownerManner && ownerManner.count > 0)
        manners.set(game.ownerId, mannerScoreOf(ownerManner.sum, ownerManner.count));
    const champions = new Map(rows.map(({ game, championId }) => [game.id, championId ?? null]));
    return { records, manners, champions };
  }

  /**
   * GET /api/games/my-games: one page, newest first (`size + 1` rows: the extra says "more"), each
   * card already the wire's JSON text with the people, rule version, figures and hidden reason it
   * shows: one round trip (issue 17).
   */
  async function listMyGames(viewer: AuthUser, query: ListQuery) {
    return queries.listMyGames(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
      stats,
    });
  }

  /** GET /api/games/my-requests: one page of the caller's applications, newest first. */
  async function listMyRequests(viewer: AuthUser, query: ListQuery) {
    const rows = await queries.listMyRequests(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
      stats,
    });
    // The page statement brought the owners, rule versions and challengers with their cards (the
    // sent cards list them): one round trip (issue 17).
    return { rows, context: { ...contextOf(rows), ...figuresOf(rows) } };
  }

  /**
   * GET /api/games/my-games/applicants: challengers in line of the given games the caller owns,
   * plays in or applied to (others left out), or of the caller's own open and scheduled games.
   */
  async function listApplicants(viewer: AuthUser, gameIds: readonly number[] | undefined) {
    const rows = await queries.listApplicantGames(db, viewer.userId, gameIds, APPLICANTS_GAMES_MAX, stats);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = gameIds ? gameIds.filter((id) => byId.has(id)) : rows.map((row) => row.id);
    const { applications, cards } = contextOf(ordered.map((id) => ({ game: { id }, ...byId.get(id)! })));
    const ruleOf = new Map(rows.map((row) => [row.id, row.ruleId]));
    // Only the challengers' records (columns of the statement): the panel's creator section reads
    // the my-game card's.
    const records = ruleRecordsFrom(
      rows.flatMap((row) =>
        row.challengers.map((challenger) => ({
          playerId: challenger.applicantId,
          ruleId: row.ruleId,
          stats: challenger.record,
        })),
      ),
    );
    return { gameIds: ordered, applications, cards, records, ruleOf };
  }

  /** GET /api/games/request-count: challengers waiting on the caller's open and scheduled games. */
  async function countRequests(viewer: AuthUser): Promise<number> {
    return queries.countWaitingRequests(db, viewer.userId);
  }

  return { listMyGames, listMyRequests, listApplicants, countRequests };
}

export type MyGamesService = ReturnType<typeof createMyGamesService>;

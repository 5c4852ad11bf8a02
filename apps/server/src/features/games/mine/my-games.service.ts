import { APPLICANTS_GAMES_MAX, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { GameApplicationRow } from '../../../db/schema/index.ts';
import { decodeCursor } from '../../../http/list-page.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { viewerOf } from '../../reports/index.ts';
import { noCardStatsSql, type CardStatsSql } from '../shared/card-stats.queries.ts';
import {
  ruleRecordsFrom,
  type RuleRecords,
  type RuleSummarySource,
  type UserCard,
} from '../shared/game-cards.presenter.ts';
import * as queries from './my-games.queries.ts';
import * as myRequests from './my-requests.queries.ts';

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
 * The challengers the applicants statement brought (issue 17: as columns of its rows, with their
 * cards), as the list and map `presentApplicant` reads.
 */
function challengersOf(
  rows: ReadonlyArray<{
    game: { id: number };
    challengers: ReadonlyArray<{
      applicantId: number;
      status: 'REQUESTED' | 'APPROVED';
      card: UserCard | null;
    }>;
  }>,
): Pick<ManagementContext, 'applications' | 'cards'> {
  const cards = new Map<number, UserCard>();
  const applications: Array<Pick<GameApplicationRow, 'gameId' | 'applicantId' | 'status'>> = [];
  for (const { game, challengers } of rows)
    for (const { applicantId, status, card } of challengers) {
      applications.push({ gameId: game.id, applicantId, status });
      if (card) cards.set(card.id, card);
    }
  return { cards, applications };
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

  /**
   * GET /api/games/my-requests: one page of the caller's applications, newest first (`size + 1`
   * rows), each sent card already the wire's JSON text with the owner, rule version, challengers
   * in line and figures it shows: one round trip (issue 17).
   */
  async function listMyRequests(viewer: AuthUser, query: ListQuery) {
    return myRequests.listMyRequests(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
      stats,
    });
  }

  /**
   * GET /api/games/my-games/applicants: challengers in line of the given games the caller owns,
   * plays in or applied to (others left out), or of the caller's own open and scheduled games.
   */
  async function listApplicants(viewer: AuthUser, gameIds: readonly number[] | undefined) {
    const rows = await queries.listApplicantGames(db, viewer.userId, gameIds, APPLICANTS_GAMES_MAX, stats);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = gameIds ? gameIds.filter((id) => byId.has(id)) : rows.map((row) => row.id);
    const { applications, cards } = challengersOf(ordered.map((id) => ({ game: { id }, ...byId.get(id)! })));
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

import { APPLICANTS_GAMES_MAX, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { GameApplicationRow } from '../../../db/schema/index.ts';
import { decodeCursor } from '../../../http/list-page.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { hiddenReasonOf, viewerOf } from '../../reports/index.ts';
import type {
  RuleRecords,
  RuleRecordsLookup,
  RuleSummarySource,
  UserCard,
} from '../shared/game-cards.presenter.ts';
import { noMannerScores, type MannerScoresOf } from '../shared/manner-scores.ts';
import type { ChampionIdsOf } from '../kickoff/game-kickoff.service.ts';
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
  ruleRecords,
  mannerScoresOf = noMannerScores,
  championIdsOf,
}: {
  db: Db;
  ruleRecords?: RuleRecordsLookup | undefined;
  mannerScoresOf?: MannerScoresOf | undefined;
  championIdsOf?: ChampionIdsOf | undefined;
}) {
  /** The champion of each game's rule in its district, by game id (none without ratings). */
  async function championsOf(
    games: ReadonlyArray<{ id: number; ruleId: number; region: string | null }>,
  ): Promise<ReadonlyMap<number, number | null>> {
    if (!championIdsOf) return new Map();
    const ids = await championIdsOf(
      db,
      games.map((game) => ({ ruleId: game.ruleId, region: game.region })),
    );
    return new Map(games.map((game, i) => [game.id, ids[i] ?? null]));
  }

  /** The owners' and the challengers' records in their games' rules (one read for a page). */
  function recordsOf(
    gameRows: ReadonlyArray<{ id: number; ruleId: number; ownerId?: number }>,
    applications: ReadonlyArray<{ gameId: number; applicantId: number }>,
  ): Promise<RuleRecords> {
    if (!ruleRecords) return Promise.resolve(new Map());
    const ruleOf = new Map(gameRows.map((game) => [game.id, game.ruleId]));
    return ruleRecords(db, [
      ...gameRows.flatMap((game) =>
        game.ownerId === undefined ? [] : [{ playerId: game.ownerId, ruleId: game.ruleId }],
      ),
      ...applications.flatMap((application) => {
        const ruleId = ruleOf.get(application.gameId);
        return ruleId === undefined ? [] : [{ playerId: application.applicantId, ruleId }];
      }),
    ]);
  }

  /** GET /api/games/my-games: one page, newest first (`size + 1` rows: the extra says "more"). */
  async function listMyGames(viewer: AuthUser, query: ListQuery) {
    const rows = await queries.listMyGames(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
    });
    // The page statement brought the people, rule versions, challengers and hidden reasons: one
    // round trip (issue 17).
    const hidden = new Map<number, string | null>();
    const cards = new Map<number, UserCard>();
    const ruleVersions = new Map<string, RuleSummarySource>();
    const applications: Array<Pick<GameApplicationRow, 'gameId' | 'applicantId' | 'status'>> = [];
    for (const { game, owner, opponent, invited, rule, challengers, hidden: hiddenReason } of rows) {
      if (hiddenReason) hidden.set(game.id, hiddenReasonOf(hiddenReason));
      for (const card of [owner, opponent, invited]) if (card) cards.set(card.id, card);
      if (rule) ruleVersions.set(`${rule.ruleId}:${rule.version}`, rule);
      for (const { applicantId, status } of challengers)
        applications.push({ gameId: game.id, applicantId, status });
    }
    const [records, manners, champions] = await Promise.all([
      recordsOf(
        rows.map((row) => row.game),
        applications,
      ),
      mannerScoresOf(db, [...new Set(rows.map((row) => row.game.ownerId))]),
      championsOf(rows.map((row) => row.game)),
    ]);
    return {
      rows,
      context: { cards, ruleVersions, applications, hidden, records, manners, champions },
    };
  }

  /** GET /api/games/my-requests: one page of the caller's applications, newest first. */
  async function listMyRequests(viewer: AuthUser, query: ListQuery) {
    const rows = await queries.listMyRequests(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
    });
    // The page statement brought the owners, rule versions and challengers with their cards (the
    // sent cards list them): one round trip (issue 17).
    const context = contextOf(rows);
    const [records, manners, champions] = await Promise.all([
      recordsOf(
        rows.map((row) => row.game),
        context.applications,
      ),
      mannerScoresOf(db, [...new Set(rows.map((row) => row.game.ownerId))]),
      championsOf(rows.map((row) => row.game)),
    ]);
    return { rows, context: { ...context, records, manners, champions } };
  }

  /**
   * GET /api/games/my-games/applicants: challengers in line of the given games the caller owns,
   * plays in or applied to (others left out), or of the caller's own open and scheduled games.
   */
  async function listApplicants(viewer: AuthUser, gameIds: readonly number[] | undefined) {
    const rows = await queries.listApplicantGames(db, viewer.userId, gameIds, APPLICANTS_GAMES_MAX);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = gameIds ? gameIds.filter((id) => byId.has(id)) : rows.map((row) => row.id);
    const { applications, cards } = contextOf(ordered.map((id) => ({ game: { id }, ...byId.get(id)! })));
    const ruleOf = new Map(rows.map((row) => [row.id, row.ruleId]));
    // Only the challengers' records: the panel's creator section reads the my-game card's.
    const records = await recordsOf(rows, applications);
    return { gameIds: ordered, applications, cards, records, ruleOf };
  }

  /** GET /api/games/request-count: challengers waiting on the caller's open and scheduled games. */
  async function countRequests(viewer: AuthUser): Promise<number> {
    return queries.countWaitingRequests(db, viewer.userId);
  }

  return { listMyGames, listMyRequests, listApplicants, countRequests };
}

export type MyGamesService = ReturnType<typeof createMyGamesService>;

import { APPLICANTS_GAMES_MAX, InstantIdCursorSchema, type ListQuery } from '@hanpan/core';
import type { Db } from '../../../db/db.ts';
import type { GameApplicationRow } from '../../../db/schema/index.ts';
import { decodeCursor } from '../../../http/list-page.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { hiddenTargetReasons, viewerOf } from '../../reports/index.ts';
import { findRuleVersions } from '../../rules/index.ts';
import { findUserCards } from '../../users/index.ts';
import type { RuleSummarySource, UserCard } from '../shared/game-cards.presenter.ts';
import { listActiveApplications } from '../shared/game-lookups.queries.ts';
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
  /** The champion of each game's rule in its district (ratings' lookup), by game id. */
  champions?: ReadonlyMap<number, number | null>;
}

/**
 * The match-management lists of /game (spec §2, §3 My game, My request; issue 11 §5): what the
 * caller owns, plays or is invited to, what they applied to, the challengers, and the badge count.
 * Players blocked either way are left out (their games, their applications); games an admin hid
 * leave the lists of everyone but their owner.
 */
export function createMyGamesService({
  db,
  championIdsOf,
}: {
  db: Db;
  championIdsOf?: ChampionIdsOf | undefined;
}) {
  async function contextFor(
    viewer: AuthUser,
    gameRows: ReadonlyArray<{
      id: number;
      ownerId: number;
      opponentId: number | null;
      invitedFriendId: number | null;
      ruleId: number;
      ruleVersion: number;
    }>,
    { applicantCards = false }: { applicantCards?: boolean } = {},
  ): Promise<ManagementContext> {
    const applications = await listActiveApplications(
      db,
      gameRows.map((game) => game.id),
      viewer.userId,
    );
    const userIds = new Set<number>();
    // Sent cards list the challengers themselves; my-game cards only count them.
    if (applicantCards) for (const application of applications) userIds.add(application.applicantId);
    for (const game of gameRows) {
      userIds.add(game.ownerId);
      if (game.opponentId !== null) userIds.add(game.opponentId);
      if (game.invitedFriendId !== null) userIds.add(game.invitedFriendId);
    }
    const [cards, ruleVersions] = await Promise.all([
      findUserCards(db, [...userIds]),
      findRuleVersions(
        db,
        gameRows.map((game) => ({ ruleId: game.ruleId, version: game.ruleVersion })),
      ),
    ]);
    return {
      cards: new Map(cards.map((card) => [card.id, card])),
      ruleVersions,
      applications,
      hidden: new Map(),
    };
  }

  /** GET /api/games/my-games: one page, newest first (`size + 1` rows: the extra says "more"). */
  async function listMyGames(viewer: AuthUser, query: ListQuery) {
    const rows = await queries.listMyGames(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
    });
    // The page statement brought the people, rule versions and challengers; only the hidden
    // reasons are a second read (reports has no reason fragment yet).
    const hidden = await hiddenTargetReasons(
      db,
      'GAME',
      rows.map((row) => row.game.id),
    );
    const cards = new Map<number, UserCard>();
    const ruleVersions = new Map<string, RuleSummarySource>();
    const applications: Array<Pick<GameApplicationRow, 'gameId' | 'applicantId' | 'status'>> = [];
    for (const { game, owner, opponent, invited, rule, challengers } of rows) {
      for (const card of [owner, opponent, invited]) if (card) cards.set(card.id, card);
      if (rule) ruleVersions.set(`${rule.ruleId}:${rule.version}`, rule);
      for (const { applicantId, status } of challengers)
        applications.push({ gameId: game.id, applicantId, status });
    }
    const games = rows.map((row) => row.game);
    const championIds = championIdsOf
      ? await championIdsOf(
          db,
          games.map((game) => ({ ruleId: game.ruleId, region: game.region })),
        )
      : [];
    const champions = new Map(games.map((game, i) => [game.id, championIds[i] ?? null]));
    const context = { cards, ruleVersions, applications, champions };
    return { rows, context: { ...context, hidden } };
  }

  /** GET /api/games/my-requests: one page of the caller's applications, newest first. */
  async function listMyRequests(viewer: AuthUser, query: ListQuery) {
    const rows = await queries.listMyRequests(db, viewerOf(viewer)!, {
      position: decodeCursor(query.cursor, PositionSchema),
      limit: query.size + 1,
    });
    return {
      rows,
      context: await contextFor(
        viewer,
        rows.map((row) => row.game),
        { applicantCards: true },
      ),
    };
  }

  /**
   * GET /api/games/my-games/applicants: challengers in line of the given games the caller owns,
   * plays in or applied to (others left out), or of the caller's own open and scheduled games.
   */
  async function listApplicants(viewer: AuthUser, gameIds: readonly number[] | undefined) {
    const ids = await queries.listApplicantGameIds(db, viewer.userId, gameIds, APPLICANTS_GAMES_MAX);
    const ordered = gameIds ? gameIds.filter((id) => ids.includes(id)) : ids;
    const applications = await listActiveApplications(db, ordered, viewer.userId);
    const cards = new Map(
      (await findUserCards(db, [...new Set(applications.map((application) => application.applicantId))])).map(
        (card) => [card.id, card],
      ),
    );
    return { gameIds: ordered, applications, cards };
  }

  /** GET /api/games/request-count: challengers waiting on the caller's open and scheduled games. */
  async function countRequests(viewer: AuthUser): Promise<number> {
    return queries.countWaitingRequests(db, viewer.userId);
  }

  return { listMyGames, listMyRequests, listApplicants, countRequests };
}

export type MyGamesService = ReturnType<typeof createMyGamesService>;

import {
  GLICKO2_DEFAULTS,
  initialRating,
  PROVISIONAL_RD,
  rateGame,
  type Glicko2Rating,
  type ListQuery,
} from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { Notifier } from '../feature-deps.ts';
import type { CompletedMatch } from '../match/index.ts';
import { findRuleTitles, readableRuleTitle } from '../rules/index.ts';
import { findActiveUser } from '../users/index.ts';
import * as queries from './ratings.queries.ts';

/** Decision 024: champions need this many rated games in the rule (and a non-provisional RD). */
export const CHAMPION_MIN_GAMES = 3;

export interface ChampionChange {
  ruleId: number;
  region: string;
  champion: number | null;
  former: number | null;
}

/** Where a recomputation comes from: a rated game (its sides), or a profile or account change. */
interface ChampionCause {
  gameId: number;
  sideOf: Map<number, 1 | 2>;
}

function ratingOf(row: { rating: number; rd: number; volatility: number } | undefined): Glicko2Rating {
  return row ? { rating: row.rating, rd: row.rd, volatility: row.volatility } : initialRating();
}

/**
 * The champion of one (rule, region) made right (decision 024), under that row's lock. Answers the
 * change, or null when the title stays where it was.
 */
export async function recomputeChampion(
  tx: Db,
  ruleId: number,
  region: string,
  now: Date,
  cause: ChampionCause | null = null,
): Promise<ChampionChange | null> {
  const current = await queries.lockChampion(tx, ruleId, region);
  const candidate = await queries.findChampionCandidate(
    tx,
    ruleId,
    region,
    PROVISIONAL_RD,
    CHAMPION_MIN_GAMES,
  );
  if (!candidate) {
    if (!current) return null;
    await queries.deleteChampion(tx, ruleId, region);
    return { ruleId, region, champion: null, former: current.userId };
  }
  if (current?.userId === candidate.userId) return null;
  const side = cause?.sideOf.get(candidate.userId) ?? null;
  await queries.setChampion(tx, {
    ruleId,
    region,
    userId: candidate.userId,
    since: now,
    sinceGameId: side === null ? null : cause!.gameId,
    sinceGameSide: side,
  });
  return { ruleId, region, champion: candidate.userId, former: current?.userId ?? null };
}

export interface RatingsServiceDeps {
  db: Db;
  notifier: Notifier;
}

export function createRatingsService({ db, notifier }: RatingsServiceDeps) {
  /** After the commit: the new and the former champion hear it (never throws: notifier). */
  async function announceChampions(changes: ChampionChange[]): Promise<void> {
    if (changes.length === 0) return;
    const titles = await findRuleTitles(
      db,
      changes.map((change) => change.ruleId),
    );
    for (const change of changes) {
      const title = titles.get(change.ruleId) ?? '규칙';
      const district = change.region.split(' ').at(-1) ?? change.region;
      const url = `/rules/${change.ruleId}/ranking`;
      if (change.champion !== null)
        await notifier.notify(change.champion, {
          type: 'GAME_END',
          title: '챔피언',
          message: `${district} ${title} 챔피언이 되었어요!`,
          url,
        });
      if (change.former !== null)
        await notifier.notify(change.former, {
          type: 'GAME_END',
          title: '챔피언',
          message: `${district} ${title} 챔피언 자리를 내주었어요.`,
          url,
        });
    }
  }

  /**
   * Rates a completed match (decision 024), inside the transaction that stored its result: one
   * Glicko-2 rating period per player, a history row each, champions of both players' districts
   * recomputed. Abandoned and early-finished matches rate nothing; a game already rated is left
   * alone (the history's key), so a retried completion or the seed's backfill never applies twice.
   * Answers the after-commit step (champion notifications).
   */
  async function rateCompletedMatch(
    tx: Db,
    match: CompletedMatch,
  ): Promise<(() => Promise<void>) | undefined> {
    if (match.abandoned || match.finishedEarly || match.user1Id === match.user2Id) return undefined;
    const { ruleId, gameId, user1Id, user2Id } = match;
    // Locks both rows (when they exist) so completions in one rule never read a rating mid-write.
    const locked = await queries.lockRatings(tx, ruleId, [user1Id, user2Id]);
    // WARNING: checked under the locks: the one guard that keeps a game from being rated twice.
    if (await queries.gameHasHistory(tx, gameId)) return undefined;
    const row1 = locked.find((row) => row.userId === user1Id);
    const row2 = locked.find((row) => row.userId === user2Id);
    const score1 = match.winnerIdx === 1 ? 1 : match.winnerIdx === 2 ? 0 : 0.5;
    const next = rateGame(ratingOf(row1), ratingOf(row2), score1, GLICKO2_DEFAULTS.tau);
    const rankBefore1 = row1 ? await queries.rankOfRating(tx, ruleId, row1.rating) : null;
    const rankBefore2 = row2 ? await queries.rankOfRating(tx, ruleId, row2.rating) : null;
    const regionOf = async (row: typeof row1, userId: number) =>
      row ? row.region : ((await findActiveUser(tx, userId))?.region ?? null);
    const region1 = await regionOf(row1, user1Id);
    const region2 = await regionOf(row2, user2Id);
    const at = match.completedAt;
    await queries.upsertRating(tx, {
      userId: user1Id,
      ruleId,
      ...next.a,
      gamesPlayed: (row1?.gamesPlayed ?? 0) + 1,
      region: region1,
      lastGameAt: at,
    });
    await queries.upsertRating(tx, {
      userId: user2Id,
      ruleId,
      ...next.b,
      gamesPlayed: (row2?.gamesPlayed ?? 0) + 1,
      region: region2,
      lastGameAt: at,
    });
    const rankAfter1 = await queries.rankOfRating(tx, ruleId, next.a.rating);
    const rankAfter2 = await queries.rankOfRating(tx, ruleId, next.b.rating);
    await queries.insertHistory(tx, [
      {
        gameId,
        userId: user1Id,
        ruleId,
        score: score1,
        ratingBefore: ratingOf(row1).rating,
        ratingAfter: next.a.rating,
        rdAfter: next.a.rd,
        rankBefore: rankBefore1,
        rankAfter: rankAfter1,
        ratedAt: at,
      },
      {
        gameId,
        userId: user2Id,
        ruleId,
        score: 1 - score1,
        ratingBefore: ratingOf(row2).rating,
        ratingAfter: next.b.rating,
        rdAfter: next.b.rd,
        rankBefore: rankBefore2,
        rankAfter: rankAfter2,
        ratedAt: at,
      },
    ]);
    const cause: ChampionCause = {
      gameId,
      sideOf: new Map([
        [user1Id, 1],
        [user2Id, 2],
      ]),
    };
    const changes: ChampionChange[] = [];
    for (const region of new Set([region1, region2])) {
      if (region === null) continue;
      const change = await recomputeChampion(tx, ruleId, region, at, cause);
      if (change) changes.push(change);
    }
    return changes.length === 0 ? undefined : () => announceChampions(changes);
  }

  /**
   * A player's profile region changed (users' hook, inside the save's transaction): ratings keep the
   * new district, and both districts' champions of every rule they are rated in are recomputed.
   */
  async function regionChanged(tx: Db, userId: number, region: string | null) {
    const rated = await queries.listRatedRulesOf(tx, userId);
    if (rated.length === 0) return undefined;
    await queries.setRegionOf(tx, userId, region);
    const changes: ChampionChange[] = [];
    const now = new Date();
    for (const { ruleId, region: before } of rated) {
      for (const district of new Set([before, region])) {
        if (district === null) continue;
        const change = await recomputeChampion(tx, ruleId, district, now);
        if (change) changes.push(change);
      }
    }
    return changes.length === 0 ? undefined : () => announceChampions(changes);
  }

  /**
   * GET /api/rules/{ruleId}/rankings (spec §3 Ranking): one page of the rule's players by rating,
   * the caller's own row on every page. Players blocked either way are left out of the page (their
   * rank still counts, decision 024).
   */
  async function ruleRanking(
    actor: AuthUser,
    ruleId: number,
    query: ListQuery,
    after: queries.RankingPosition | null,
  ) {
    // One statement (issue 17): the rule's readability, the page and the viewer's row, as JSON text.
    const page = await queries.findRankingPage(db, {
      ruleId,
      viewerId: actor.userId,
      after,
      limit: query.size + 1,
    });
    return { ...page, ruleName: readableRuleTitle(page.rule, actor) };
  }

  /**
   * GET /api/games/{id}/ranking (spec §3 Per-game ranking, §4 post ranking state): the two players
   * as the game left them and the viewer's friends rated in the rule as they stood then. 404 for a
   * game the viewer may not see and for a game without rating history.
   */
  async function gameRanking(actor: AuthUser, gameId: number) {
    // One statement (issue 17); the answers keep their order: a missing game or one a player of it
    // blocked the viewer in, then a game without rating history.
    const found = await queries.findGameRanking(db, gameId, actor.userId);
    if (!found.found || found.blockedByPlayer) throw new AppError('game_not_found');
    if (found.playerCount === 0) throw new AppError('game_ranking_missing');
    return found.entries;
  }

  /** The champion of each game's rule in its district (game cards and summaries). */
  async function championIdsOf(
    readDb: Db,
    pairs: Array<{ ruleId: number; region: string | null }>,
  ): Promise<Array<number | null>> {
    const known = pairs.filter((pair): pair is { ruleId: number; region: string } => pair.region !== null);
    const rows = await queries.findChampions(readDb, known);
    const byKey = new Map(rows.map((row) => [`${row.ruleId} ${row.region}`, row.userId]));
    return pairs.map((pair) =>
      pair.region === null ? null : (byKey.get(`${pair.ruleId} ${pair.region}`) ?? null),
    );
  }

  /** The profile's top rule cards: the player's rating, rank and the ranking's size per rule. */
  async function standingsOf(readDb: Db, userId: number, ruleIds: readonly number[]) {
    const rows = await queries.listStandings(readDb, userId, ruleIds);
    return new Map(
      rows.map((row) => [
        row.ruleId,
        { rating: Math.round(row.rating), myRank: row.myRank, totalPlayers: row.totalPlayers },
      ]),
    );
  }

  return {
    rateCompletedMatch,
    standingsOf,
    regionChanged,
    ruleRanking,
    gameRanking,
    championIdsOf,
    newChampionIdx: queries.championSideOfGame,
    isRated: queries.gameHasHistory,
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;

/**
 * Account deletion: the player's ratings, history and titles go; each district they were champion
 * of gets its next champion (no notification: deletion has no after-commit step).
 */
export async function forgetRatings(tx: Db, userId: number): Promise<void> {
  const held = await queries.listChampionshipsOf(tx, userId);
  await queries.deleteRatingsOf(tx, userId);
  const now = new Date();
  for (const { ruleId, region } of held) await recomputeChampion(tx, ruleId, region, now);
}

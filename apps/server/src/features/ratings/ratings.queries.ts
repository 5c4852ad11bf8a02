import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { ratingHistory, ruleChampions, playerRatings } from '../../db/schema/index.ts';
import { notBlockedWith } from '../blocks/index.ts';
import { ruleTitleSql } from '../rules/index.ts';
import { userCardSql } from '../users/index.ts';

export type NewRatingHistory = typeof ratingHistory.$inferInsert;

/**
 * The rank of each row's rating in its rule (decision 024): one more than the number of players
 * rated strictly higher, so equal ratings share a rank ("1224"). A scalar subquery over the
 * (rule, rating) index; written out because drizzle leaves a single-table select's columns
 * unqualified, which an inner query on the same table would capture.
 */
function rankSql(ruleId: number) {
  return sql<number>`(select count(*)::int + 1 from ${playerRatings} as higher where higher.rule_id = ${ruleId} and higher.rating > ${sql.raw('"player_ratings"."rating"')})`;
}

/** The ratings of `userIds` in a rule, locked until the transaction ends (completions of one rule queue). */
export async function lockRatings(db: Db, ruleId: number, userIds: number[]) {
  return db
    .select()
    .from(playerRatings)
    .where(and(eq(playerRatings.ruleId, ruleId), inArray(playerRatings.userId, userIds)))
    .orderBy(asc(playerRatings.userId))
    .for('update');
}

export async function rankOfRating(db: Db, ruleId: number, rating: number): Promise<number> {
  const [row] = await db
    .select({ rank: sql<number>`count(*)::int + 1` })
    .from(playerRatings)
    .where(and(eq(playerRatings.ruleId, ruleId), gt(playerRatings.rating, rating)));
  return row!.rank;
}

export async function upsertRating(db: Db, row: typeof playerRatings.$inferInsert) {
  await db
    .insert(playerRatings)
    .values(row)
    .onConflictDoUpdate({
      target: [playerRatings.userId, playerRatings.ruleId],
      set: {
        rating: row.rating,
        rd: row.rd,
        volatility: row.volatility,
        gamesPlayed: row.gamesPlayed,
        lastGameAt: row.lastGameAt,
      },
    });
}

export async function insertHistory(db: Db, rows: NewRatingHistory[]) {
  await db.insert(ratingHistory).values(rows);
}

export async function gameHasHistory(db: Db, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ gameId: ratingHistory.gameId })
    .from(ratingHistory)
    .where(eq(ratingHistory.gameId, gameId))
    .limit(1);
  return row !== undefined;
}

/**
 * `player_ratings.user_id` qualified: drizzle writes a one-table select's columns bare, and inside
 * the users card's subquery a bare name could mean that table's own column.
 */
const ratedUserId = sql`${sql.identifier('player_ratings')}.${sql.identifier('user_id')}`;
const historyUserId = sql`${sql.identifier('rating_history')}.${sql.identifier('user_id')}`;

/** The players' history rows of a game, each with the player's card (one statement, issue 17). */
export async function listGameHistory(db: Db, gameId: number) {
  return db
    .select({ ...getTableColumns(ratingHistory), card: userCardSql(historyUserId) })
    .from(ratingHistory)
    .where(eq(ratingHistory.gameId, gameId));
}

export interface RankingPosition {
  rating: number;
  userId: number;
}

/** One page of a rule's ranking (rating high to low, then user id), players blocked either way left out. */
export async function listRanking(
  db: Db,
  {
    ruleId,
    viewerId,
    after,
    limit,
  }: { ruleId: number; viewerId: number; after: RankingPosition | null; limit: number },
) {
  return db
    .select({
      userId: playerRatings.userId,
      rating: playerRatings.rating,
      rd: playerRatings.rd,
      gamesPlayed: playerRatings.gamesPlayed,
      rank: rankSql(ruleId),
      // The player's card in the same statement (issue 17: it was a round trip after the page).
      card: userCardSql(ratedUserId),
    })
    .from(playerRatings)
    .where(
      and(
        eq(playerRatings.ruleId, ruleId),
        notBlockedWith(viewerId, playerRatings.userId),
        after
          ? or(
              lt(playerRatings.rating, after.rating),
              and(eq(playerRatings.rating, after.rating), gt(playerRatings.userId, after.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(playerRatings.rating), asc(playerRatings.userId))
    .limit(limit);
}

/**
 * One player's standing in each of `ruleIds` they are rated in: rating, rank (decision 024's
 * order) and how many players the rule's ranking holds (the profile's top rule cards).
 */
export async function listStandings(db: Db, userId: number, ruleIds: readonly number[]) {
  if (ruleIds.length === 0) return [];
  return db
    .select({
      ruleId: playerRatings.ruleId,
      rating: playerRatings.rating,
      myRank: sql<number>`(select count(*)::int + 1 from ${playerRatings} as higher where higher.rule_id = ${sql.raw('"player_ratings"."rule_id"')} and higher.rating > ${sql.raw('"player_ratings"."rating"')})`,
      totalPlayers: sql<number>`(select count(*)::int from ${playerRatings} as rated where rated.rule_id = ${sql.raw('"player_ratings"."rule_id"')})`,
    })
    .from(playerRatings)
    .where(and(eq(playerRatings.userId, userId), inArray(playerRatings.ruleId, [...ruleIds])));
}

/** One player's rating in a rule with its rank, or undefined. */
export async function findRanked(db: Db, ruleId: number, userId: number) {
  const [row] = await db
    .select({
      userId: playerRatings.userId,
      rating: playerRatings.rating,
      rd: playerRatings.rd,
      gamesPlayed: playerRatings.gamesPlayed,
      rank: rankSql(ruleId),
      card: userCardSql(ratedUserId),
    })
    .from(playerRatings)
    .where(and(eq(playerRatings.ruleId, ruleId), eq(playerRatings.userId, userId)))
    .limit(1);
  return row;
}

/**
 * For each of `userIds`, their last history row in the rule at or before `at` (friends on a game's
 * ranking: where they stood when it was played).
 */
export async function lastHistoryAt(db: Db, ruleId: number, userIds: number[], at: Date) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([ratingHistory.userId], {
      ...getTableColumns(ratingHistory),
      card: userCardSql(historyUserId),
    })
    .from(ratingHistory)
    .where(
      and(
        eq(ratingHistory.ruleId, ruleId),
        inArray(ratingHistory.userId, userIds),
        lte(ratingHistory.ratedAt, at),
      ),
    )
    .orderBy(ratingHistory.userId, desc(ratingHistory.ratedAt), desc(ratingHistory.gameId));
}

/**
 * The champion-to-be of a rule in a district (decision 024): the highest non-provisional rating
 * (RD < 110) among players with at least 3 rated games whose region is that district; equal ratings
 * go to the lower RD, then the lower user id.
 */
export async function findChampionCandidate(
  db: Db,
  ruleId: number,
  region: string,
  provisionalRd: number,
  minGames: number,
) {
  const [row] = await db
    .select({ userId: playerRatings.userId, rating: playerRatings.rating })
    .from(playerRatings)
    .where(
      and(
        eq(playerRatings.ruleId, ruleId),
        eq(playerRatings.region, region),
        lt(playerRatings.rd, provisionalRd),
        sql`${playerRatings.gamesPlayed} >= ${minGames}`,
      ),
    )
    .orderBy(desc(playerRatings.rating), asc(playerRatings.rd), asc(playerRatings.userId))
    .limit(1);
  return row;
}

/** The champion row, locked: two recomputations of one (rule, region) run one after the other. */
export async function lockChampion(db: Db, ruleId: number, region: string) {
  const [row] = await db
    .select()
    .from(ruleChampions)
    .where(and(eq(ruleChampions.ruleId, ruleId), eq(ruleChampions.region, region)))
    .limit(1)
    .for('update');
  return row;
}

export async function setChampion(db: Db, row: typeof ruleChampions.$inferInsert) {
  await db
    .insert(ruleChampions)
    .values(row)
    .onConflictDoUpdate({
      target: [ruleChampions.ruleId, ruleChampions.region],
      set: {
        userId: row.userId,
        since: row.since,
        sinceGameId: row.sinceGameId,
        sinceGameSide: row.sinceGameSide,
      },
    });
}

export async function deleteChampion(db: Db, ruleId: number, region: string) {
  await db
    .delete(ruleChampions)
    .where(and(eq(ruleChampions.ruleId, ruleId), eq(ruleChampions.region, region)));
}

/** 1 or 2 when that side of the game became a champion through it (the result's newChampionIdx). */
export async function championSideOfGame(db: Db, gameId: number): Promise<0 | 1 | 2> {
  const [row] = await db
    .select({ side: ruleChampions.sinceGameSide })
    .from(ruleChampions)
    .where(eq(ruleChampions.sinceGameId, gameId))
    .orderBy(asc(ruleChampions.sinceGameSide))
    .limit(1);
  return (row?.side ?? 0) as 0 | 1 | 2;
}

/** The (rule, region) pairs a player holds a title in. */
export async function listChampionshipsOf(db: Db, userId: number) {
  return db
    .select({ ruleId: ruleChampions.ruleId, region: ruleChampions.region })
    .from(ruleChampions)
    .where(eq(ruleChampions.userId, userId))
    .orderBy(asc(ruleChampions.ruleId), asc(ruleChampions.region));
}

/** Champions of several (rule, region) pairs at once (game cards). */
export async function findChampions(db: Db, pairs: Array<{ ruleId: number; region: string }>) {
  if (pairs.length === 0) return [];
  const ruleIds = [...new Set(pairs.map((pair) => pair.ruleId))];
  const regions = [...new Set(pairs.map((pair) => pair.region))];
  return db
    .select({ ruleId: ruleChampions.ruleId, region: ruleChampions.region, userId: ruleChampions.userId })
    .from(ruleChampions)
    .where(and(inArray(ruleChampions.ruleId, ruleIds), inArray(ruleChampions.region, regions)));
}

/** The rules a player is rated in, with the region ratings has for them. */
export async function listRatedRulesOf(db: Db, userId: number) {
  return db
    .select({ ruleId: playerRatings.ruleId, region: playerRatings.region })
    .from(playerRatings)
    .where(eq(playerRatings.userId, userId));
}

export async function setRegionOf(db: Db, userId: number, region: string | null) {
  await db.update(playerRatings).set({ region }).where(eq(playerRatings.userId, userId));
}

/** Account deletion: the player's ratings, history and titles go. */
export async function deleteRatingsOf(db: Db, userId: number) {
  await db.delete(ruleChampions).where(eq(ruleChampions.userId, userId));
  await db.delete(ratingHistory).where(eq(ratingHistory.userId, userId));
  await db.delete(playerRatings).where(eq(playerRatings.userId, userId));
}

/**
 * A player's rating in a rule as game cards show it (rounded like `Math.round`: half up; ratings
 * are positive), null when unrated: a scalar subquery for one row of another feature's statement
 * (issue 17: games embeds it through app.ts; player_ratings_pk serves it).
 */
export function ruleRatingSql(playerId: SQLWrapper, ruleId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select floor(pr.rating + 0.5)::integer from ${playerRatings} as pr where pr.user_id = ${playerId} and pr.rule_id = ${ruleId})`;
}

/**
 * The champion of a rule in a district (the user id), null for none or a null district: a scalar
 * subquery for one row of another feature's statement (rule_champions_rule_region_key serves it).
 */
export function ruleChampionSql(ruleId: SQLWrapper, region: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select rc.user_id from ${ruleChampions} as rc where rc.rule_id = ${ruleId} and rc.region = ${region})`;
}

/**
 * The titles a player holds, `[{ruleId, region, ruleTitle}]` by rule and region (JSON), as a column
 * of the profile's statement (issue 17: `championshipsOf` was two round trips beside it).
 */
export function championshipsSql(
  userId: SQLWrapper,
): SQL<Array<{ ruleId: number; region: string; ruleTitle: string }>> {
  return sql<
    Array<{ ruleId: number; region: string; ruleTitle: string }>
  >`(select coalesce(json_agg(json_build_object('ruleId', rc.rule_id, 'region', rc.region, 'ruleTitle', ${ruleTitleSql(sql`rc.rule_id`)}) order by rc.rule_id, rc.region), '[]'::json) from ${ruleChampions} as rc where rc.user_id = ${userId})`;
}

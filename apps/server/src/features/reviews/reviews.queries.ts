import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { isoText, jsRound } from '../../db/json-text.ts';
import { playerReviewTotals, reviews, ruleRatings } from '../../db/schema/index.ts';
import { userCardSql, type UserCardJson } from '../users/index.ts';

/** Reviews, their kept totals and rule ratings (issue 19; decision 040): only this feature's tables. */

export type NewReview = typeof reviews.$inferInsert;
export type NewRuleRating = typeof ruleRatings.$inferInsert;

/** A repeat violates `reviews_game_reviewer_key` (409 review_already_written). */
export async function insertReview(db: Db, row: NewReview) {
  const [stored] = await db.insert(reviews).values(row).returning();
  return stored!;
}

/** A repeat violates `rule_ratings_game_player_key` (409 rule_already_rated). */
export async function insertRuleRating(db: Db, row: NewRuleRating) {
  const [stored] = await db.insert(ruleRatings).values(row).returning();
  return stored!;
}

/** Of `gameIds`, those `reviewerId` has reviewed. */
export async function findReviewedGameIds(
  db: Db,
  reviewerId: number,
  gameIds: number[],
): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await reviewedGameIds(db).execute({ reviewerId, gameIds });
  return new Set(rows.map((row) => row.gameId));
}

// Prepared: the active-game poll's review prompt reads it (every phone, every 5 s).
const reviewedGameIds = preparedQuery((db) =>
  db
    .select({ gameId: reviews.gameId })
    .from(reviews)
    .where(
      and(
        eq(reviews.reviewerId, sql.placeholder('reviewerId')),
        sql`${reviews.gameId} = any(${sql.placeholder('gameIds')}::bigint[])`,
      ),
    )
    .prepare('reviews_reviewed_game_ids'),
);

/** Whether `userId` reviewed the game and rated its rule. */
export async function findOwnActions(db: Db, gameId: number, userId: number) {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.gameId, gameId), eq(reviews.reviewerId, userId)))
    .limit(1);
  const [rating] = await db
    .select({ id: ruleRatings.id })
    .from(ruleRatings)
    .where(and(eq(ruleRatings.gameId, gameId), eq(ruleRatings.playerId, userId)))
    .limit(1);
  return { reviewed: review !== undefined, ruleRated: rating !== undefined };
}

/** Sum and count of the manner ratings each of `userIds` received (absent: none), kept totals. */
export async function mannerTotals(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  const t = playerReviewTotals;
  return db
    .select({ userId: t.userId, sum: t.mannerSum, count: t.reviewCount })
    .from(t)
    .where(inArray(t.userId, userIds));
}

/** The player's kept totals row (`player_review_totals`) as a derived table of one row or none. */
function totalsOf(userId: SQLWrapper): SQL {
  return sql`(select rt.review_count, rt.manner_sum, rt.performance_sum from ${playerReviewTotals} as rt where rt.user_id = ${userId})`;
}

/**
 * The manner reviews a player received, `{"sum", "count"}` (JSON), as a scalar subquery for one
 * row of another feature's statement (issue 17: game cards embed it through app.ts instead of a
 * `reputationsOf` lookup beside the page); `mannerScoreOf(sum, count)` makes the score, and a
 * count of 0 is "none" (4.5) as in `reputationsOf`. One row of the kept totals (decision 040).
 */
export function mannerTotalsSql(userId: SQLWrapper): SQL<{ sum: number; count: number }> {
  return sql<{
    sum: number;
    count: number;
  }>`(select json_build_object('sum', coalesce(max(rt.manner_sum), 0), 'count', coalesce(max(rt.review_count), 0)) from ${totalsOf(userId)} as rt)`;
}

/** What one player's profile shows of the reviews they received (`profileReputationSql`). */
export interface ProfileReputationJson {
  mannerSum: number;
  mannerCount: number;
  performanceAverage: number | null;
  history: Array<{ playedAt: string; performance: number }>;
}

/**
 * The average performance from the kept totals, as `avg(performance)` over the reviews wrote it:
 * numeric division (a float8 one rounds x.x5 differently), then double precision; null without a
 * review.
 */
const performanceAverage = sql`(rt.performance_sum::numeric / nullif(rt.review_count, 0))::double precision`;

/** The last `limit` performance ratings, newest first (`reviews_reviewee_idx` backwards), as `recent`. */
function recentPerformancesSql(userId: SQLWrapper, limit: number): SQL {
  return sql`(select r2.played_at, r2.performance, r2.id from ${reviews} as r2 where r2.reviewee_id = ${userId}
          order by r2.played_at desc, r2.id desc limit ${sql.raw(String(limit))}) as recent`;
}

/**
 * What one player's profile shows of the reviews they received, as one JSON column of the
 * profile's statement (issue 17: it was a round trip beside it): manner sum and count and the
 * average performance from the kept totals (decision 040), and the last `limit` performance
 * ratings oldest first (the chart).
 */
export function profileReputationSql(userId: SQLWrapper, limit: number): SQL<ProfileReputationJson> {
  return sql<ProfileReputationJson>`(select json_build_object(
      'mannerSum', coalesce(max(rt.manner_sum), 0)::integer,
      'mannerCount', coalesce(max(rt.review_count), 0)::integer,
      'performanceAverage', max(${performanceAverage}),
      'history', (select coalesce(json_agg(json_build_object('playedAt', recent.played_at, 'performance', recent.performance)
          order by recent.played_at, recent.id), '[]'::json)
        from ${recentPerformancesSql(userId, limit)}))
    from ${totalsOf(userId)} as rt)`;
}

/**
 * `profileReputationSql` written as the wire's JSON text (issue 17), two parts for the profile's
 * statement: `"performance":…,"performanceHistory":[…]` (inside `stats`) and
 * `"mannerScore":…,"mannerReviewCount":…`. The numbers as `readProfileReputation` rounded them
 * (`Math.round(x * 10) / 10`, half up; the default manner score before the first review), the
 * chart's times as `toISOString` writes them. A text array: one column of the caller's statement.
 */
export function profileReputationTextSql(
  userId: SQLWrapper,
  limit: number,
  mannerDefault: number,
): SQL<[string, string]> {
  const tenth = (value: SQL) => sql`(${jsRound(sql`(${value}) * 10`)}::float8 / 10)::text`;
  const count = sql`coalesce(max(rt.review_count), 0)`;
  return sql<[string, string]>`(select array[
      '"performance":' || coalesce(${tenth(sql`max(${performanceAverage})`)}, '0') || ',"performanceHistory":[' || coalesce((select string_agg('{"playedAt":"' || ${isoText(sql`recent.played_at`)} || '","performance":' || recent.performance::text || '}', ',' order by recent.played_at, recent.id)
        from ${recentPerformancesSql(userId, limit)}), '') || ']',
      '"mannerScore":' || case when ${count} = 0 then ${sql.raw(`'${mannerDefault}'`)} else ${tenth(sql`max(rt.manner_sum)::float8 / ${count}`)} end || ',"mannerReviewCount":' || ${count}::text]
    from ${totalsOf(userId)} as rt)`;
}

/** Account deletion: the words the person wrote go; the numbers stay (others' scores keep them). */
export async function eraseTextsOf(tx: Db, userId: number): Promise<void> {
  await tx.update(reviews).set({ text: null }).where(eq(reviews.reviewerId, userId));
  await tx.update(ruleRatings).set({ comment: null }).where(eq(ruleRatings.playerId, userId));
}

/** A written review as `writtenReviewsJsonSql` answers it (timestamps as JSON text). */
export interface WrittenReviewJson {
  id: number;
  text: string;
  createdAt: string;
  reviewer: UserCardJson | null;
}

/**
 * `listWrittenReviewsOfGames` for the game in `gameId` (a column of the caller's own query) as one
 * JSON array: the feed reads its posts' reviews in the statement that reads the posts (issue 20).
 * No viewer filter: the reviewers are the game's two players, and the feed shows a post only to a
 * viewer with no block with either of them (decision 028), so the reviews are the same for every
 * viewer who sees the post — the feed caches them in the post's text (decision 034).
 */
export function writtenReviewsJsonSql(gameId: SQLWrapper): SQL<WrittenReviewJson[]> {
  const r = reviews;
  return sql<
    WrittenReviewJson[]
  >`(select coalesce(json_agg(json_build_object('id', ${r.id}, 'text', ${r.text}, 'createdAt', ${r.createdAt}, 'reviewer', ${userCardSql(r.reviewerId)}) order by ${r.createdAt}, ${r.id}), '[]'::json) from ${r} where ${r.gameId} = ${gameId} and coalesce(btrim(${r.text}), '') <> '')`;
}

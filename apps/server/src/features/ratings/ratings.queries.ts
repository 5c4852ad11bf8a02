import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  lt,
  sql,
  type SQL,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import { PROVISIONAL_RD } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { boolText, fileUrlJsonText, jsRound, jsonText, roundText } from '../../db/json-text.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { ratingHistory, ruleChampions, playerRatings } from '../../db/schema/index.ts';
import { blockedSql, notBlockedWith } from '../blocks/index.ts';
import { latestFriendIdsSql } from '../friends/index.ts';
import { gameSidesSql } from '../games/index.ts';
import { ruleReadabilitySql, ruleTitleSql, type RuleReadabilityJson } from '../rules/index.ts';
import { userRowSql } from '../users/index.ts';

export type NewRatingHistory = typeof ratingHistory.$inferInsert;

/** A ranked player without an account or a nickname (a deleted one), as rankings name them. */
const UNKNOWN_NAME = '알 수 없음';

/** A game's ranking shows at most this many of the viewer's friends. */
const FRIENDS_ON_GAME_RANKING = 100;

/**
 * The rank of each row's rating in its rule (decision 024): one more than the number of players
 * rated strictly higher, so equal ratings share a rank ("1224"). A scalar subquery over the
 * (rule, rating) index; written out because drizzle leaves a single-table select's columns
 * unqualified, which an inner query on the same table would capture.
 */
function rankSql(ruleId: number | SQLWrapper) {
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

/**
 * A history row (`h`, with `is_player`) as the wire's JSON text in `GameRankingEntrySchema`'s
 * order, its player's account as `gu`: what `presentGameRanking` and the compiled serializer wrote
 * (issue 17). Ratings are `Math.round`ed; a friend's changes are 0, and a first rating's place
 * change; the picture is marked for `withFileUrls`.
 */
const gameRankingEntryText = sql<string>`'{"userId":' || h.user_id::text || ',"nickname":' || ${jsonText(sql`coalesce(gu.nickname, ${UNKNOWN_NAME}::text)`)} || ',"profilePicture":' || ${fileUrlJsonText(sql`gu.profile_picture_key`)} || ',"rankAfter":' || h.rank_after::text || ',"ratingAfter":' || ${roundText(sql`h.rating_after`)} || ',"ratingChange":' || case when h.is_player then (${jsRound(sql`h.rating_after`)} - ${jsRound(sql`h.rating_before`)})::text else '0' end || ',"rankChange":' || case when h.is_player and h.rank_before is not null then (h.rank_before - h.rank_after)::text else '0' end || ',"isPlayer":' || ${boolText(sql`h.is_player`)} || '}'`;

/** A game's ranking as the statement writes it (`gameRankingStatement`). */
export interface GameRankingText {
  found: boolean;
  blockedByPlayer: boolean;
  /** The game's rating history rows (0: the game was never rated). */
  playerCount: number;
  /** The entries as JSON text joined with commas, by rank after the game (players first on a tie). */
  entries: string | null;
}

/**
 * GET /api/games/{id}/ranking in one statement (issue 17: it was five or six round trips — the
 * game, a block check per player, the players' history, the viewer's friends, their history):
 * the game's sides (null when missing or deleted), whether a player of it blocked the viewer, the
 * players' history rows and, for the viewer's friends (the latest `friendIds` gives, the players
 * left out), their last history row in the rule at or before the game's rating, as the answer's
 * entries in JSON text: deleted accounts left out, by rank after the game, players first on a tie,
 * then by user id. Games', blocks' and friends' parts are their fragments. Prepared once.
 */
const gameRankingStatement = (() => {
  const gameSides = gameSidesSql;
  const blocked = blockedSql;
  const friendIds = (viewerId: Placeholder) => latestFriendIdsSql(viewerId, FRIENDS_ON_GAME_RANKING);
  const gameId = sql.placeholder('gameId');
  const viewerId = sql.placeholder('viewerId');
  const playedAt = sql`(select min(played.rated_at) from ${ratingHistory} as played where played.game_id = ${gameId})`;
  const players = sql`(select played.user_id from ${ratingHistory} as played where played.game_id = ${gameId})`;
  const playerRows = sql`select ph.user_id, ph.rating_before, ph.rating_after, ph.rank_before, ph.rank_after, true as is_player from ${ratingHistory} as ph where ph.game_id = ${gameId}`;
  // Each friend's last row in the rule at or before the game: one step down
  // rating_history_user_rule_idx per friend. Sorting every friend's whole history in the rule
  // (distinct on) grew with the games the friends had played (issue 17).
  const friendRows = sql`select fh.* from unnest(${friendIds(viewerId)}) as friend(id) cross join lateral (select fh.user_id, fh.rating_before, fh.rating_after, fh.rank_before, fh.rank_after, false as is_player from ${ratingHistory} as fh where fh.user_id = friend.id and fh.rule_id = game.rule_id and fh.rated_at <= ${playedAt} order by fh.rated_at desc, fh.game_id desc limit 1) as fh where friend.id not in ${players}`;
  return preparedQuery((db) =>
    db
      .select({
        found: sql<boolean>`game.rule_id is not null`,
        blockedByPlayer: sql<boolean>`coalesce(game.owner_id <> ${viewerId} and ${blocked(sql`game.owner_id`, viewerId)}, false) or coalesce(game.opponent_id <> ${viewerId} and ${blocked(sql`game.opponent_id`, viewerId)}, false)`,
        playerCount: sql<number>`(select count(*)::int from ${ratingHistory} as counted where counted.game_id = ${gameId})`,
        entries: sql<
          string | null
        >`(select string_agg(${gameRankingEntryText}, ',' order by h.rank_after, h.is_player desc, h.user_id) from (${playerRows} union all ${friendRows}) as h left join lateral ${userRowSql(sql`h.user_id`)} as gu on true where gu.active is not false)`,
      })
      .from(sql`(select 1) as one left join lateral ${gameSides(gameId)} as game on true`)
      .prepare('ratings_game_ranking'),
  );
})();

/** A game's ranking for `viewerId` in one statement (`gameRankingStatement`). */
export async function findGameRanking(db: Db, gameId: number, viewerId: number): Promise<GameRankingText> {
  const [row] = await gameRankingStatement(db).execute({ gameId, viewerId });
  return row!;
}

export interface RankingPosition {
  rating: number;
  userId: number;
}

/**
 * A ranked player as the wire's JSON text in `RankingEntrySchema`'s order, or with `mine` in the
 * viewer's own row's (`currentUserRanking`): what `presentRuleRanking` and the compiled serializer
 * wrote (issue 17). `row` names the rating's row (`rating`, `rd`, `games_played`, `user_id`: the
 * table or the page), `ru` is their account (`userRowSql`), `rank` their place. The name falls back
 * as the presenter's did: no account or no nickname (a deleted one) reads 알 수 없음; the rating is
 * `Math.round`ed; the picture is marked for `withFileUrls`.
 */
function rankedJsonText(viewerId: SQLWrapper, mine: boolean, row: string, rank: SQL<number>): SQL<string> {
  const r = (column: string) => sql.raw(`"${row}"."${column}"`);
  const rankText = sql`${rank}::text`;
  const name = jsonText(sql`coalesce(ru.nickname, ${UNKNOWN_NAME}::text)`);
  const avatar = fileUrlJsonText(sql`ru.profile_picture_key`);
  const provisional = boolText(sql`${r('rd')} >= ${sql.raw(String(PROVISIONAL_RD))}`);
  if (mine)
    return sql<string>`'{"rank":' || ${rankText} || ',"rating":' || ${roundText(r('rating'))} || ',"playCount":' || ${r('games_played')}::text || ',"userName":' || ${name} || ',"userAvatar":' || ${avatar} || ',"provisional":' || ${provisional} || '}'`;
  return sql<string>`'{"rank":' || ${rankText} || ',"userId":' || ${r('user_id')}::text || ',"userName":' || ${name} || ',"userAvatar":' || ${avatar} || ',"rating":' || ${roundText(r('rating'))} || ',"playCount":' || ${r('games_played')}::text || ',"isCurrentUser":' || ${boolText(sql`${r('user_id')} = ${viewerId}`)} || ',"provisional":' || ${provisional} || '}'`;
}

/** A rule's ranking page as the statement writes it (`rankingPageStatement`). */
export interface RankingPageText {
  rule: RuleReadabilityJson | null;
  /** The rows fetched (one more than the page's size says another page exists). */
  fetched: number;
  /** The page's entries as JSON text, joined with commas (the extra row left out). */
  entries: string | null;
  /** The page's last entry's position (rating, user id) when another page exists. */
  next: [number, number] | null;
  /** The viewer's own row as JSON text (`currentUserRanking`), null when unrated. */
  mine: string | null;
}

const rankingStatements = new Map<string, ReturnType<typeof rankingPageStatement>>();

/**
 * The rule's ranking page in one statement (issue 17: it was four round trips — the rule, its
 * hidden check, the page, the viewer's own row): the rule's readability (rules' fragment), one page
 * (rating high to low, then user id; players blocked either way left out) and the viewer's row,
 * prepared per shape (first page, next page) with the rule, the viewer, the cursor and the limit as
 * placeholders. The entries are the wire's JSON text, built after the page's LIMIT (the derived
 * table `page`), so Node joins the answer instead of decoding, presenting and encoding it.
 */
function rankingPageStatement(withAfter: boolean) {
  const ruleId = sql.placeholder('ruleId');
  const viewerId = sql.placeholder('viewerId');
  const limit = sql`${sql.placeholder('limit')}::int`;
  const rating = sql.raw('"player_ratings"."rating"');
  const after = withAfter
    ? sql` and (${rating} < ${sql.placeholder('afterRating')}::double precision or (${rating} = ${sql.placeholder('afterRating')}::double precision and ${ratedUserId} > ${sql.placeholder('afterUserId')}::bigint))`
    : sql``;
  const page = sql`select ${rating} as rating, ${ratedUserId} as user_id, "player_ratings"."rd" as rd, "player_ratings"."games_played" as games_played, row_number() over (order by ${rating} desc, ${ratedUserId} asc) as n from ${playerRatings} where "player_ratings"."rule_id" = ${ruleId} and ${notBlockedWith(viewerId, ratedUserId)}${after} order by ${rating} desc, ${ratedUserId} asc limit ${limit}`;
  // A row's rank is one more than the players rated above it (blocked ones too): those above the
  // page's top rating, counted once (`above`), and those between the row and the top. Counting
  // every higher player for each row read the whole ranking above the page once a row (issue 17:
  // its cost grew with the page's depth); now only the page's own span is read a row.
  const top = sql`(select max(page.rating) from page)`;
  const rank = sql<number>`(above.count + 1 + (select count(*)::int from ${playerRatings} as higher where higher.rule_id = ${ruleId} and higher.rating > page.rating and higher.rating <= ${top}))`;
  // The cards after the LIMIT, each player's account read once (`ru`).
  const pageText = sql`with page as (${page})
    select count(*)::int as fetched, string_agg(${rankedJsonText(viewerId, false, 'page', rank)}, ',' order by page.n) filter (where page.n < ${limit}) as entries, (array_agg(json_build_array(page.rating, page.user_id) order by page.n))[${limit} - 1] as last_position
    from page
    cross join (select count(*)::int as count from ${playerRatings} as higher where higher.rule_id = ${ruleId} and higher.rating > ${top}) as above
    left join lateral ${userRowSql(sql`page.user_id`)} as ru on true`;
  return preparedQuery((db) =>
    db
      .select({
        rule: ruleReadabilitySql(ruleId),
        fetched: sql<number>`p.fetched`,
        entries: sql<string | null>`p.entries`,
        next: sql<[number, number] | null>`case when p.fetched = ${limit} then p.last_position end`,
        mine: sql<
          string | null
        >`(select ${rankedJsonText(viewerId, true, 'player_ratings', rankSql(ruleId))} from ${playerRatings} left join lateral ${userRowSql(ratedUserId)} as ru on true where "player_ratings"."rule_id" = ${ruleId} and ${ratedUserId} = ${viewerId})`,
      })
      .from(sql`(${pageText}) as p`)
      .prepare(`ratings_rule_ranking_${withAfter ? 'next' : 'first'}`),
  );
}

/**
 * One statement for GET /api/rules/{ruleId}/rankings: the rule's readability, `limit` ranked
 * players after `after` and the viewer's own row, as JSON text (see `rankingPageStatement`).
 */
export async function findRankingPage(
  db: Db,
  {
    ruleId,
    viewerId,
    after,
    limit,
  }: { ruleId: number; viewerId: number; after: RankingPosition | null; limit: number },
): Promise<RankingPageText> {
  const shape = after ? 'next' : 'first';
  let statement = rankingStatements.get(shape);
  if (statement === undefined) rankingStatements.set(shape, (statement = rankingPageStatement(!!after)));
  const [row] = await statement(db).execute({
    ruleId,
    viewerId,
    limit,
    ...(after ? { afterRating: after.rating, afterUserId: after.userId } : {}),
  });
  return row!;
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

/** A player's place in a rule's ranking as `ruleStandingSql` answers it (JSON), null when unrated. */
export interface RuleStandingJson {
  rating: number;
  myRank: number;
  totalPlayers: number;
}

/**
 * `listStandings` for one rule as a scalar JSON subquery of another feature's statement (the
 * profile's top rule cards, issue 17: a round trip beside it): the rating, the place and the
 * ranking's size, null when the player has no rating in the rule.
 */
export function ruleStandingSql(userId: SQLWrapper, ruleId: SQLWrapper): SQL<RuleStandingJson | null> {
  return sql<RuleStandingJson | null>`(select json_build_object('rating', me.rating,
      'myRank', (select count(*)::int + 1 from ${playerRatings} as higher where higher.rule_id = me.rule_id and higher.rating > me.rating),
      'totalPlayers', (select count(*)::int from ${playerRatings} as rated where rated.rule_id = me.rule_id))
    from ${playerRatings} as me where me.user_id = ${userId} and me.rule_id = ${ruleId})`;
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

/**
 * `championshipsSql` as the wire's JSON text (the profile's `myChampions`, issue 17): the same
 * titles in the same order, `ChampionTitleSchema`'s keys.
 */
export function championshipsTextSql(userId: SQLWrapper): SQL<string> {
  return sql<string>`(select '[' || coalesce(string_agg('{"ruleId":' || rc.rule_id::text || ',"region":' || ${jsonText(sql`rc.region`)} || ',"ruleTitle":' || ${jsonText(ruleTitleSql(sql`rc.rule_id`))} || '}', ',' order by rc.rule_id, rc.region), '') || ']' from ${ruleChampions} as rc where rc.user_id = ${userId})`;
}

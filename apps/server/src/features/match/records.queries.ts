import { DELETED_USER_NICKNAME } from '@hanpan/core';
import { and, desc, eq, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { fileUrlJsonText, isoText, jsonText, roundText } from '../../db/json-text.ts';
import { matchResults, playerGames, playerOpponents, playerRuleRecords } from '../../db/schema/index.ts';
import { playedGamesOfPlayerSql, playedGamesSubquery } from '../games/index.ts';
import { oneParagraphSql, ruleVersionSummarySql, type RuleVersionSummaryJson } from '../rules/index.ts';
import { userCardSql, type UserCardJson } from '../users/index.ts';

/*
 * Records (issue 19 item 7): what a player's stored results add up to. The latest games read the
 * games feature's played games (its subquery: COMPLETED with an opponent) joined with this
 * feature's results; the totals read the counts the results' trigger keeps from the same games
 * (decisions 031 and 033). Abandoned matches count in no record (issue 18). A match finished
 * early (FINISH before the deciding set) counts with its winner: only ratings skip it.
 * `winner_id` is the player's id (an anonymised account keeps its row), `winner_idx` 0 a draw.
 */

/**
 * The player's counted games per rule (wins, draws, games, seconds from kick-off to the end, the
 * rule at the newest version the player met, the newest end) and, in the one row whose `ruleId`
 * is null, the totals with the number of different opponents: one statement (grouping sets) for
 * the profile. It reads the counts the results' trigger keeps (decision 033): a row per rule
 * played and an entry per opponent, however many games the player played.
 */
export async function listRuleTotals(db: Db, playerId: number): Promise<RuleTotalRow[]> {
  const rows = await db
    .select({ totals: ruleTotalsSql(sql`${playerId}::bigint`) })
    .from(sql`(select 1) as one`);
  return (rows[0]?.totals ?? []).map((row) => ({ ...row, lastPlayedAt: new Date(row.lastPlayedAt) }));
}

/** A row of `listRuleTotals`. */
export type RuleTotalRow = Omit<RuleTotalJson, 'lastPlayedAt'> & { lastPlayedAt: Date };

/**
 * The player's latest counted games, newest first, seen from their side (`side` 1 = owner), with
 * the rule at the game's version and the opponent's card in the same statement. `visible` is the
 * caller's filter (blocks, hidden games) on the game's id, owner and opponent.
 */
export async function listRecentGames(
  db: Db,
  playerId: number,
  limit: number,
  visible: (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) => SQL,
) {
  const played = playedGamesSubquery(db);
  const opponent = sql<number>`case when ${played.ownerId} = ${playerId} then ${played.opponentId} else ${played.ownerId} end`;
  return db
    .select({
      gameId: played.id,
      rule: ruleVersionSummarySql(played.ruleId, played.ruleVersion),
      opponent: userCardSql(opponent),
      side: sql<number>`case when ${played.ownerId} = ${playerId} then 1 else 2 end`.mapWith(Number),
      winnerIdx: matchResults.winnerIdx,
      user1SetCount: matchResults.user1SetCount,
      user2SetCount: matchResults.user2SetCount,
      startPhotoKey: played.startPhotoKey,
      completedAt: matchResults.completedAt,
    })
    .from(played)
    .innerJoin(matchResults, eq(matchResults.gameId, played.id))
    .where(
      and(
        or(eq(played.ownerId, playerId), eq(played.opponentId, playerId)),
        not(matchResults.abandoned),
        visible({ id: played.id, ownerId: played.ownerId, opponentId: opponent }),
      ),
    )
    .orderBy(desc(matchResults.completedAt), desc(played.id))
    .limit(limit);
}

/**
 * A game card's record of a player in a rule (wins, draws, losses of their counted games) as a
 * scalar JSON subquery for one row of another feature's statement (issue 17: games embeds it in its
 * page statements through app.ts instead of a lookup beside the page). One row of the counts the
 * results' trigger keeps (`player_rule_records`), zeros before the first counted game: a card
 * costs one primary-key read however many games the player has played in the rule.
 */
export function ruleRecordSql(playerId: SQLWrapper, ruleId: SQLWrapper): SQL<RuleRecordCounts> {
  const r = playerRuleRecords;
  return sql<RuleRecordCounts>`coalesce((select json_build_object('wins', ${r.wins}, 'draws', ${r.draws}, 'losses', ${r.losses}) from ${r} where ${r.userId} = ${playerId} and ${r.ruleId} = ${ruleId}), json_build_object('wins', 0, 'draws', 0, 'losses', 0))`;
}

/**
 * A feed post's `ruleStatisticsList` (decision 042): each player's record in the rule, the owner
 * first, as JSON in FeedRuleStatisticsSchema's shape, zeros before a player's first counted game.
 * A column of the post's content (the part the feed caches by `games.post_version`): a counted
 * result, which moves both records, raises the version of both players' games in the rule
 * (migration 0030).
 */
export function ruleStatisticsListSql(
  ownerId: SQLWrapper,
  opponentId: SQLWrapper,
  ruleId: SQLWrapper,
): SQL<FeedRuleStatistics[]> {
  const r = playerRuleRecords;
  return sql<
    FeedRuleStatistics[]
  >`(select coalesce(json_agg(json_build_object('userId', p.id, 'wins', coalesce(${r.wins}, 0), 'losses', coalesce(${r.losses}, 0), 'draws', coalesce(${r.draws}, 0)) order by p.side), '[]'::json) from (values (1, ${ownerId}::bigint), (2, ${opponentId}::bigint)) as p(side, id) left join ${r} on ${r.userId} = p.id and ${r.ruleId} = ${ruleId} where p.id is not null)`;
}

/** One player's record in a post's rule, as `ruleStatisticsListSql` writes it. */
export interface FeedRuleStatistics {
  userId: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface RuleRecordCounts {
  wins: number;
  draws: number;
  losses: number;
}

/** A row of `ruleTotalsSql` (JSON): `listRuleTotals`' row with the date as text. */
export interface RuleTotalJson {
  ruleId: number | null;
  rule: RuleVersionSummaryJson | null;
  games: number;
  wins: number;
  draws: number;
  opponents: number;
  seconds: number;
  lastPlayedAt: string;
  /** With a standing fragment: one of the three most played rules, and its standing (null: unrated). */
  top?: boolean;
  standing?: RuleStandingJson | null;
}

/** A player's place in a rule's ranking, as the ratings feature's fragment answers it (via app.ts). */
export interface RuleStandingJson {
  rating: number;
  myRank: number;
  totalPlayers: number;
}

/** The ratings feature's standing of a player in a rule as a scalar JSON subquery (via app.ts). */
export type RuleStandingSql = (userId: SQLWrapper, ruleId: SQLWrapper) => SQL<RuleStandingJson | null>;

/**
 * `listRuleTotals` as one JSON column of another feature's statement (the profile's, issue 17: it
 * was a round trip beside it): the player's counted games per rule and, in the row whose `ruleId`
 * is null, the totals. The kept counts (`player_rule_records`, `player_opponents`, decision 033)
 * give the same numbers counting every result did: seconds are summed as numeric (exact) and
 * turned into float8 once, as before. With `standing`, the three most played rules (the order of
 * the top rule cards: games, then the newer last game to the millisecond, then the lower rule id)
 * are marked `top` and bring their standing, so the cards cost no round trip either.
 */
export function ruleTotalsSql(playerId: SQLWrapper, standing?: RuleStandingSql): SQL<RuleTotalJson[]> {
  const r = playerRuleRecords;
  const o = playerOpponents;
  const top = sql`t.rule_id is not null and t.place <= 3`;
  const standingColumns = standing
    ? sql`, 'top', ${top}, 'standing', case when ${top} then ${standing(playerId, sql`t.rule_id`)} end`
    : sql``;
  return sql<
    RuleTotalJson[]
  >`(select coalesce(json_agg(json_build_object('ruleId', t.rule_id, 'rule', t.rule, 'games', t.games, 'wins', t.wins, 'draws', t.draws, 'opponents', t.opponents, 'seconds', t.seconds, 'lastPlayedAt', t.last_played_at${standingColumns})), '[]'::json)
    from (select ${r.ruleId} as rule_id, ${ruleVersionSummarySql(r.ruleId, sql`max(${r.ruleVersion})`)} as rule,
        coalesce(sum(${r.wins} + ${r.draws} + ${r.losses}), 0)::int as games,
        coalesce(sum(${r.wins}), 0)::int as wins,
        coalesce(sum(${r.draws}), 0)::int as draws,
        case when grouping(${r.ruleId}) = 1 then (select count(*)::int from ${o} where ${o.userId} = ${playerId}) else 0 end as opponents,
        coalesce(sum(${r.seconds}), 0)::float8 as seconds,
        max(${r.lastPlayedAt}) as last_played_at,
        row_number() over (order by grouping(${r.ruleId}), sum(${r.wins} + ${r.draws} + ${r.losses}) desc,
          date_trunc('milliseconds', max(${r.lastPlayedAt})) desc, ${r.ruleId}) as place
      from ${r} where ${r.userId} = ${playerId}
      group by grouping sets ((${r.ruleId}), ())) as t)`;
}

/** A row of `recentGamesSql` (JSON): `listRecentGames`' row with the rule's title only and the date as text. */
export interface RecentGameJson {
  gameId: number;
  ruleTitle: string | null;
  opponent: UserCardJson | null;
  side: number;
  winnerIdx: number;
  user1SetCount: number;
  user2SetCount: number;
  startPhotoKey: string | null;
  completedAt: string;
}

/**
 * The player's latest visible games, newest first, as rows (id, rule_title, opponent card, side,
 * result, start photo key, completed_at): what the JSON column (`recentGamesSql`) and the profile's
 * text (`profileRecordTextSql`) both read. The opponent's card is a scalar subquery: a join to users
 * made the planner sort every game the player played instead of stopping at the tenth.
 */
function recentGameRowsSql(
  playerId: SQLWrapper,
  limit: number,
  visible: (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) => SQL,
): SQL {
  // The player's side and opponent are computed below the opponent's card: `playerId` may be a
  // column of the caller's users row, which a subquery on users would shadow. The walk goes down
  // the player's kept games by their end (decision 033) and stops at the tenth visible one: its
  // cost does not grow with the games played, only with the games the viewer may not see.
  // WARNING: the result and the viewer's filters stay inside the LATERAL. Joined outside it, the
  // generic plan (decision 038) hashed every game the player played with match_results and sorted
  // them: 200 games cost 1.6 ms of the profile's 3.3 (issue 17).
  const pg = playerGames;
  return sql`select p.id, ${ruleVersionSummarySql(sql`p.rule_id`, sql`p.rule_version`)} ->> 'ruleTitle' as rule_title,
        ${userCardSql(sql`p.other_id`)} as opponent, p.side,
        p.winner_idx, p.user1_set_count, p.user2_set_count, p.start_photo_key, p.completed_at
      from (select w.game_id, w.completed_at from ${pg} as w where w.user_id = ${playerId}
          order by w.completed_at desc, w.game_id desc) as pgm
      cross join lateral (select played.*, mr.winner_idx, mr.user1_set_count, mr.user2_set_count, mr.completed_at
        from (select pg.*, case when pg.owner_id = ${playerId} then pg.opponent_id else pg.owner_id end as other_id,
            case when pg.owner_id = ${playerId} then 1 else 2 end as side
          from ${playedGamesOfPlayerSql(playerId)} as pg where pg.id = pgm.game_id) as played
        join ${matchResults} as mr on mr.game_id = played.id
        where not mr.abandoned
          and ${visible({ id: sql`played.id`, ownerId: sql`played.owner_id`, opponentId: sql`played.other_id` })}) as p
      order by pgm.completed_at desc, pgm.game_id desc
      limit ${sql.raw(String(limit))}`;
}

/**
 * `listRecentGames` as one JSON column of another feature's statement (the profile's, issue 17: it
 * was a round trip beside it), newest first; `visible` is the caller's filter as there. Only the
 * rule's title leaves the database: the card shows nothing else of it.
 */
export function recentGamesSql(
  playerId: SQLWrapper,
  limit: number,
  visible: (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) => SQL,
): SQL<RecentGameJson[]> {
  return sql<
    RecentGameJson[]
  >`(select coalesce(json_agg(json_build_object('gameId', g.id, 'ruleTitle', g.rule_title, 'opponent', g.opponent, 'side', g.side, 'winnerIdx', g.winner_idx, 'user1SetCount', g.user1_set_count, 'user2SetCount', g.user2_set_count, 'startPhotoKey', g.start_photo_key, 'completedAt', g.completed_at) order by g.completed_at desc, g.id desc), '[]'::json)
    from (${recentGameRowsSql(playerId, limit, visible)}) as g)`;
}

/** What the profile's statement brings of the player's record (`profileRecordSql`). */
export interface ProfileRecordJson {
  totals: RuleTotalJson[];
  recentGames: RecentGameJson[];
}

/** The totals and the latest games as one JSON column of the profile's statement. */
export function profileRecordJsonSql(
  playerId: SQLWrapper,
  limit: number,
  visible: (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) => SQL,
  standing?: RuleStandingSql,
): SQL<ProfileRecordJson> {
  return sql<ProfileRecordJson>`json_build_object('totals', ${ruleTotalsSql(playerId, standing)}, 'recentGames', ${recentGamesSql(playerId, limit, visible)})`;
}

/**
 * The profile's record written as the wire's JSON text (issue 17), four parts for the profile's
 * statement to put in `ProfileSchema`'s order around the other features' parts:
 * 1. `"wins":…,"draws":…,"losses":…,"winRate":…` (the start of `stats`),
 * 2. `"playedRules":[…],"recentGames":[…],"top3Rules":[…]`,
 * 3. `playTime` and 4. `totalPlayers`, as numbers.
 * What `profileRecordOf` (records.ts) built from `profileRecordJsonSql` and the serializer wrote:
 * no counted game is zeros and empty lists; the played rules by their last game (to the
 * millisecond) then rule id; the top rule cards by `ruleTotalsSql`'s places with their standing
 * (the start rating, first of one, without); the latest games with their start photos marked for
 * `withFileUrls`. A text array: one column of the caller's statement.
 */
export function profileRecordTextSql(
  playerId: SQLWrapper,
  limit: number,
  visible: (game: { id: SQLWrapper; ownerId: SQLWrapper; opponentId: SQL }) => SQL,
  standing: RuleStandingSql,
  startRating: number,
): SQL<string[]> {
  const r = playerRuleRecords;
  const o = playerOpponents;
  const rule = (field: string) => sql`(t.rule ->> ${sql.raw(`'${field}'`)})`;
  const played = sql`'{"id":' || t.rule_id::text || ',"ruleTitle":' || ${jsonText(rule('ruleTitle'))} || ',"majorCategory":' || ${jsonText(rule('majorCategory'))} || ',"minorCategory":' || ${jsonText(rule('minorCategory'))} || ',"ruleDescription":' || ${jsonText(oneParagraphSql(rule('ruleGoal')))} || '}'`;
  const st = (field: string) => sql`(t.standing ->> ${sql.raw(`'${field}'`)})`;
  const topCard = sql`'{"ruleId":' || t.rule_id::text || ',"ruleTitle":' || ${jsonText(rule('ruleTitle'))} || ',"minorCategory":' || ${jsonText(rule('minorCategory'))} || ',"rating":' || coalesce(${roundText(sql`${st('rating')}::float8`)}, ${sql.raw(`'${startRating}'`)}) || ',"playCount":' || t.games::text || ',"myRank":' || coalesce(${st('myRank')}, '1') || ',"totalPlayers":' || coalesce(${st('totalPlayers')}, '1') || '}'`;
  const recent = sql`'{"gameId":' || g.id::text || ',"result":' || case when g.winner_idx = 0 then '"draw"' when g.winner_idx = g.side then '"win"' else '"loss"' end || ',"myScore":' || (case when g.side = 1 then g.user1_set_count else g.user2_set_count end)::text || ',"opponentScore":' || (case when g.side = 1 then g.user2_set_count else g.user1_set_count end)::text || ',"opponentNickname":' || ${jsonText(sql`case when g.opponent is null or g.opponent ->> 'deletedAt' is not null then ${DELETED_USER_NICKNAME}::text else coalesce(g.opponent ->> 'nickname', '') end`)} || ',"ruleTitle":' || ${jsonText(sql`coalesce(g.rule_title, '')`)} || ',"startPhotoUrl":' || ${fileUrlJsonText(sql`g.start_photo_key`)} || ',"playedAt":"' || ${isoText(sql`g.completed_at`)} || '"}'`;
  const recentRows = recentGameRowsSql(playerId, limit, visible);
  // WARNING: 'offset 0' keeps each top rule's standing (`t.standing`) one row: flattened, its rank
  // counts ran once per field of the card that reads it (five times).
  return sql<
    string[]
  >`(with t as (select ${r.ruleId} as rule_id, ${ruleVersionSummarySql(r.ruleId, sql`max(${r.ruleVersion})`)} as rule,
        coalesce(sum(${r.wins} + ${r.draws} + ${r.losses}), 0)::int as games,
        coalesce(sum(${r.wins}), 0)::int as wins,
        coalesce(sum(${r.draws}), 0)::int as draws,
        coalesce(sum(${r.seconds}), 0)::float8 as seconds,
        max(${r.lastPlayedAt}) as last_played_at,
        grouping(${r.ruleId}) = 1 as overall,
        row_number() over (order by grouping(${r.ruleId}), sum(${r.wins} + ${r.draws} + ${r.losses}) desc,
          date_trunc('milliseconds', max(${r.lastPlayedAt})) desc, ${r.ruleId}) as place
      from ${r} where ${r.userId} = ${playerId}
      group by grouping sets ((${r.ruleId}), ()))
    select case when not exists (select 1 from t where not t.overall) then null else array[
      (select '"wins":' || t.wins::text || ',"draws":' || t.draws::text || ',"losses":' || (t.games - t.wins - t.draws)::text || ',"winRate":' || case when t.games = 0 then '0' else ${roundText(sql`(t.wins::float8 / t.games) * 100`)} end from t where t.overall),
      '"playedRules":[' || coalesce((select string_agg(${played}, ',' order by date_trunc('milliseconds', t.last_played_at) desc, t.rule_id) from t where not t.overall and t.rule is not null), '')
        || '],"recentGames":[' || coalesce((select string_agg(${recent}, ',' order by g.completed_at desc, g.id desc) from (${recentRows}) as g), '')
        || '],"top3Rules":[' || coalesce((select string_agg(${topCard}, ',' order by t.place) from (select t.*, ${standing(playerId, sql`t.rule_id`)} as standing from t where not t.overall and t.place <= 3 and t.rule is not null offset 0) as t), '') || ']',
      (select floor(t.seconds / 60)::bigint::text from t where t.overall),
      (select count(*)::int::text from ${o} where ${o.userId} = ${playerId})
    ] end)`;
}

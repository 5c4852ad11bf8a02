import { and, desc, eq, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { matchResults, playerRuleRecords } from '../../db/schema/index.ts';
import { playedGamesOfPlayerSql, playedGamesSubquery } from '../games/index.ts';
import { ruleVersionSummarySql, type RuleVersionSummaryJson } from '../rules/index.ts';
import { userCardSql } from '../users/index.ts';

/*
 * Records (issue 19 item 7): what a player's stored results add up to. Every statement reads the
 * games feature's played games (its subquery: COMPLETED with an opponent) joined with this
 * feature's results, and leaves abandoned matches out — they count in no record (issue 18). A
 * match finished early (FINISH before the deciding set) counts with its winner: only ratings
 * skip it. `winner_id` is the player's id (an anonymised account keeps its row), `winner_idx` 0 a
 * draw.
 */

const countOf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The player's counted games per rule (wins, draws, games, seconds from kick-off to the end, the
 * rule at the newest version the player met) and, in the one row whose `ruleId` is null, the
 * totals with the number of different opponents: one statement (grouping sets) for the profile.
 */
export async function listRuleTotals(db: Db, playerId: number) {
  const played = playedGamesSubquery(db);
  // Versions only grow: the newest one the player met is what their rule list shows.
  const newestVersion = sql`max(${played.ruleVersion})`;
  return db
    .select({
      ruleId: played.ruleId,
      rule: ruleVersionSummarySql(played.ruleId, newestVersion),
      games: sql<number>`count(*)`.mapWith(Number),
      wins: countOf(sql`${matchResults.winnerId} = ${playerId}`),
      draws: countOf(sql`${matchResults.winnerIdx} = 0`),
      opponents:
        sql<number>`count(distinct case when ${played.ownerId} = ${playerId} then ${played.opponentId} else ${played.ownerId} end)`.mapWith(
          Number,
        ),
      seconds:
        sql<number>`coalesce(sum(greatest(extract(epoch from ${matchResults.completedAt} - ${played.startedAt}), 0)), 0)::float8`.mapWith(
          Number,
        ),
      lastPlayedAt: sql<Date>`max(${matchResults.completedAt})`.mapWith(matchResults.completedAt),
    })
    .from(played)
    .innerJoin(matchResults, eq(matchResults.gameId, played.id))
    .where(
      and(or(eq(played.ownerId, playerId), eq(played.opponentId, playerId)), not(matchResults.abandoned)),
    )
    .groupBy(sql`grouping sets ((${played.ruleId}), ())`);
}

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
}

/**
 * `listRuleTotals` as one JSON column of another feature's statement (the profile's, issue 17: it
 * was a round trip beside it): the player's counted games per rule and, in the row whose `ruleId`
 * is null, the totals.
 */
export function ruleTotalsSql(playerId: SQLWrapper): SQL<RuleTotalJson[]> {
  const played = playedGamesOfPlayerSql(playerId);
  return sql<
    RuleTotalJson[]
  >`(select coalesce(json_agg(json_build_object('ruleId', t.rule_id, 'rule', t.rule, 'games', t.games, 'wins', t.wins, 'draws', t.draws, 'opponents', t.opponents, 'seconds', t.seconds, 'lastPlayedAt', t.last_played_at)), '[]'::json)
    from (select p.rule_id, ${ruleVersionSummarySql(sql`p.rule_id`, sql`max(p.rule_version)`)} as rule, count(*) as games,
        count(*) filter (where mr.winner_id = ${playerId}) as wins,
        count(*) filter (where mr.winner_idx = 0) as draws,
        count(distinct case when p.owner_id = ${playerId} then p.opponent_id else p.owner_id end) as opponents,
        coalesce(sum(greatest(extract(epoch from mr.completed_at - p.started_at), 0)), 0)::float8 as seconds,
        max(mr.completed_at) as last_played_at
      from ${played} as p join ${matchResults} as mr on mr.game_id = p.id
      where not mr.abandoned
      group by grouping sets ((p.rule_id), ())) as t)`;
}

import { GLICKO2_DEFAULTS } from '@hanpan/core';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { games } from '../../../db/schema/index.ts';

/*
 * What game cards show of their players besides the card (issue 19), as fragments of the page
 * statement (issue 17: the lookups beside the page cost one round trip each, 5–6 per page). The
 * features that own the numbers build them (match: records, ratings: ratings and champions,
 * reviews: manner scores) and app.ts hands them to games as one object (`cardStatsSql`), since
 * games sits below all three.
 */

/** A player's counted games in one rule, as the match feature's fragment answers (JSON). */
export interface RuleRecordCountsJson {
  wins: number;
  draws: number;
  losses: number;
}

/** The manner reviews a player received, as the reviews feature's fragment answers (JSON). */
export interface MannerTotalsJson {
  sum: number;
  count: number;
}

/**
 * The fragments, each a scalar subquery over its owner's tables for one row of the caller's
 * statement (arguments are columns of that statement).
 */
export interface CardStatsSql {
  /** `RuleRecordCountsJson` of the player's counted games in the rule (match). */
  record(playerId: SQLWrapper, ruleId: SQLWrapper): SQL<RuleRecordCountsJson>;
  /** The player's rating in the rule as cards show it (a whole number), null unrated (ratings). */
  rating(playerId: SQLWrapper, ruleId: SQLWrapper): SQL<number | null>;
  /** `MannerTotalsJson` of the reviews the player received (reviews). */
  manner(userId: SQLWrapper): SQL<MannerTotalsJson>;
  /** The champion of the rule in the district, null for none or no district (ratings). */
  champion(ruleId: SQLWrapper, region: SQLWrapper): SQL<number | null>;
}

/** Without the owners (a games feature built alone): no record, rating, manner or champion. */
export const noCardStatsSql: CardStatsSql = {
  record: () => sql`null`,
  rating: () => sql`null`,
  manner: () => sql`null`,
  champion: () => sql`null`,
};

/** A player's record and rating in a rule, as `ruleRecordSql` answers them. */
export interface RuleRecordJson {
  record: RuleRecordCountsJson | null;
  rating: number | null;
}

/** The player's record in the rule with their rating in it (one JSON value for a card). */
export function ruleRecordSql(
  stats: CardStatsSql,
  playerId: SQLWrapper,
  ruleId: SQLWrapper,
): SQL<RuleRecordJson> {
  return sql<RuleRecordJson>`json_build_object('record', ${stats.record(playerId, ruleId)}, 'rating', ${stats.rating(playerId, ruleId)})`;
}

/**
 * The COMPLETED games with an opponent `playerId` played, as a derived table for another feature's
 * fragment (the match feature's latest games on the profile, issue 17): columns id, owner_id,
 * opponent_id, rule_id, rule_version, started_at, start_photo_key. The owner and opponent indexes
 * serve it.
 */
export function playedGamesOfPlayerSql(playerId: SQLWrapper): SQL {
  return sql`(select pg.id, pg.owner_id, pg.opponent_id, pg.rule_id, pg.rule_version, pg.started_at, pg.start_photo_key from ${games} as pg where pg.status = 'COMPLETED' and pg.opponent_id is not null and (pg.owner_id = ${playerId} or pg.opponent_id = ${playerId}))`;
}

/**
 * `ruleRecordOf`'s card figures (`RuleStatisticsSchema`: wins, draws, losses, ruleRating) of the
 * player in the rule as JSON text, in the bytes the presenter and the compiled serializer wrote:
 * zeros without a record, the starting rating unrated (decision 024). For a list statement that
 * writes its page as text (issue 17). WARNING: `offset 0` keeps the derived row a row: flattened, the
 * planner ran the record's lookup once per use (three times a card).
 */
export function ruleStatisticsJsonTextSql(
  stats: CardStatsSql,
  playerId: SQLWrapper,
  ruleId: SQLWrapper,
): SQL<string> {
  const count = (key: string) => sql.raw(`coalesce(rs.record->>'${key}', '0')`);
  return sql<string>`(select '{"wins":' || ${count('wins')} || ',"draws":' || ${count('draws')} || ',"losses":' || ${count('losses')} || ',"ruleRating":' || coalesce(rs.rating::text, '${sql.raw(String(GLICKO2_DEFAULTS.rating))}') || '}' from (select (${stats.record(playerId, ruleId)})::json as record, (${stats.rating(playerId, ruleId)})::integer as rating offset 0) as rs)`;
}

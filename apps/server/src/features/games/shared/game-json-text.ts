import { DEFAULT_MANNER_SCORE } from '@hanpan/core';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { JS_SPACES, jsonText } from '../../../db/json-text.ts';
import type { CardStatsSql } from './card-stats.queries.ts';

/*
 * Pieces of the game cards as JSON text, for the list statements that write their pages as text
 * (issue 17), each in the bytes the cards' presenters (game-cards.presenter.ts, my-games.presenter.ts)
 * and the compiled serializer wrote.
 */

/**
 * `matchLocationOf` as a JSON value: the road and the detail that are not blank (JavaScript's
 * trim), one space apart; null without a road.
 */
export function matchLocationJsonTextSql(game: {
  placeRoad: SQLWrapper;
  placeDetail: SQLWrapper;
}): SQL<string> {
  const part = (column: SQLWrapper) =>
    sql`case when btrim(${column}, ${JS_SPACES}::text) <> '' then ${column} end`;
  return sql<string>`case when ${game.placeRoad} is null then 'null' else to_json(concat_ws(' ', ${part(game.placeRoad)}, ${part(game.placeDetail)}))::text end`;
}

/** The management cards' four place members, `"matchLocation":…,"placeRoad":…,"placeDetail":…,"region":…`. */
export function placeJsonTextSql(game: {
  placeRoad: SQLWrapper;
  placeDetail: SQLWrapper;
  region: SQLWrapper;
}): SQL<string> {
  return sql<string>`'"matchLocation":' || ${matchLocationJsonTextSql(game)} || ',"placeRoad":' || ${jsonText(game.placeRoad)} || ',"placeDetail":' || ${jsonText(game.placeDetail)} || ',"region":' || ${jsonText(game.region)}`;
}

/**
 * The owner's figures on a management card (`OwnerStatisticsSchema`): their record in the rule
 * (zeros without one) and their manner score, `mannerScoreOf` (`Math.round(sum / count * 10) / 10`,
 * i.e. floor(x + 0.5) for these positive scores; a double's text is the shortest that reads back,
 * as JavaScript writes it), 4.5 before any review. `offset 0` as in `ruleStatisticsJsonTextSql`:
 * each lookup once.
 */
export function ownerStatisticsJsonTextSql(
  stats: CardStatsSql,
  ownerId: SQLWrapper,
  ruleId: SQLWrapper,
): SQL<string> {
  const count = (key: string) => sql.raw(`coalesce(os.record->>'${key}', '0')`);
  const manner = sql`case when (os.manner->>'count')::float8 > 0 then (floor((os.manner->>'sum')::float8 / (os.manner->>'count')::float8 * 10 + 0.5) / 10)::text else '${sql.raw(String(DEFAULT_MANNER_SCORE))}' end`;
  return sql<string>`(select '{"wins":' || ${count('wins')} || ',"draws":' || ${count('draws')} || ',"losses":' || ${count('losses')} || ',"manner":' || ${manner} || '}' from (select (${stats.record(ownerId, ruleId)})::json as record, (${stats.manner(ownerId)})::json as manner offset 0) as os)`;
}

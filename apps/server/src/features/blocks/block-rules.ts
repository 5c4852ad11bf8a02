import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import * as queries from './blocks.queries.ts';

/*
 * The one way a feature honours blocks (CONVENTIONS.md "Blocks", decision 015). A blocked pair
 * does not see each other and cannot act on each other, whoever blocked whom:
 * - lists, searches and feeds add `notBlockedWith(viewerId, otherUserIdColumn)` to their query;
 * - a direct action on another player (request, DM, apply, comment on their game…) first calls
 *   `assertNotBlocked(db, actorId, otherId)`;
 * - a direct GET of another player's thing answers 404 when they blocked the viewer
 *   (`blockBetween(...).byOther`), as if it did not exist.
 */

/**
 * WHERE fragment for a feature's own list query: leaves out rows whose player (`otherUserIdColumn`,
 * a column or SQL expression of that query) blocked the viewer or was blocked by them. The viewer
 * may be a `sql.placeholder(...)`, so a prepared list keeps the fragment.
 */
export function notBlockedWith(viewerId: number | Placeholder, otherUserIdColumn: SQLWrapper): SQL {
  return queries.noBlockBetween(viewerId, otherUserIdColumn);
}

/**
 * `notBlockedWith` for a query that walks many players (a search over all of them): the same rows
 * left out, the viewer's blocks read once instead of once per player (blocks.queries.ts).
 */
export function notBlockedAmong(viewerId: number | Placeholder, otherUserIdColumn: SQLWrapper): SQL {
  return queries.noBlockAmong(viewerId, otherUserIdColumn);
}

/**
 * The ids of everyone the viewer blocked or was blocked by, as an array expression: for a statement
 * that filters many branches on blocks (the feed's page) to read once, in a CTE, and test with
 * `notBlockedIn` — a membership test on the row instead of an anti join per branch.
 */
export function blockRelatedIdsSql(viewerId: number | Placeholder): SQL<number[]> {
  return queries.blockRelatedIdsSql(viewerId);
}

/**
 * `notBlockedWith` against the viewer's `blockRelatedIdsSql`, read once by the caller's statement:
 * the same rows left out. A null player (a game without an opponent) is no block.
 */
export function notBlockedIn(blockRelatedIds: SQLWrapper, otherUserIdColumn: SQLWrapper): SQL {
  return queries.notAmongIdsSql(blockRelatedIds, otherUserIdColumn);
}

/**
 * Refuses a direct action between two players with a block between them: 404 user_not_found when
 * the other player blocked the actor (they look absent: a block is never disclosed to the blocked),
 * 403 user_blocked when the actor blocked them (the actor knows, and can lift it in settings).
 */
export async function assertNotBlocked(db: Db, actorId: number, otherId: number): Promise<void> {
  if (actorId === otherId) return;
  const { byViewer, byOther } = await queries.findBlockDirections(db, actorId, otherId);
  if (byOther) throw new AppError('user_not_found');
  if (byViewer) throw new AppError('user_blocked');
}

/** Which way a block runs: `byViewer` = the viewer blocked them, `byOther` = they blocked the viewer. */
export function blockBetween(db: Db, viewerId: number, otherId: number) {
  return queries.findBlockDirections(db, viewerId, otherId);
}

import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { completedGamePlayedBySql } from '../games/index.ts';
import type { Db } from '../../db/db.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import {
  matchEvents,
  matchResults,
  matchStates,
  type MatchEventRow,
  type StoredSetResult,
} from '../../db/schema/index.ts';

export type NewMatchEvent = typeof matchEvents.$inferInsert;
export type NewMatchResult = typeof matchResults.$inferInsert;

/** The match row of a game, read without a lock (reads that resynchronise). */
export async function findMatchState(db: Db, gameId: number) {
  const [row] = await db.select().from(matchStates).where(eq(matchStates.gameId, gameId)).limit(1);
  return row;
}

/**
 * The match row, locked until the transaction ends: every write to a match goes through here, so
 * events of one game are judged one after another and `seq` stays contiguous (WARNING: keep the
 * lock; a conditional update alone would let two instances judge on the same old state).
 */
export async function lockMatchState(db: Db, gameId: number) {
  const [row] = await db
    .select()
    .from(matchStates)
    .where(eq(matchStates.gameId, gameId))
    .limit(1)
    .for('update');
  return row;
}

/** The match begins (kick-off); nothing when it already has a row. */
export async function insertMatchState(
  db: Db,
  row: { gameId: number; state: unknown; lastEventAt: Date; dueAt: Date | null },
): Promise<void> {
  await db
    .insert(matchStates)
    .values({ ...row, seq: 0 })
    .onConflictDoNothing({ target: matchStates.gameId });
}

export async function updateMatchState(
  db: Db,
  gameId: number,
  change: { seq: number; state: unknown; lastEventAt: Date; dueAt: Date | null },
): Promise<void> {
  await db.update(matchStates).set(change).where(eq(matchStates.gameId, gameId));
}

/** Games whose next deadline (a time-up, abandonment) has passed, soonest first. */
export async function listDueMatches(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: matchStates.gameId })
    .from(matchStates)
    .where(and(isNotNull(matchStates.dueAt), lte(matchStates.dueAt, now)))
    .orderBy(asc(matchStates.dueAt))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

/** The soonest deadline of any match, for this instance's timer. */
export async function findSoonestDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: matchStates.dueAt })
    .from(matchStates)
    .where(isNotNull(matchStates.dueAt))
    .orderBy(asc(matchStates.dueAt))
    .limit(1);
  return row?.dueAt ?? null;
}

/** The stored entry a `clientEventId` produced in this game, if any (a resent event). */
export async function findEventByClientId(db: Db, gameId: number, clientEventId: string) {
  const [row] = await db
    .select({ seq: matchEvents.seq })
    .from(matchEvents)
    .where(and(eq(matchEvents.gameId, gameId), eq(matchEvents.clientEventId, clientEventId)))
    .limit(1);
  return row;
}

/**
 * One step of a match in one statement (a data-modifying CTE, one round trip): the new entries and
 * the match row. An entry whose `clientEventId` this game already stored (the unique
 * `match_events_client_event_key`) is not inserted, and then the row is not updated either:
 * answers false, and the caller rolls the transaction back (a resent event, never applied twice).
 */
export async function writeEventsAndState(
  db: Db,
  gameId: number,
  rows: NewMatchEvent[],
  change: { seq: number; state: unknown; lastEventAt: Date; dueAt: Date | null },
): Promise<boolean> {
  if (rows.length === 0) {
    await updateMatchState(db, gameId, change);
    return true;
  }
  const inserted = db.$with('inserted').as(
    db
      .insert(matchEvents)
      .values(rows)
      .onConflictDoNothing({
        target: [matchEvents.gameId, matchEvents.clientEventId],
        where: sql`${matchEvents.clientEventId} is not null`,
      })
      .returning({ seq: matchEvents.seq }),
  );
  const updated = await db
    .with(inserted)
    .update(matchStates)
    .set(change)
    .where(and(eq(matchStates.gameId, gameId), sql`(select count(*) from ${inserted}) = ${rows.length}`))
    .returning({ gameId: matchStates.gameId });
  return updated.length > 0;
}

/** The log in order, after `afterSeq`, at most `limit` entries. */
export async function listEvents(
  db: Db,
  gameId: number,
  afterSeq: number,
  limit: number,
): Promise<MatchEventRow[]> {
  return db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.gameId, gameId), gt(matchEvents.seq, afterSeq)))
    .orderBy(asc(matchEvents.seq))
    .limit(limit);
}

export async function insertResult(db: Db, row: NewMatchResult): Promise<void> {
  await db.insert(matchResults).values(row);
}

export async function findResult(db: Db, gameId: number) {
  const [row] = await db.select().from(matchResults).where(eq(matchResults.gameId, gameId)).limit(1);
  return row;
}

/** A stored result as `resultJsonSql` answers it (timestamps as JSON text). */
export interface MatchResultJson {
  winnerId: number | null;
  user1SetCount: number;
  user2SetCount: number;
  setResults: StoredSetResult[];
  completedAt: string;
}

/**
 * The result of the game in `gameId` (a column of the caller's own query) as one JSON value, null
 * without one: the feed's page brings its posts' results in its one statement (issue 20).
 */
export function resultJsonSql(gameId: SQLWrapper): SQL<MatchResultJson | null> {
  const r = matchResults;
  return sql<MatchResultJson | null>`(select json_build_object('winnerId', ${r.winnerId}, 'user1SetCount', ${r.user1SetCount}, 'user2SetCount', ${r.user2SetCount}, 'setResults', ${r.setResults}, 'completedAt', ${r.completedAt}) from ${r} where ${r.gameId} = ${gameId})`;
}

/** The game has a stored result that counts (not abandoned): a finished match to like (decision 029). */
export function countedResultSql(gameId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${matchResults} where ${matchResults.gameId} = ${gameId} and not ${matchResults.abandoned})`;
}

/** Every stored result in completion order (ratings' backfill over results stored before it ran). */
export async function listResults(db: Db) {
  return db.select().from(matchResults).orderBy(asc(matchResults.completedAt), asc(matchResults.gameId));
}

export type { StoredSetResult };

/**
 * Games `userId` played that ended with a result (not abandoned) at `since` or later, newest
 * first, at most `limit` (the review prompt's candidates, issue 19 item 2).
 */
export async function listRecentResultGameIds(
  db: Db,
  userId: number,
  since: Date,
  limit: number,
): Promise<number[]> {
  const rows = await recentResultGameIds(db).execute({ userId, since, limit });
  return rows.map((row) => row.gameId);
}

// Prepared: the active-game poll reads it on every request it makes (every phone, every 5 s).
const recentResultGameIds = preparedQuery((db) =>
  db
    .select({ gameId: matchResults.gameId })
    .from(matchResults)
    .where(
      and(
        gte(matchResults.completedAt, sql.placeholder('since')),
        eq(matchResults.abandoned, false),
        completedGamePlayedBySql(sql.placeholder('userId'), matchResults.gameId),
      ),
    )
    .orderBy(desc(matchResults.completedAt), desc(matchResults.gameId))
    .limit(sql.placeholder('limit'))
    .prepare('match_recent_result_game_ids'),
);

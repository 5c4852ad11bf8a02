import { and, eq, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { games } from '../../../db/schema/index.ts';

/**
 * What live play (the match feature, issue 18) reads and writes of `games`, through games'
 * index.ts: the game behind a room, the caller's game under way, and IN_PROGRESS → COMPLETED.
 */

/** The game whose chat room is `roomId` (the live match's topic), deleted or not. */
export async function findGameByRoom(db: Db, roomId: number) {
  const [row] = await db.select().from(games).where(eq(games.chatRoomId, roomId)).limit(1);
  return row;
}

const inProgressOf = (userId: number | Placeholder) =>
  and(
    eq(games.status, 'IN_PROGRESS'),
    isNull(games.deletedAt),
    or(eq(games.ownerId, userId), eq(games.opponentId, userId)),
  );

/** The game `userId` plays right now (IN_PROGRESS), if any (one at a time: issue 18 item 2). */
export async function findGameInProgressOf(db: Db, userId: number) {
  const [row] = await db.select().from(games).where(inProgressOf(userId)).limit(1);
  return row;
}

const gameInProgress = preparedQuery((db) =>
  db
    .select()
    .from(games)
    .where(inProgressOf(sql.placeholder('userId')))
    .limit(1)
    .prepare('games_in_progress_of'),
);

/**
 * `findGameInProgressOf` as one prepared statement, for the database handle only (not inside a
 * transaction): the active-game poll every signed-in phone sends every 5 s.
 */
export async function readGameInProgressOf(db: Db, userId: number) {
  const [row] = await gameInProgress(db).execute({ userId });
  return row;
}

/** IN_PROGRESS → COMPLETED, once: false when the game was not (or no longer) in progress. */
export async function markGameCompleted(db: Db, gameId: number): Promise<boolean> {
  const rows = await db
    .update(games)
    .set({ status: 'COMPLETED' })
    .where(and(eq(games.id, gameId), eq(games.status, 'IN_PROGRESS')))
    .returning({ id: games.id });
  return rows.length > 0;
}

import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { gameApplications, games } from '../../../db/schema/index.ts';

/** The place of a game that has not started; undefined when it is not (or no longer) settable. */
export async function updateGamePlace(
  db: Db,
  gameId: number,
  ownerId: number,
  place: { placeRoad: string; placeDetail: string; province: string; region: string },
) {
  const [row] = await db
    .update(games)
    .set(place)
    .where(
      and(eq(games.id, gameId), eq(games.ownerId, ownerId), inArray(games.status, ['MATCHING', 'SCHEDULED'])),
    )
    .returning();
  return row;
}

/**
 * SCHEDULED → IN_PROGRESS, exactly once: a conditional UPDATE. Two racing starts both reach it;
 * the second waits for the first's row lock, re-reads the row (now IN_PROGRESS) and updates
 * nothing. Undefined = not started by this call.
 */
export async function markGameStarted(
  db: Db,
  gameId: number,
  ownerId: number,
  start: { startPhotoKey: string; chatRoomId: number },
) {
  const [row] = await db
    .update(games)
    .set({ status: 'IN_PROGRESS', startedAt: sql`now()`, ...start })
    .where(
      and(
        eq(games.id, gameId),
        eq(games.ownerId, ownerId),
        eq(games.status, 'SCHEDULED'),
        isNotNull(games.opponentId),
        isNotNull(games.placeRoad),
      ),
    )
    .returning();
  return row;
}

/** For the 'game' room kind: is `userId` one of the two players of the game whose room this is? */
export async function isGameRoomPlayer(db: Db, roomId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.chatRoomId, roomId), or(eq(games.ownerId, userId), eq(games.opponentId, userId))))
    .limit(1);
  return row !== undefined;
}

/** Whether `applicantId` has an application (any status) to the game. */
export async function hasApplied(db: Db, gameId: number, applicantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gameApplications.id })
    .from(gameApplications)
    .where(
      and(
        eq(gameApplications.gameId, gameId),
        eq(gameApplications.applicantId, applicantId),
        inArray(gameApplications.status, ['REQUESTED', 'APPROVED']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises starts that share a player (issue 18 item 2): transaction advisory locks on each
 * player, taken in id order so two starts never wait on each other crosswise. Held until commit.
 */
export async function lockPlayersForStart(db: Db, playerIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(playerIds)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live-game-player:${id}`}, 0))`);
  }
}

/** Whether any of `playerIds` plays a game IN_PROGRESS right now (other than `exceptGameId`). */
export async function hasGameInProgress(
  db: Db,
  playerIds: readonly number[],
  exceptGameId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.status, 'IN_PROGRESS'),
        ne(games.id, exceptGameId),
        or(inArray(games.ownerId, [...playerIds]), inArray(games.opponentId, [...playerIds])),
      ),
    )
    .limit(1);
  return row !== undefined;
}

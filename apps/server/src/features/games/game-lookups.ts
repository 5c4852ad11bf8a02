import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { games } from '../../db/schema/index.ts';

/*
 * Read-only lookups other features need about a game (comments, play-with-me-too). Kept apart from
 * games.queries.ts so those features depend on a small, stable surface.
 */

export interface GameForComments {
  id: number;
  ownerId: number;
  opponentId: number | null;
  isFriendGame: boolean;
  invitedFriendId: number | null;
  status: (typeof games.$inferSelect)['status'];
}

/** Who may see a game's comments: its players; a friend game only them and the invitee. */
export async function findGameForComments(db: Db, gameId: number): Promise<GameForComments | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      isFriendGame: games.isFriendGame,
      invitedFriendId: games.invitedFriendId,
      status: games.status,
    })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return row;
}

/** A private game (friend or accepted challenge) is for its two players only. */
export function isGameOpenTo(game: GameForComments, userId: number): boolean {
  if (!game.isFriendGame) return true;
  return userId === game.ownerId || userId === game.opponentId || userId === game.invitedFriendId;
}

/** The statuses of `ids` (missing ids are left out), one query. */
export async function findGameStatuses(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, status: games.status })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.status]));
}

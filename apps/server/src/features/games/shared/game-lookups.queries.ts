import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { games } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { blockBetween } from '../../blocks/index.ts';
import { isVisibleTo, viewerOf } from '../../reports/index.ts';

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

/**
 * A game that still exists for players: a deleted one (status CANCELED with deleted_at) answers
 * undefined, like a missing id; its thread, reports and links are gone with it.
 */
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
    .where(and(eq(games.id, gameId), isNull(games.deletedAt)))
    .limit(1);
  return row;
}

/** A private game (friend or accepted challenge) is for its two players only. */
export function isGameOpenTo(game: GameForComments, userId: number): boolean {
  if (!game.isFriendGame) return true;
  return userId === game.ownerId || userId === game.opponentId || userId === game.invitedFriendId;
}

/** Why a game is not shown: it looks missing (deleted, private to others, a block), or staff hid it. */
export type GameRefusal = 'missing' | 'hidden';

/**
 * WARNING: the one answer to "may this player see this game (its comments, a report of it)": it
 * exists and is not deleted, a private game is theirs, no block either way with its owner, and
 * staff did not hide it (its owner and admins still see a hidden one).
 */
export async function findGameVisibleTo(
  db: Db,
  viewer: Pick<AuthUser, 'userId' | 'role'>,
  gameId: number,
): Promise<{ game: GameForComments; refusal: null } | { game: null; refusal: GameRefusal }> {
  const game = await findGameForComments(db, gameId);
  if (!game || !isGameOpenTo(game, viewer.userId)) return { game: null, refusal: 'missing' };
  if (game.ownerId !== viewer.userId) {
    const block = await blockBetween(db, viewer.userId, game.ownerId);
    if (block.byOther || block.byViewer) return { game: null, refusal: 'missing' };
  }
  if (!(await isVisibleTo(db, 'GAME', game.id, game.ownerId, viewerOf(viewer))))
    return { game: null, refusal: 'hidden' };
  return { game, refusal: null };
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

import type { Db } from '../../../db/db.ts';
import type { AuthUser } from '../../../http/request-auth.ts';
import { blockBetween } from '../../blocks/index.ts';
import { isVisibleTo, viewerOf } from '../../reports/index.ts';
import { findGameForComments, type GameForComments } from './game-lookups.queries.ts';

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

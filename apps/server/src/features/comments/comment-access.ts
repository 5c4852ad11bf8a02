import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { blockBetween } from '../blocks/index.ts';
import { findGameVisibleTo, type GameForComments } from '../games/index.ts';
import { assertVisible, viewerOf } from '../reports/index.ts';
import * as queries from './comments.queries.ts';

/*
 * Who may reach a game's thread and a comment in it: every comment call and the COMMENT report
 * kind ask here, so a comment a player cannot open can neither be answered, liked nor reported.
 */

/** Spec wording for a game the caller cannot reach (issue 11 §5: '존재하지 않는 경기예요'). */
const gameNotFound = () => new AppError('not_found', '존재하지 않는 경기예요.');

/**
 * The game as the caller may see it (games' findGameVisibleTo): a deleted, private-to-others or
 * blocked game answers 404 '존재하지 않는 경기예요.', one staff hid 404 content_hidden.
 */
export async function reachableGame(db: Db, actor: AuthUser, gameId: number): Promise<GameForComments> {
  const found = await findGameVisibleTo(db, actor, gameId);
  if (found.game === null) throw found.refusal === 'hidden' ? new AppError('content_hidden') : gameNotFound();
  return found.game;
}

/** A live comment the caller may act on (exists, not deleted, its game reachable, not hidden, no block). */
export async function reachableComment(db: Db, actor: AuthUser, commentId: number) {
  const comment = await queries.findComment(db, commentId);
  if (!comment || comment.deletedAt) throw new AppError('comment_not_found');
  await reachableGame(db, actor, comment.gameId);
  await assertVisible(db, 'COMMENT', comment.id, comment.authorId, viewerOf(actor));
  if (comment.authorId !== actor.userId) {
    const block = await blockBetween(db, actor.userId, comment.authorId);
    if (block.byOther || block.byViewer) throw new AppError('comment_not_found');
  }
  return comment;
}

/** The COMMENT report kind's visibility: whatever reachableComment refuses is not visible. */
export async function isCommentVisibleTo(db: Db, viewer: AuthUser, commentId: number): Promise<boolean> {
  try {
    await reachableComment(db, viewer, commentId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

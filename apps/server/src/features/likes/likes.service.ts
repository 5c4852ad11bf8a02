import { InstantIdCursorSchema, RECENT_LIKERS_SHOWN, type ListQuery } from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { blockBetween } from '../blocks/index.ts';
import { findGame, findGameVisibleTo, findPublicCompletedGame } from '../games/index.ts';
import { countedResultSql, findMatchResult } from '../match/index.ts';
import { assertVisible, viewerOf } from '../reports/index.ts';
import { findUserCards } from '../users/index.ts';
import * as queries from './likes.queries.ts';

const LikerCursorSchema = InstantIdCursorSchema;

type Actor = Pick<AuthUser, 'userId' | 'role'>;

/**
 * The game the caller may like (decision 029). A completed match is public: 404 (as if missing)
 * when it does not exist, when the caller and either player block each other, or when a player's
 * account is gone; 404 content_hidden when staff hid it (its owner and admins still reach it).
 * A game the caller may see that is not a completed match with a result answers 409; one they may
 * not see (a friend game of others…) answers the 404 of games' own rule.
 */
export async function likeableGame(db: Db, actor: Actor, gameId: number) {
  // The common case in one statement (issue 17: each check was a round trip); only a refusal
  // walks the checks below to answer its own error.
  const viewer = viewerOf(actor)!;
  const likeable = await findPublicCompletedGame(db, { gameId, viewer, countedResult: countedResultSql });
  if (likeable) return likeable;
  const game = await findGame(db, gameId);
  if (!game) throw new AppError('game_not_found');
  if (game.status !== 'COMPLETED') {
    const seen = await findGameVisibleTo(db, actor, game.id);
    if (seen.game === null)
      throw new AppError(seen.refusal === 'hidden' ? 'content_hidden' : 'game_not_found');
    throw new AppError('like_not_open');
  }
  const players = game.opponentId === null ? [game.ownerId] : [game.ownerId, game.opponentId];
  for (const playerId of players) {
    if (playerId === actor.userId) continue;
    const block = await blockBetween(db, actor.userId, playerId);
    if (block.byOther || block.byViewer) throw new AppError('game_not_found');
  }
  const cards = await findUserCards(db, players);
  if (cards.length !== players.length || cards.some((card) => card.deletedAt !== null))
    throw new AppError('game_not_found');
  await assertVisible(db, 'GAME', game.id, game.ownerId, viewerOf(actor));
  const result = await findMatchResult(db, game.id);
  if (!result) throw new AppError('like_not_open');
  if (result.abandoned) throw new AppError('like_game_abandoned');
  return game;
}

export type LikesService = ReturnType<typeof createLikesService>;

export function createLikesService({ db }: { db: Db }) {
  /** Likers of a page, deleted accounts left out (forgetUser removes their likes; a race may not). */
  async function likersPage(
    actor: Actor,
    gameId: number,
    after: queries.LikerPosition | null,
    limit: number,
  ) {
    return queries.listLikers(db, { gameId, viewerId: actor.userId, after, limit });
  }

  /** GET /api/games/{id}/like: the caller's like, the count and the newest likers they may see. */
  async function likeStatus(actor: Actor, gameId: number) {
    const game = await likeableGame(db, actor, gameId);
    const [state, recent] = await Promise.all([
      queries.likeStateOf(db, game.id, actor.userId),
      likersPage(actor, game.id, null, RECENT_LIKERS_SHOWN + 1),
    ]);
    const likers = recent
      .filter((row) => row.card && row.card.deletedAt === null)
      .slice(0, RECENT_LIKERS_SHOWN);
    return { ...state, recentLikers: likers };
  }

  /** POST /api/games/{id}/like: toggles the caller's like (decision 029). */
  async function toggleLike(actor: Actor, gameId: number) {
    const game = await likeableGame(db, actor, gameId);
    return queries.toggleLike(db, game.id, actor.userId);
  }

  /**
   * GET /api/games/{id}/like/users: a page of likers newest first, as JSON text
   * (`findLikeableLikersPage`) or, after a refusal that no longer holds, as size + 1 rows for sendPage.
   */
  async function listLikers(actor: Actor, gameId: number, query: ListQuery) {
    let after: queries.LikerPosition | null;
    try {
      after = decodeCursor(query.cursor, LikerCursorSchema);
    } catch (error) {
      // The game's refusal comes before a bad cursor's, as when the check ran first.
      await likeableGame(db, actor, gameId);
      throw error;
    }
    // The check and the page in one statement (issue 17); only a refusal walks the checks for its
    // error (or, when the game became likeable meanwhile, reads the page again).
    const page = await queries.findLikeableLikersPage(db, {
      gameId,
      viewer: viewerOf(actor)!,
      after,
      limit: query.size + 1,
    });
    if (page.likeable) return page;
    // Rare (the game became likeable meanwhile): the page as rows, for the object-built answer.
    const game = await likeableGame(db, actor, gameId);
    return likersPage(actor, game.id, after, query.size + 1);
  }

  return { likeStatus, toggleLike, listLikers };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './likes.queries.ts';
import { likesRoutes } from './likes.routes.ts';
import { createLikesService } from './likes.service.ts';

/**
 * Likes of completed matches (issue 20 item 3, decision 029): the caller's like and the count,
 * a toggle that stays one row under races, the likers newest first. Owns `game_likes`; reads
 * games, match results, blocks, hidden items and cards through their index.ts.
 */
export async function likesFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const likes = createLikesService({ db: deps.db });
  await app.register(likesRoutes, { ...deps, likes });
}

/** Account deletion: the person's likes go, and the games' counts with them. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteLikesBy(tx, userId);
}

/** Demo data (db/seed/demo-likes.ts): likes as given, existing ones kept. */
export const insertLikes = queries.insertLikes;

/**
 * For the feed (issue 20): a game's like count and whether the viewer likes it, as a column of the
 * feed's page statement (one round trip a page; feed.test.ts checks the counts).
 */
export { likedByTextSql } from './likes.queries.ts';

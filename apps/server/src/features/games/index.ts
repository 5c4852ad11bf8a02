import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './games.queries.ts';
import { gamesRoutes } from './games.routes.ts';

/**
 * Games (issue 11): creation of random games and the open-game list so far. Owns `games` and
 * `game_applications`. Friend games, applications, match management, start, invites and comments
 * come next on the same tables.
 */
export async function gamesFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(gamesRoutes, deps);
}

/** Account deletion (decision 018): games that never started are cancelled or reopened. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.forgetPlayer(tx, userId);
}

// For comments and play-with-me-too (issue 11 §8, §10): kept in their own files.
export { findGameForComments, findGameStatuses, isGameOpenTo, type GameForComments } from './game-lookups.ts';
export { createScheduledGame } from './scheduled-game.ts';

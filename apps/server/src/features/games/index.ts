import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { games } from '../../db/schema/index.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import { visibleToViewer } from '../reports/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './games.queries.ts';
import { gamesRoutes } from './games.routes.ts';

/**
 * Games (issue 11): creation of random and friend games and the open-game list so far. Owns `games` and
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

/** A place a game was played at, for the places search (features/places). */
export interface UsedPlace {
  /** The normalised road address the game stored. */
  placeRoad: string;
  /** The place name plus the optional detail ('강남구민체육센터 2층'); may be ''. */
  placeDetail: string;
  /** Canonical 'province district'. */
  region: string;
}

/**
 * Places already used in games, most recent first, at most `limit` distinct ones. Only random
 * games (a friend game's place stays private) that no admin hid.
 */
export function listUsedPlaces(db: Db, limit: number): Promise<UsedPlace[]> {
  return queries.listUsedPlaces(db, limit, visibleToViewer('GAME', games.id, games.ownerId, null));
}

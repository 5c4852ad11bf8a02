import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './play-with-me-too.queries.ts';
import { playWithMeTooRoutes } from './play-with-me-too.routes.ts';
import { createPlayWithMeTooService } from './play-with-me-too.service.ts';

/**
 * '나랑도 한 판' challenges (issue 11 §10): send, cancel, accept (a SCHEDULED game made by the
 * games feature), reject, and what the chat banner and lists read. Owns `play_with_me_too_requests`.
 */
export async function playWithMeTooFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const playWithMeToo = createPlayWithMeTooService({ db: deps.db, notifier: deps.notifier });
  await app.register(playWithMeTooRoutes, { ...deps, playWithMeToo });
}

/** Account deletion: every challenge the person sent or received goes (games made stay the games feature's). */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.deleteRequestsOf(tx, userId);
}

/** For blocks' onBlocked (app.ts): the pair's pending challenges end with the block. */
export async function endChallengesOnBlock(tx: Db, blockerId: number, blockedId: number): Promise<void> {
  await queries.cancelPendingBetween(tx, blockerId, blockedId, new Date());
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './reviews.queries.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import type { ReviewsService } from './reviews.service.ts';

/**
 * After the match (issue 19 items 1, 2, 6; decision 025): each player reviews the other once
 * (manner, performance, optional text) and rates the game's rule once, only for a completed match
 * with a result. Owns `reviews` and `rule_ratings`. Depends on games, match and rules through their
 * index.ts; what others need from it (the review prompt's list, manner scores, the performance
 * chart) reaches them through app.ts, so no import cycle appears.
 */
export interface ReviewsFeatureDeps extends FeatureDeps {
  reviews: ReviewsService;
}

export async function reviewsFeature(app: FastifyInstance, deps: ReviewsFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(reviewsRoutes, deps);
}

/**
 * Account deletion: the texts the person wrote (review text, rule comments) are erased; the numbers
 * stay, so the other players' manner scores and the rule's average do not move.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.eraseTextsOf(tx, userId);
}

export {
  createReviewsService,
  profileReputationSql,
  profileReputationTextSql,
  readProfileReputation,
  reputationsOf,
  type Reputation,
  type ReviewsService,
} from './reviews.service.ts';

/** A game's written reviews as a column of the caller's statement (the feed's page, issue 20). */
export { writtenReviewsJsonSql, type WrittenReviewJson } from './reviews.queries.ts';
/** Game cards' manner scores as a fragment of their page statement (issue 17, via app.ts). */
export { mannerTotalsSql } from './reviews.queries.ts';

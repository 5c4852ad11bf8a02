import type { FastifyInstance } from 'fastify';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { ChampionIdsOf } from '../games/index.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService, type LikeSummariesOf, type RuleRecordsOf } from './feed.service.ts';

/**
 * The feed (issue 20 items 1 and 2, decision 028): GET /api/feed, /api/feed/user/{id}/completed and
 * /api/feed/game/{id}. Owns no table: the page is one statement of games' (with friends', match's,
 * blocks', reports' and users' fragments), each post's result, media, reviews and comment count
 * come from their owners' batch reads, and what sits above it (likes, records, champions) arrives
 * through its deps from app.ts.
 */
export interface FeedFeatureDeps extends FeatureDeps {
  /** The likes feature's `likeSummariesOf` (app.ts). */
  likeSummariesOf: LikeSummariesOf;
  /** Each player's record in a rule (the match feature's records, app.ts). */
  ruleRecords: RuleRecordsOf;
  /** The champion of a rule in a district (ratings', app.ts). */
  championIdsOf: ChampionIdsOf;
  /** Tests move time. */
  clock?: () => Date;
}

export async function feedFeature(app: FastifyInstance, deps: FeedFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const feed = createFeedService({
    db: deps.db,
    storage: deps.storage,
    likeSummariesOf: deps.likeSummariesOf,
    ruleRecords: deps.ruleRecords,
    championIdsOf: deps.championIdsOf,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  await app.register(feedRoutes, { ...deps, feed });
}

export type { LikeSummariesOf, RuleRecordsOf } from './feed.service.ts';

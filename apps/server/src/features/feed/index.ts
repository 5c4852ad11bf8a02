import type { FastifyInstance } from 'fastify';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { CardStatsSql } from '../games/index.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService } from './feed.service.ts';

/**
 * The feed (issue 20 items 1 and 2, decisions 028 and 034): GET /api/feed,
 * /api/feed/user/{id}/completed and /api/feed/game/{id}. Owns no table: the page is one statement
 * of games' (with friends', match's, blocks', reports' and users' fragments) that also writes what
 * the viewer sees of each post (likes, comments, records, champion — the last two features above
 * games, arriving as fragments through its deps from app.ts); each post's content comes from this
 * instance's cache by `games.post_version`, the posts it lacks from a second statement.
 */
export interface FeedFeatureDeps extends FeatureDeps {
  /** The game cards' record and champion fragments (match's and ratings', built in app.ts). */
  cardStatsSql: CardStatsSql;
  /** Tests move time. */
  clock?: () => Date;
}

export async function feedFeature(app: FastifyInstance, deps: FeedFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const feed = createFeedService({
    db: deps.db,
    storage: deps.storage,
    cardStatsSql: deps.cardStatsSql,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  await app.register(feedRoutes, { ...deps, feed });
}

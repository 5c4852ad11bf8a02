import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { listCompletedMatches, type MatchCompletionHooks } from '../match/index.ts';
import { ratingsRoutes } from './ratings.routes.ts';
import { createRatingsService, forgetRatings, type RatingsService } from './ratings.service.ts';

/**
 * Ratings, rankings and champions (issue 19 items 3–5, decision 024). Owns `player_ratings`,
 * `rating_history` and `rule_champions`. Built once by app.ts before the match (which takes its
 * completion hooks), games and users (which take champion lookups and the region hook) register;
 * it depends on rules, games, users, friends, blocks and match's types only.
 */
export interface Ratings {
  service: RatingsService;
  /** For the live match: rates a completed match in its transaction; the result's newChampionIdx. */
  completion: MatchCompletionHooks;
}

export function createRatings(deps: Pick<FeatureDeps, 'db' | 'notifier'>): Ratings {
  const service = createRatingsService(deps);
  return {
    service,
    completion: { onCompleted: service.rateCompletedMatch, newChampionIdx: service.newChampionIdx },
  };
}

export interface RatingsFeatureDeps extends FeatureDeps {
  ratings: Ratings;
}

export async function ratingsFeature(app: FastifyInstance, deps: RatingsFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(ratingsRoutes, { ...deps, ratings: deps.ratings.service });
}

/** Account deletion: ratings, history and titles; the districts they held get their next champion. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await forgetRatings(tx, userId);
}

/**
 * Rates every stored result not rated yet, oldest first, one transaction each: the demo seed's
 * step after its matches complete, and a safe re-run (a rated game is skipped, decision 024).
 */
export async function backfillRatings(db: Db, ratings: Ratings): Promise<number> {
  let rated = 0;
  for (const match of await listCompletedMatches(db)) {
    const applied = await db.transaction(async (tx) => {
      const before = await ratings.service.isRated(tx, match.gameId);
      if (before) return false;
      await ratings.completion.onCompleted(tx, match);
      return ratings.service.isRated(tx, match.gameId);
    });
    if (applied) rated += 1;
  }
  return rated;
}

export { CHAMPION_MIN_GAMES, type ChampionChange } from './ratings.service.ts';
/** Game cards' fragments (issue 17): a player's rating in a rule, a district's champion (via app.ts). */
export { ruleChampionSql, ruleRatingSql, ruleStandingSql, type RuleStandingJson } from './ratings.queries.ts';
/** The profile's titles as a column of its statement (issue 17, via app.ts). */
export { championshipsSql, championshipsTextSql } from './ratings.queries.ts';

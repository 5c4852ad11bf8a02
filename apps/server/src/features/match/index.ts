import { activeGameQueue, type GameMedia } from '@hanpan/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { RealtimeRooms } from '../../realtime/rooms.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import type { AfterBlock } from '../blocks/index.ts';
import type { FeatureDeps, Notifier } from '../feature-deps.ts';
import { findGame, findGameInProgressOf, type LiveMatchHooks } from '../games/index.ts';
import { listResults } from './match.queries.ts';
import { createDeadlineTimer, type DeadlineTimer } from './match-deadlines.ts';
import { registerScoreDestination, scoreSendRate } from './match.realtime.ts';
import { matchRoutes } from './match.routes.ts';
import {
  abandonLocked,
  beginMatch,
  createMatchService,
  playRecordedMatch,
  type CompletedMatch,
  type MatchCompletionHooks,
  type MatchService,
  type RecordedEvent,
} from './match.service.ts';

/**
 * The live match (issue 18): the server judges every event of a started game with the core match
 * engine, stores the log, the state and the result, fires time-ups and abandonment once across
 * instances, and answers the reads that resynchronise. Owns `match_states`, `match_events` and
 * `match_results`. Depends on games (completes a game through its index.ts); games gets the
 * start and detail hooks (`LiveMatch.gameHooks`) through app.ts, so no import cycle appears.
 */
export interface LiveMatch {
  service: MatchService;
  timer: DeadlineTimer;
  /** For the games feature's deps (liveMatch). */
  gameHooks: LiveMatchHooks;
  /** For blocks' onBlocked: a block mid-match abandons it. */
  onBlocked(tx: Db, blockerId: number, blockedId: number): Promise<AfterBlock | undefined>;
}

/**
 * Built once by app.ts before the games feature registers (games needs its hooks); the plugin
 * below gets it. The timer sweeps due deadlines every 15 s and at the soonest known one.
 */
export function createLiveMatch(deps: {
  db: Db;
  rooms: Pick<RealtimeRooms, 'publish'>;
  realtime: Pick<StompGateway, 'publishToUser'>;
  notifier: Notifier;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** The reviews feature's list of games the player still reviews (issue 19 item 2). */
  pendingReviewGameIds?: (db: Db, userId: number) => Promise<number[]>;
  /** Ratings' hooks (decision 024), passed by app.ts. */
  completion?: MatchCompletionHooks;
}): LiveMatch {
  const clock = deps.clock ?? (() => new Date());
  // The service tells the timer each new deadline; the timer runs the service's sweep.
  const deadlines: { timer?: DeadlineTimer } = {};
  const service = createMatchService({ ...deps, clock, onDeadline: (dueAt) => deadlines.timer?.arm(dueAt) });
  const timer = createDeadlineTimer({ sweep: service.sweepDue, now: clock, log: deps.log });
  deadlines.timer = timer;
  return {
    service,
    timer,
    gameHooks: { beginMatch, matchBegun: service.matchBegun, liveDetail: service.liveDetail },
    onBlocked: service.abandonOnBlock,
  };
}

export interface MatchFeatureDeps extends FeatureDeps {
  match: LiveMatch;
  /** The game's photos and videos for the result (game-media, through app.ts: no import cycle). */
  resultMedia?: (gameId: number) => Promise<GameMedia[]>;
}

export async function matchFeature(app: FastifyInstance, deps: MatchFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const { realtime, match, config } = deps;
  realtime.registerUserQueue(activeGameQueue.pattern);
  registerScoreDestination(realtime, match.service, scoreSendRate(config));
  await app.register(matchRoutes, { ...deps, match: match.service });
}

/**
 * Account deletion: a live match of the person ends abandoned (no winner, counts nowhere). The
 * log and results of played games keep pointing at the anonymised users row, like the games.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  const game = await findGameInProgressOf(tx, userId);
  if (game) await abandonLocked(tx, game, 'inactive', new Date());
}

/**
 * Kick-off of a game set IN_PROGRESS without the start call, and a recorded match played through
 * (the demo seed's live and finished games).
 */
export { beginMatch, playRecordedMatch, type RecordedEvent };

/**
 * Records (issue 19 item 7, decision 027): what stored results add up to, for the profile (users)
 * and the game cards (games). Both sit below this feature, so app.ts hands these functions in.
 */
export {
  createPlayerRecords,
  profileRecordSql,
  profileRecordTextSql,
  RECENT_GAMES_SHOWN,
  type PlayerRecords,
  type RuleStandings,
} from './records.ts';
/** A player's record in a rule as a fragment of a game card's statement (issue 17, via app.ts). */
export {
  ruleRecordSql,
  ruleStatisticsListSql,
  type FeedRuleStatistics,
  type ProfileRecordJson,
} from './records.queries.ts';

/** A game's stored result, or undefined (match media checks a completed, non-abandoned match). */
export { findResult as findMatchResult } from './match.queries.ts';

/** The feed (issue 20): its page's results, and abandoned matches left out, in its one statement. */
export { countedResultSql, resultJsonSql, type MatchResultJson } from './match.queries.ts';

/** Games `userId` finished with a result since `since`, newest first (the review prompt). */
export { listRecentResultGameIds } from './match.queries.ts';

export type { CompletedMatch, MatchCompletionHooks } from './match.service.ts';

/**
 * Every stored result as the completion hook saw it, oldest first: ratings' idempotent backfill
 * (the demo seed, results stored before ratings existed).
 */
export async function listCompletedMatches(db: Db): Promise<CompletedMatch[]> {
  const matches: CompletedMatch[] = [];
  for (const result of await listResults(db)) {
    const game = await findGame(db, result.gameId);
    if (!game || game.opponentId === null || game.status !== 'COMPLETED') continue;
    matches.push({
      gameId: game.id,
      ruleId: game.ruleId,
      user1Id: game.ownerId,
      user2Id: game.opponentId,
      winnerIdx: result.winnerIdx as 0 | 1 | 2,
      abandoned: result.abandoned,
      finishedEarly: result.finishedEarly,
      completedAt: result.completedAt,
    });
  }
  return matches;
}

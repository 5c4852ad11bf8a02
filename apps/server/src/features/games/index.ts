import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { gameCreationRoutes } from './creation/game-creation.routes.ts';
import { createGameCreationService } from './creation/game-creation.service.ts';
import * as queries from './games.queries.ts';
import { gameKickoffRoutes } from './kickoff/game-kickoff.routes.ts';
import { createGameKickoffService, type LiveMatchHooks } from './kickoff/game-kickoff.service.ts';
import { gameListRoutes } from './listing/game-list.routes.ts';
import { createGameListService } from './listing/game-list.service.ts';
import { gameManagementRoutes } from './management/game-management.routes.ts';
import { createGameManagementService } from './management/game-management.service.ts';
import { myGamesRoutes } from './mine/my-games.routes.ts';
import { createMyGamesService } from './mine/my-games.service.ts';
import type { CardStatsSql } from './shared/card-stats.queries.ts';
import { describeGamesForReports } from './shared/game-reports.ts';
import { findGameVisibleTo } from './shared/game-visibility.ts';

/**
 * Games (issue 11): creation of random and friend games, the open-game list (recent, nearest,
 * soonest), applications and approvals, match management (/game's lists, deletion), friend-game
 * invitations, the place, the start with its photo and chat room, the players' detail, the invite
 * summary and link (decision 018). Owns `games` and `game_applications`.
 *
 * One feature in sub-folders (decision 021): creation/, listing/, kickoff/, management/, mine/, each
 * with its routes, service, queries and presenter, and shared/ for what several of them read. This
 * file is the only way in.
 */
export interface GamesFeatureDeps extends FeatureDeps {
  /** Live play's part of the start and the detail (the match feature's, passed by app.ts). */
  liveMatch?: LiveMatchHooks;
  /**
   * What game cards show of their players as fragments of the page statements (issue 17): records
   * (match), ratings and champions (ratings), manner scores (reviews); passed by app.ts.
   */
  cardStatsSql?: CardStatsSql;
}

export async function gamesFeature(app: FastifyInstance, deps: GamesFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  // Players report games through the one reports module (decision 014).
  deps.reportTargets.addKind({
    type: 'GAME',
    describe: describeGamesForReports,
    isVisibleTo: async (db, viewer, id) => (await findGameVisibleTo(db, viewer, id)).game !== null,
  });
  const { db, notifier } = deps;
  await app.register(gameCreationRoutes, {
    ...deps,
    gameCreation: createGameCreationService({ db, notifier }),
  });
  await app.register(gameListRoutes, {
    ...deps,
    gameList: createGameListService({ db, cardStatsSql: deps.cardStatsSql }),
  });
  await app.register(gameManagementRoutes, {
    ...deps,
    gameManagement: createGameManagementService({ db, notifier }),
  });
  await app.register(myGamesRoutes, {
    ...deps,
    myGames: createMyGamesService({ db, cardStatsSql: deps.cardStatsSql }),
  });

  const kickoff = createGameKickoffService({
    db: deps.db,
    storage: deps.storage,
    notifier: deps.notifier,
    publicBaseUrl: publicBaseUrlOf(deps.config),
    log: app.log,
    liveMatch: deps.liveMatch,
    cardStatsSql: deps.cardStatsSql,
  });
  // A started game's chat room: only its two players subscribe, read and write (decision 018).
  deps.rooms.addKind({ name: 'game', isMember: kickoff.isGameRoomMember });
  await app.register(gameKickoffRoutes, { kickoff, pages: deps.pages });
}

/** Account deletion (decision 018): games that never started are cancelled or reopened. */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.forgetPlayer(tx, userId);
}

/**
 * For blocks' onBlocked (app.ts): inside the block's transaction a friend or challenge game between
 * the pair is cancelled, a random game scheduled between them reopens, their applications end;
 * after the commit the blocker is told which (decision 018 "Blocks", issue 16 items 3 and 18).
 */
export { createGameTiesOnBlock } from './shared/game-blocks.service.ts';

/** The start photo pipeline, for the demo seed's in-progress and finished games. */
export { storeStartPhoto } from './kickoff/game-kickoff.service.ts';
/** The start photos' files to keep (features/uploads/orphan-sweep.ts). */
export const findReferencedStartPhotoKeys = (db: Db, keys: string[]) =>
  queries.findReferencedStartPhotoKeys(db, keys);
// For comments and play-with-me-too (issue 11 §8, §10; decision 019).
export { gameStatusSql, type GameForComments } from './shared/game-lookups.queries.ts';
export { findGameVisibleTo } from './shared/game-visibility.ts';
export { createScheduledGame } from './creation/game-creation.service.ts';

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
  return queries.listUsedPlaces(db, limit);
}

// Live play (issue 18): the match feature reads games and completes them through these.
export type { LiveMatchHooks } from './kickoff/game-kickoff.service.ts';
export type { GameLiveDetail } from './kickoff/game-kickoff.presenter.ts';
export {
  findGameByRoom,
  findGameInProgressOf,
  markGameCompleted,
  readGameInProgressOf,
} from './kickoff/match-access.queries.ts';
export { completedGamePlayedBySql, findGame, gameSidesSql } from './shared/game-lookups.queries.ts';
export { matchLocationOf, presentRuleSummary } from './shared/game-cards.presenter.ts';
// Records (issue 19): the match feature joins the played games with their results.
export { playedGamesSubquery, type PlayedGamesSubquery } from './shared/played-games.queries.ts';

// The feed (issue 20, decisions 028 and 034): one page of games in the feed's tiers in one
// statement, and the posts the feed's cache lacks, whole, in another.
export {
  findPublicCompletedGame,
  publicCompletedGameSql,
  listFeedPage,
  listFeedPosts,
  type FeedGameTier,
  type FeedPageQuery,
  type FeedPageRow,
  type FeedPageStatementRow,
  type FeedPostBody,
  type FeedPostRow,
  type FeedPlayerCard,
  type FeedGameColumns,
  type PostColumns,
  type ViewerTextColumn,
} from './feed/feed-page.queries.ts';
// Game cards' figures as fragments of the page statements (issue 17): app.ts builds `cardStatsSql`
// from the owners' fragments; the match feature's latest games on the profile read this derived table.
export {
  playedGamesOfPlayerSql,
  type CardStatsSql,
  type MannerTotalsJson,
  type RuleRecordCountsJson,
} from './shared/card-stats.queries.ts';

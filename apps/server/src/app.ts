import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { apiDocsEnabled, isProduction, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountFeature } from './features/account/index.ts';
import { adminFeature } from './features/admin/index.ts';
import {
  authFeature,
  createAuthService,
  createMemoryLoginAttemptLimiter,
  createRedisLoginAttemptLimiter,
  SessionCache,
  type AuthService,
} from './features/auth/index.ts';
import { blockedSql, blocksFeature, notBlockedAmong } from './features/blocks/index.ts';
import { chatFeature } from './features/chat/index.ts';
import { commentsFeature } from './features/comments/index.ts';
import { likesFeature } from './features/likes/index.ts';
import { contactFeature } from './features/contact/index.ts';
import { feedFeature } from './features/feed/index.ts';
import { gameMediaFeature, listGameMediaOf } from './features/game-media/index.ts';
import { createGameTiesOnBlock, gamesFeature } from './features/games/index.ts';
import { endFriendshipOnBlock, friendCountSql, friendsFeature } from './features/friends/index.ts';
import type { FeatureDeps, ReportTargets } from './features/feature-deps.ts';
import { healthFeature } from './features/health/index.ts';
import { notificationPreferencesFeature } from './features/notification-preferences/index.ts';
import {
  createNotifier,
  notificationsFeature,
  type NotificationsNotifier,
} from './features/notifications/index.ts';
import { enabledProviders, oauthFeature } from './features/oauth/index.ts';
import { endChallengesOnBlock, playWithMeTooFeature } from './features/play-with-me-too/index.ts';
import {
  createLiveMatch,
  createPlayerRecords,
  matchFeature,
  profileRecordSql,
  profileRecordTextSql,
  ruleRecordSql,
  type LiveMatch,
  type ProfileRecordJson,
} from './features/match/index.ts';
import { knownPlacesOfGames, placesFeature } from './features/places/index.ts';
import {
  championshipsSql,
  championshipsTextSql,
  createRatings,
  ratingsFeature,
  ruleChampionSql,
  ruleRatingSql,
  ruleStandingSql,
} from './features/ratings/index.ts';
import { editRequestStats, rulesFeature } from './features/rules/index.ts';
import { createReportTargets, reportsFeature } from './features/reports/index.ts';
import { scheduleOrphanSweep } from './features/uploads/index.ts';
import {
  createReviewsService,
  mannerTotalsSql,
  profileReputationSql,
  profileReputationTextSql,
  readProfileReputation,
  reviewsFeature,
} from './features/reviews/index.ts';
import { usersFeature } from './features/users/index.ts';
import { createPageCache, type PageCache } from './cache/page-cache.ts';
import { registerCompression } from './http/compression.ts';
import { registerEmptyBodyAsNoBody } from './http/empty-body.ts';
import { AppError } from './http/app-error.ts';
import { answerClientError } from './http/client-errors.ts';
import { serializerCompiler } from './http/compiled-serializer.ts';
import { registerErrorHandling, sendError } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { safeLoggerOptions } from './http/log-safety.ts';
import { registerMetrics } from './http/metrics.ts';
import { publicBaseUrlOf } from './http/public-url.ts';
import { registerRequestAuth } from './http/request-auth.ts';
import { genRequestId } from './http/request-id.ts';
import { RequestLogController } from './http/request-logging.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { createPlaceSearch } from './integrations/places/index.ts';
import { createPushSender } from './integrations/push/index.ts';
import { createRuleNamer } from './integrations/rule-naming/index.ts';
import { personalDataOwners } from './personal-data.ts';
import { uploadOwners } from './uploaded-files.ts';
import { createInProcessBus, type FanoutBus } from './realtime/bus.ts';
import { createStompGateway, type StompGateway } from './realtime/gateway.ts';
import { createRealtimeRooms } from './realtime/rooms.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** '/comments/12/<hex>-800.webp', '/avatars/demo-jiho.svg': a file name with an extension. */
const UPLOAD_FILE_PATH = /^\/[a-z-]+\/(?:[^/]+\/)?[^/]+\.[a-z0-9]+$/;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  authSecret: Uint8Array;
  storage: FileStorage & { root?: string };
  /** Fan-out between instances; in-process when absent. */
  bus?: FanoutBus;
  /** Shared counters (rate limits, login failures) across instances. */
  redis?: Redis;
  logger?: Logger | boolean;
  webDistDir?: string | null;
  /** What can be reported; created here when absent (tests pass one with fake kinds added first). */
  reportTargets?: ReportTargets;
  /** The live match's clock (time-ups, abandonment, review prompts, kept pages' age); tests pass their own to move time. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    authService: AuthService;
    realtime: StompGateway;
    notifier: NotificationsNotifier;
    /** The live match (tests run its deadline sweep; main.ts nothing yet). */
    liveMatch: LiveMatch;
    /** The kept pages (page-reads.test.ts reads what each route declared). */
    pages: PageCache;
  }
}

/**
 * Decision 008: a request (headers and body) must arrive within its time limit, an idle keep-alive
 * socket closes, and a JSON body is small. Node checks the timeouts every
 * `connectionsCheckingInterval`, so that interval follows the shortest limit.
 */
function connectionLimits(config: Config) {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    bodyLimit: config.JSON_BODY_LIMIT_BYTES,
    requestTimeout,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersTimeout / 2))),
    },
  };
}

/** Builds the whole HTTP + websocket app without listening: main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // A pino instance from main.ts, or fastify's own logger (tests pass false for silence).
  const logging =
    typeof deps.logger === 'object'
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: deps.logger === true ? safeLoggerOptions(config.LOG_LEVEL) : false };
  const app: FastifyInstance = Fastify({
    ...logging,
    logController: new RequestLogController(),
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    ...connectionLimits(config),
    // Failures before routing answer the one error body too (issue 16 item 7): a bad URL encoding,
    // an over-long parameter (Fastify), and what Node's parser refuses (431, 408, 400).
    frameworkErrors: sendError,
    clientErrorHandler: answerClientError,
    // Fastify's own 503 while closing has its English body; the onRequest hook below answers ours.
    return503OnClosing: false,
  });
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandling(app);
  registerEmptyBodyAsNoBody(app);

  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  await registerSecurity(app, {
    corsOrigins: config.CORS_ORIGINS,
    imageOrigin: new URL(publicBaseUrlOf(config)).origin,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  // After security (CORS, headers): a request arriving while the server closes answers the one
  // error body (Fastify's own 503 is switched off above); clients retry a 503 (contract notes).
  // Callback style: it runs on every request, and an async hook costs a promise each (decision 009).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!shuttingDown) return done();
    void reply.header('connection', 'close');
    done(new AppError('service_unavailable'));
  });
  await registerCompression(app);
  const metricsRegistry = registerMetrics(app, {
    expose: !isProduction(config) || config.METRICS_TOKEN !== undefined,
    token: config.METRICS_TOKEN,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: '한판 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (apiDocsEnabled(config)) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const sessionCache = new SessionCache();
  const authService = createAuthService({
    db: database.db,
    secret: deps.authSecret,
    sessionCache,
    loginLimiter: deps.redis ? createRedisLoginAttemptLimiter(deps.redis) : createMemoryLoginAttemptLimiter(),
    config,
  });
  app.decorate('authService', authService);
  registerRequestAuth(app, authService.authenticate, authService.authenticateFromCache);

  await app.register(healthFeature, { ping: database.ping, isShuttingDown: () => shuttingDown });
  await app.register(authFeature, {
    authService,
    storage: deps.storage,
    demoLoginEnabled: config.DEMO_MODE,
    signInProviders: enabledProviders(config),
  });
  if (deps.storage.root) {
    await app.register(fastifyStatic, {
      root: deps.storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Only a file's own URL answers: a folder (even a missing one) is 404, never 403, so nobody
      // learns which games or players have pictures by probing /uploads/comments/<id>/ (decision 020).
      allowedPath: (pathName) => UPLOAD_FILE_PATH.test(pathName),
      // Keys are random and never rewritten, so a stored file can be cached for good.
      maxAge: '365d',
      immutable: true,
      // helmet's default same-origin would block pictures in clients on other origins (the native
      // wrappers' web views, the web client in the field); the URLs are unguessable anyway — they
      // are the only access check (decision 020), so search engines are asked not to keep them.
      setHeaders: (reply) => {
        void reply.header('cross-origin-resource-policy', 'cross-origin');
        void reply.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
  await registerWebApp(app, deps.webDistDir === undefined ? null : deps.webDistDir);

  const gateway = createStompGateway({
    server: app.server,
    path: '/ws',
    auth: { authenticate: (token) => authService.authenticate(token) },
    bus: deps.bus ?? createInProcessBus(),
    logger: app.log as unknown as Logger,
    registry: metricsRegistry,
  });
  app.decorate('realtime', gateway);
  const push = createPushSender(config, app.log);
  const notifier = createNotifier({ db: database.db, realtime: gateway, push, log: app.log });
  app.decorate('notifier', notifier);
  // Every feature gets this one object (plus its own extras) and registers its own routes.
  const featureDeps: FeatureDeps = {
    config,
    db: database.db,
    storage: deps.storage,
    authService,
    realtime: gateway,
    rooms: createRealtimeRooms(gateway),
    reportTargets: deps.reportTargets ?? createReportTargets(),
    notifier,
    // UTF-16: a page with Korean text takes two bytes a character.
    // The app's clock (tests move it): a page kept for at most a while ages by the same time the
    // review prompts' window moves by.
    pages: createPageCache(
      database.db,
      (config.PAGE_CACHE_MB * 1024 * 1024) / 2,
      metricsRegistry,
      deps.clock ? () => deps.clock!().getTime() : Date.now,
    ),
  };
  app.decorate('pages', featureDeps.pages);
  await app.register(oauthFeature, featureDeps);
  // Ratings (issue 19, decision 024): built before the live match, which rates a completed match
  // through its hooks inside the result's transaction (match never imports ratings), and before
  // users and games, which take its champion lookups and region hook.
  const ratings = createRatings({ db: database.db, notifier });
  // Records from stored results (issue 19, decision 027): the match feature's, read by profiles
  // and game cards, which sit below it.
  // The top rule cards rank by the ratings feature's standings.
  const playerRecords = createPlayerRecords({
    storage: deps.storage,
    ruleStandings: ratings.service.standingsOf,
  });
  // Reviews (issue 19) read games and match; what they say reaches users, games and match here.
  const reviews = createReviewsService({
    db: database.db,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  await app.register(usersFeature, {
    ...featureDeps,
    // The search walks every player: the viewer's blocks read once, not per player (issue 17).
    notBlockedSql: notBlockedAmong,
    blockedSql,
    friendCountSql,
    // The record comes as a column of the profile's statement (issue 17).
    profileRecordOf: (db, playerId, viewer, brought) =>
      playerRecords.profileRecordOf(db, playerId, viewer, brought as ProfileRecordJson | undefined),
    recordSql: (userId, viewer) => profileRecordSql(userId, viewer, ruleStandingSql),
    // Reviews' reputation and ratings' titles as columns of the profile's statement (issue 17).
    reputationSql: { sql: profileReputationSql, read: readProfileReputation },
    championsSql: {
      sql: championshipsSql,
      read: (value) => value as Array<{ ruleId: number; region: string; ruleTitle: string }>,
    },
    // The same parts as JSON text: the profile's statement writes the answer (issue 17).
    profileTextSql: {
      record: (userId, viewer) => profileRecordTextSql(userId, viewer, ruleStandingSql),
      reputation: profileReputationTextSql,
      champions: championshipsTextSql,
    },
    onRegionChanged: ratings.service.regionChanged,
  });
  const endGameTiesOnBlock = createGameTiesOnBlock({ db: database.db, notifier });
  // Live play (issue 18): built before games and blocks, which take its hooks.
  const liveMatch = createLiveMatch({
    completion: ratings.completion,
    db: database.db,
    rooms: featureDeps.rooms,
    realtime: gateway,
    notifier,
    log: app.log,
    ...(deps.clock ? { clock: deps.clock } : {}),
    pendingReviewGameIds: reviews.pendingReviewGameIds,
  });
  app.decorate('liveMatch', liveMatch);
  app.addHook('onReady', async () => void liveMatch.timer.sweepNow());
  app.addHook('onClose', async () => liveMatch.timer.stop());
  await app.register(blocksFeature, {
    ...featureDeps,
    // A block ends friendships, pending 나랑도 한 판 challenges and what the pair had in line in
    // games (decisions 015, 018); the blocker hears afterwards which games were cancelled or reopened.
    onBlocked: async (tx, blockerId, blockedId) => {
      await endFriendshipOnBlock(tx, blockerId, blockedId);
      await endChallengesOnBlock(tx, blockerId, blockedId);
      // A match under way between them ends abandoned (issue 18); both hear it after the commit.
      const afterMatch = await liveMatch.onBlocked(tx, blockerId, blockedId);
      const afterGames = await endGameTiesOnBlock(tx, blockerId, blockedId);
      return async () => {
        await afterMatch?.();
        await afterGames?.();
      };
    },
  });
  await app.register(friendsFeature, featureDeps);
  await app.register(accountFeature, { ...featureDeps, personalData: personalDataOwners });
  await app.register(notificationPreferencesFeature, featureDeps);
  await app.register(notificationsFeature, { ...featureDeps, push });
  await app.register(contactFeature, featureDeps);
  await app.register(rulesFeature, { ...featureDeps, ruleNamer: createRuleNamer(config, app.log) });
  await app.register(reportsFeature, featureDeps);
  await app.register(chatFeature, featureDeps);
  // Game cards' figures as fragments of the page statements (issue 17): each player's record in
  // the rule (match), their rating in it and the district's champion (ratings), the owner's manner
  // score (reviews). The feed's posts read the records and champions the same way (issue 20).
  const cardStatsSql = {
    record: ruleRecordSql,
    rating: ruleRatingSql,
    manner: mannerTotalsSql,
    champion: ruleChampionSql,
  };
  await app.register(gamesFeature, {
    ...featureDeps,
    liveMatch: liveMatch.gameHooks,
    cardStatsSql,
  });
  await app.register(matchFeature, {
    ...featureDeps,
    match: liveMatch,
    // The result shows the game's photos and videos (decision 026); game-media depends on match.
    resultMedia: (gameId) => listGameMediaOf(database.db, deps.storage, gameId),
  });
  await app.register(gameMediaFeature, featureDeps);
  await app.register(reviewsFeature, { ...featureDeps, reviews });
  await app.register(ratingsFeature, { ...featureDeps, ratings });
  await app.register(commentsFeature, featureDeps);
  await app.register(likesFeature, featureDeps);
  // The feed (issue 20, decision 028): reads games, match, media, reviews and comments through their
  // index.ts; likes, records and champions sit above or beside it and arrive here.
  await app.register(feedFeature, {
    ...featureDeps,
    cardStatsSql,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  await app.register(playWithMeTooFeature, featureDeps);
  await app.register(placesFeature, {
    ...featureDeps,
    placeSearch: createPlaceSearch(config, app.log, { knownPlaces: knownPlacesOfGames(database.db) }),
  });
  await app.register(adminFeature, {
    ...featureDeps,
    editRequestStats,
  });
  authService.onRevoked((revoked) =>
    'sessionId' in revoked
      ? gateway.disconnectSession(revoked.sessionId)
      : gateway.disconnectUser(revoked.userId),
  );
  app.addHook('preClose', async () => gateway.close());
  // Pushes under way finish (each has its own time limit) before the database closes.
  app.addHook('onClose', async () => notifier.idle());
  // Files whose row never committed (a killed process) are deleted after an hour (issue 16 §8).
  const stopOrphanSweep = scheduleOrphanSweep({
    db: database.db,
    storage: deps.storage,
    owners: uploadOwners,
    log: app.log,
  });
  app.addHook('onClose', async () => stopOrphanSweep());
  return app;
}

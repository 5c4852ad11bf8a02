import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { isProduction, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accountFeature } from './features/account/index.ts';
import {
  authFeature,
  createAuthService,
  createMemoryLoginAttemptLimiter,
  createRedisLoginAttemptLimiter,
  SessionCache,
  type AuthService,
} from './features/auth/index.ts';
import { blocksFeature, hiddenUserIdsFor } from './features/blocks/index.ts';
import { contactFeature } from './features/contact/index.ts';
import type { FeatureDeps } from './features/feature-deps.ts';
import { healthFeature } from './features/health/index.ts';
import { notificationPreferencesFeature } from './features/notification-preferences/index.ts';
import { enabledProviders, oauthFeature } from './features/oauth/index.ts';
import { usersFeature } from './features/users/index.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerRequestAuth } from './http/request-auth.ts';
import { genRequestId } from './http/request-id.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { personalDataOwners } from './personal-data.ts';
import { createInProcessBus, type FanoutBus } from './realtime/bus.ts';
import { createStompGateway, type StompGateway } from './realtime/gateway.ts';
import { createRealtimeRooms } from './realtime/rooms.ts';
import type { FileStorage } from './storage/file-storage.ts';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    authService: AuthService;
    realtime: StompGateway;
  }
}

/** Builds the whole HTTP + websocket app without listening: main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // A pino instance from main.ts, or fastify's own logger (tests pass false for silence).
  const logging =
    typeof deps.logger === 'object'
      ? { loggerInstance: deps.logger as FastifyBaseLogger }
      : { logger: deps.logger === true ? { level: config.LOG_LEVEL } : false };
  const app: FastifyInstance = Fastify({
    ...logging,
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));
  registerErrorHandling(app);

  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  await registerSecurity(app, {
    corsOrigins: config.CORS_ORIGINS,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  const metricsRegistry = registerMetrics(app);
  await app.register(swagger, {
    openapi: {
      info: { title: '한판 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const sessionCache = new SessionCache();
  const authService = createAuthService({
    db: database.db,
    secret: deps.authSecret,
    sessionCache,
    loginLimiter: deps.redis ? createRedisLoginAttemptLimiter(deps.redis) : createMemoryLoginAttemptLimiter(),
    config,
  });
  app.decorate('authService', authService);
  registerRequestAuth(app, authService.authenticate);

  await app.register(healthFeature, { ping: database.ping, isShuttingDown: () => shuttingDown });
  await app.register(authFeature, {
    authService,
    storage: deps.storage,
    demoLoginEnabled: !isProduction(config),
    signInProviders: enabledProviders(config),
  });
  if (deps.storage.root) {
    await app.register(fastifyStatic, {
      root: deps.storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Keys are random and never rewritten, so a stored file can be cached for good.
      maxAge: '365d',
      immutable: true,
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
  // Every feature gets this one object (plus its own extras) and registers its own routes.
  const featureDeps: FeatureDeps = {
    config,
    db: database.db,
    storage: deps.storage,
    authService,
    realtime: gateway,
    rooms: createRealtimeRooms(gateway),
  };
  await app.register(oauthFeature, featureDeps);
  await app.register(usersFeature, { ...featureDeps, hiddenUserIdsFor });
  await app.register(blocksFeature, featureDeps);
  await app.register(accountFeature, { ...featureDeps, personalData: personalDataOwners });
  await app.register(notificationPreferencesFeature, featureDeps);
  await app.register(contactFeature, featureDeps);
  authService.onRevoked((revoked) =>
    'sessionId' in revoked
      ? gateway.disconnectSession(revoked.sessionId)
      : gateway.disconnectUser(revoked.userId),
  );
  app.addHook('preClose', async () => gateway.close());
  return app;
}

import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed/demo-data.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { resolveAuthSecret } from './features/auth/index.ts';
import { backfillRuleSearchText } from './features/rules/index.ts';
import { publicBaseUrlOf } from './http/public-url.ts';
import { createInProcessBus, type FanoutBus } from './realtime/bus.ts';
import { createRedisBus } from './realtime/redis-bus.ts';
import { createLocalFileStorage } from './storage/local-file-storage.ts';

export interface Runtime {
  database: DatabaseHandle;
  storage: ReturnType<typeof createLocalFileStorage>;
  redis?: Redis;
  bus: FanoutBus;
  authSecret: Uint8Array;
  close(): Promise<void>;
}

/**
 * Opens everything the app talks to, in order, and migrates the database. Used by the server and
 * by the command-line tools, so they all see the same configuration.
 */
export async function openRuntime(
  config: Config,
  logger: Logger,
  options: { seed?: boolean } = {},
): Promise<Runtime> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: config.DATA_DIR, onLockTakeover: (message) => logger.warn(message) },
  );
  const closers: Array<() => Promise<unknown>> = [() => database.close()];
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    const storage = createLocalFileStorage(join(config.DATA_DIR, 'uploads'), publicBaseUrlOf(config));
    // Demo accounts exist only where demo login exists (config forbids demo mode in production).
    if (options.seed && config.DEMO_MODE && config.SEED_DEMO_DATA) {
      await seedDemoData(database.db, storage, logger);
      logger.info('demo data ready');
    }
    // 초성 can't be computed in SQL: rules from before migration 0003 (and the demo seed's) get it here.
    const searchFilled = await backfillRuleSearchText(database.db);
    if (searchFilled > 0) logger.info({ rules: searchFilled }, 'rule search text filled');
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
      : undefined;
    if (redis) closers.unshift(() => redis.quit());
    const bus = config.REDIS_URL ? createRedisBus(config.REDIS_URL, logger) : createInProcessBus();
    closers.unshift(() => bus.close());
    return {
      database,
      storage,
      bus,
      authSecret: resolveAuthSecret(config),
      ...(redis ? { redis } : {}),
      async close() {
        for (const close of closers)
          await close().catch((error) => logger.error({ err: error }, 'close failed'));
      },
    };
  } catch (error) {
    for (const close of closers) await close().catch(() => {});
    throw error;
  }
}

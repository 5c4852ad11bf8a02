import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { UserRow } from '../db/schema/index.ts';
import { publicBaseUrlOf } from '../http/public-url.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: AppDeps['database']['db'];
  config: Config;
  /** A bearer token for this user, through the real session machinery. */
  tokenFor(user: Pick<UserRow, 'id'>): Promise<string>;
  authHeader(user: Pick<UserRow, 'id'>): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'bus' | 'redis' | 'webDistDir' | 'logger' | 'reportTargets' | 'clock'>> & {
    /** Share one database between several app instances (multi-instance tests); the caller closes it. */
    database?: AppDeps['database'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const { database: sharedDatabase, ...appExtra } = extra;
  const database = sharedDatabase ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    authSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!'),
    storage: createLocalFileStorage(join(dataDir, 'uploads'), publicBaseUrlOf(config)),
    logger: false,
    ...appExtra,
  });
  await app.ready();
  const tokenFor = (user: Pick<UserRow, 'id'>) => app.authService.issueSession(user.id, 'vitest');
  return {
    app,
    db: database.db,
    config,
    tokenFor,
    authHeader: async (user) => ({ authorization: `Bearer ${await tokenFor(user)}` }),
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

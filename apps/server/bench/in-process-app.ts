import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { publicBaseUrlOf } from '../src/http/public-url.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { recordStatements } from '../src/db/statement-recorder.ts';

/**
 * The app in-process on an existing PostgreSQL database (a `BENCH_KEEP_DB=1` bench:http database,
 * or bench:data's), for the diagnostics that send one URL as a player (explain-url, profile-url,
 * time-url): silent, rate limit out of the way, uploads in a throwaway folder. `recorder` sees every
 * statement the app sends; `headersFor` signs a player in; `close` stops the app and removes the
 * folder.
 */
export async function openInProcessApp(databaseUrl: string, tool: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `hanpan-${tool}-`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const recorder = recordStatements(handle.pool!);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: String(10_000_000),
    // These tools explain, time and profile a page's statements: none may come from memory
    // (decision 043's kept pages).
    PAGE_CACHE_MB: '0',
  });
  const app = await buildApp({
    config,
    database: handle,
    authSecret: new TextEncoder().encode(`${tool}-secret-${process.pid}-long-enough-for-hs256`),
    storage: createLocalFileStorage(join(dataDir, 'uploads'), publicBaseUrlOf(config)),
    logger: false,
  });
  return {
    app,
    recorder,
    async headersFor(userId: number) {
      await app.ready();
      const token = await app.authService.issueSession(userId, tool);
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

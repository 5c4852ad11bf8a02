import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Db } from './db.ts';
import * as schema from './schema/index.ts';

/**
 * Both drivers expose the same drizzle query builder; we type everything against the node-postgres
 * flavour (`Db`, db.ts) so feature code is written once. WARNING: the raw `execute()` result shapes
 * differ between drivers — use the query builder, or read `.rows` only.
 */
export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Only for PostgreSQL: the pool, for work that needs one dedicated connection (migration lock). */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | {
      kind: 'pglite';
      dataDir: string | null /* null = in memory */;
      /** Told when the folder's lock was stale (dead holder, reused pid) and is taken over. */
      onLockTakeover?: (message: string) => void;
      /**
       * In memory only: start from this dumped data folder (`PGlite.dumpDataDir`) instead of a new
       * one. Tests start from a migrated template this way: a new folder's initdb costs seconds.
       */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dataDir, options.onLockTakeover, options.loadDataDir);
}

/**
 * What every PostgreSQL connection of ours sets first (decision 038):
 * - `plan_cache_mode = force_generic_plan`: each prepared statement is planned once, for any values.
 *   Under the default (`auto`) a statement whose generic plan the planner costs above its first five
 *   custom plans is planned again on every execution: the feed's page at 100 000 games spent 5–7 ms
 *   planning to run in 1 ms. Our statements are written for their generic plans (literals where a
 *   partial index must match, docs/performance.md); `bench/explain-url.ts --generic` and bench:data
 *   show them.
 * - `jit = off`: a generic plan's costs are estimated without the values (a `LIMIT $n` counts as a
 *   tenth of the rows), and PostgreSQL compiles any plan costed over `jit_above_cost` with LLVM
 *   first: at 1 000 000 games that put 0.6–1.5 s of compiling into a 2-ms page (bench:data).
 * - `max_parallel_workers_per_gather = 0` (decision 041): for the same reason a generic plan may
 *   hand a walk that stops after 30 rows to parallel workers. Once the feed's branches filtered on
 *   the game's own columns (no subplan left to keep them serial), its others' tier did at
 *   1 000 000 games: starting two workers per page took the page from ~0.5 to 5.8 ms, 470 req/s
 *   (bench:data). Our statements are short; none gains from workers.
 *
 * Sent as a query on connect, not as the startup packet's `options`: connection poolers (PgBouncer,
 * hosted ones) refuse unknown startup parameters. A client runs its queries in order, so this one
 * runs before any other on the connection.
 */
export const CONNECTION_SETTINGS =
  'set plan_cache_mode = force_generic_plan; set jit = off; set max_parallel_workers_per_gather = 0';

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // A failure here fails the connection's first query too, which reports it.
  pool.on('connect', (client) => void client.query(CONNECTION_SETTINGS).catch(() => {}));
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    pool,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * PGlite runs PostgreSQL inside this process as WebAssembly, and WASM memory never shrinks: what
 * PostgreSQL touches once stays in our RSS (docs/performance.md, "Memory"). PostgreSQL's defaults
 * are sized for a dedicated server, so the embedded one is told to stay small. The files are read
 * through the operating system's page cache either way, so a small buffer pool costs little.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  // WARNING: 128MB by default, and it ends up resident; our single-user embedded database needs few.
  '-c',
  'shared_buffers=16MB',
  // Index builds and VACUUM (migrations) would otherwise grow the WASM heap by 64MB for good.
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * A new data folder is created (initdb) in a short-lived child process: initdb loads a second WASM
 * module and leaves ~500 MB behind that this process would never give back (WASM memory is not
 * returned when the instance closes). Opening an existing folder costs a fraction of that.
 */
async function initialisePgliteFolder(pgdata: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
const db = new PGlite(${JSON.stringify(pgdata)});
db.waitReady.then(() => db.close()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`creating the PGlite database failed (exit ${code})`)),
    );
  });
}

async function openPglite(
  dataDir: string | null,
  onTakeover?: (message: string) => void,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir && loadDataDir) throw new Error('loadDataDir is for an in-memory database only');
  const lock = dataDir ? acquireDataDirLock(resolve(dataDir), onTakeover ? { onTakeover } : {}) : null;
  try {
    const pgdata = dataDir ? join(resolve(dataDir), 'pgdata') : undefined;
    if (pgdata && !existsSync(join(pgdata, 'PG_VERSION'))) await initialisePgliteFolder(pgdata);
    // WARNING: `new PGlite(undefined, options)` drops the options (an undefined first argument
    // becomes `{}` and is taken for the options): the folder goes inside them.
    const client = new PGlite({
      ...(pgdata ? { dataDir: pgdata } : {}),
      startParams: PGLITE_START_PARAMS,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

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
  | { kind: 'pglite'; dataDir: string | null /* null = in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
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

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const lock = dataDir ? acquireDataDirLock(resolve(dataDir)) : null;
  try {
    const client = new PGlite(dataDir ? join(resolve(dataDir), 'pgdata') : undefined);
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

import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 7_341_002;

/** Applies the committed drizzle-kit migrations. Safe with several instances starting at once. */
export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder: string = migrationsDir,
): Promise<void> {
  if (!handle.pool) {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // WARNING: without the advisory lock two instances booting together both try to create the
  // tables and one of them crashes on start. The lock is per connection, so hold one client.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

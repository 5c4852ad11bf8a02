import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference-data.ts';

// What the tests' database set-up shares between the run's global setup (global-setup.ts, in
// vitest's main process) and each file (test-database.ts, which needs vitest's `inject` and so
// cannot be imported there).

/** The state every test database starts in: the checkout's migrations and the reference data. */
export async function migrateForTests(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedReferenceData(handle.db);
}

/** A new database name, unique to this run. */
export const throwawayDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('HANPAN_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Runs one statement (create or drop a database) as TEST_DATABASE_URL's user, on its own connection. */
export async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL pointed at the database `name`. */
export function urlOfDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

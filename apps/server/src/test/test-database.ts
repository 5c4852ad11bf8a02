import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference-data.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * PostgreSQL database when HANPAN_TEST_DB=postgres (the suite's second run in CI).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyTestDatabase();
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return handle;
}

/** The same engine choice, but nothing migrated: for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  return process.env.HANPAN_TEST_DB === 'postgres'
    ? openThrowawayPostgres()
    : openDatabase({ kind: 'pglite', dataDir: null });
}

async function openThrowawayPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HANPAN_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `hanpan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

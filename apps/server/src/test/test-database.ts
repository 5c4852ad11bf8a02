import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { TestDatabaseTemplate } from './global-setup.ts';
import {
  adminStatement,
  migrateForTests,
  throwawayDatabaseName,
  urlOfDatabase,
} from './test-database-admin.ts';

const wantsPostgres = () => process.env.HANPAN_TEST_DB === 'postgres';

/** The run's templates (global-setup.ts), when they were made for this file's engine. */
function templateFor<E extends TestDatabaseTemplate['engine']>(
  engine: E,
): Extract<TestDatabaseTemplate, { engine: E }> | null {
  const template = inject('testDatabaseTemplate') as TestDatabaseTemplate | undefined;
  return template?.engine === engine ? (template as Extract<TestDatabaseTemplate, { engine: E }>) : null;
}

// A file that opens several databases reads each dumped folder once.
const dumpedFolders = new Map<string, Blob>();
function dumpedFolder(path: string): Blob {
  let blob = dumpedFolders.get(path);
  if (!blob) dumpedFolders.set(path, (blob = new Blob([readFileSync(path)])));
  return blob;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * PostgreSQL database when HANPAN_TEST_DB=postgres (the suite's second run in CI). Each starts
 * from the run's migrated template; without one (a file run outside the server projects) it
 * is migrated here.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (wantsPostgres()) {
    const template = templateFor('postgres');
    if (template) return openThrowawayPostgres(template.name);
  } else {
    const template = templateFor('pglite');
    if (template)
      return openDatabase({
        kind: 'pglite',
        dataDir: null,
        loadDataDir: dumpedFolder(template.migratedPath),
      });
  }
  const handle = await openEmptyTestDatabase();
  await migrateForTests(handle);
  return handle;
}

/** The same engine choice, but nothing migrated: for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  if (wantsPostgres()) return openThrowawayPostgres();
  const template = templateFor('pglite');
  return openDatabase({
    kind: 'pglite',
    dataDir: null,
    ...(template ? { loadDataDir: dumpedFolder(template.emptyPath) } : {}),
  });
}

async function openThrowawayPostgres(templateName?: string): Promise<DatabaseHandle> {
  const name = throwawayDatabaseName('hanpan_test');
  await adminStatement(`create database ${name}${templateName ? ` template ${templateName}` : ''}`);
  const handle = await openDatabase({ kind: 'postgres', url: urlOfDatabase(name), poolMax: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminStatement(`drop database if exists ${name} with (force)`);
    },
  };
}

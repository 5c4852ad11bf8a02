import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import type { Db } from '../db/db.ts';
import * as schema from '../db/schema/index.ts';
import {
  adminStatement,
  migrateForTests,
  throwawayDatabaseName,
  urlOfDatabase,
} from './test-database-admin.ts';

/**
 * Where each test file's database starts from. Migrating a new database for every file was most
 * of the server suite's set-up: a new PGlite folder's initdb takes ~4–5 s and the migrations ~1 s,
 * while loading a dumped folder takes ~1 s; a PostgreSQL database copied from a template takes
 * a tenth of migrating one. The templates are made once per run, here, so they always match the
 * migrations of the checkout.
 */
export type TestDatabaseTemplate =
  { engine: 'pglite'; emptyPath: string; migratedPath: string } | { engine: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.HANPAN_TEST_DB ?? process.env.HANPAN_TEST_DB;
  if (engine === 'postgres') {
    const { name, drop } = await makePostgresTemplate();
    project.provide('testDatabaseTemplate', { engine: 'postgres', name });
    return drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'hanpan-test-template-'));
  project.provide('testDatabaseTemplate', { engine: 'pglite', ...(await makePgliteTemplates(folder)) });
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function makePgliteTemplates(folder: string): Promise<{ emptyPath: string; migratedPath: string }> {
  const client = new PGlite();
  try {
    await client.waitReady;
    const emptyPath = join(folder, 'empty.tar');
    writeFileSync(emptyPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrateForTests({
      db,
      driver: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.close(),
    });
    const migratedPath = join(folder, 'migrated.tar');
    writeFileSync(migratedPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { emptyPath, migratedPath };
  } finally {
    await client.close();
  }
}

async function makePostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = throwawayDatabaseName('hanpan_template');
  await adminStatement(`create database ${name}`);
  // WARNING: a database can serve as a template only while nobody is connected to it: the pool
  // must be closed before the first test file copies it.
  const handle = await openDatabase({ kind: 'postgres', url: urlOfDatabase(name), poolMax: 1 });
  try {
    await migrateForTests(handle);
  } finally {
    await handle.close();
  }
  return { name, drop: () => adminStatement(`drop database if exists ${name} with (force)`) };
}

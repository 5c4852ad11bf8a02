import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import type { Db } from '../db.ts';
import { seedDemoData } from './demo-data.ts';

/**
 * The demo seed tests' shared harness: a fresh test database and an uploads folder for the
 * avatars, both removed after the file; `seed()` runs the whole demo seed (again, to test that it
 * adds nothing the second time).
 */
export function useDemoSeedDatabase(): { readonly db: Db; seed(): Promise<void> } {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'hanpan-demo-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get db() {
      return database.db;
    },
    seed: () =>
      seedDemoData(database.db, createLocalFileStorage(join(dir, 'uploads'), 'http://localhost:3000')),
  };
}

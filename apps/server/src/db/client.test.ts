import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('embedded PGlite database', () => {
  it('creates a new data folder, keeps its data across restarts and runs with a small buffer pool', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-pglite-'));
    folders.push(dataDir);

    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const kept = await second.db.execute<{ note: string }>(sql`select note from kept`);
      expect(kept.rows).toEqual([{ note: 'still here' }]);
      // PostgreSQL's 128MB default stays resident in the WASM heap for good (docs/performance.md).
      const buffers = await second.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
      expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await second.close();
    }
  }, 60_000);
});

// Only in the PostgreSQL run (the PGlite one sees TEST_DATABASE_URL too, in CI).
describe.skipIf(process.env.HANPAN_TEST_DB !== 'postgres')('PostgreSQL connections', () => {
  it('plan every prepared statement once, never compile it (decision 038) nor start parallel workers (decision 041), on each pooled connection', async () => {
    const handle = await openTestDatabase();
    try {
      // Held at once, so the pool opens several connections and each runs its settings first.
      const settings = await Promise.all(
        Array.from({ length: 4 }, () =>
          handle.db.execute(
            sql`select current_setting('plan_cache_mode') as plans, current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`,
          ),
        ),
      );
      for (const result of settings) {
        expect(result.rows[0]).toMatchObject({ plans: 'force_generic_plan', jit: 'off', workers: '0' });
      }
    } finally {
      await handle.close();
    }
  });
});

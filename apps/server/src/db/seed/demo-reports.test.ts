import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOpenReports } from '../../features/reports/index.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { reports, rules } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';

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

describe('demo reports', () => {
  it("fills the admin's queue with open reports of demo rules, one overdue, once", async () => {
    const storage = createLocalFileStorage(join(dir, 'uploads'), 'http://localhost:3000');
    await seedDemoData(database.db, storage);
    const seeded = await database.db
      .select({ reporterId: reports.reporterId, authorId: rules.createdById, status: reports.status })
      .from(reports)
      .innerJoin(rules, eq(rules.id, reports.targetId));
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.every((row) => row.status === 'OPEN' && row.reporterId !== row.authorId)).toBe(true);
    const counts = await countOpenReports(database.db);
    expect(counts.open).toBe(seeded.length);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);

    await seedDemoData(database.db, storage);
    expect(await countOpenReports(database.db)).toEqual(counts);
  });
});

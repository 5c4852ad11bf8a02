import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOpenReports } from '../../features/reports/index.ts';
import { reports, rules } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo reports', () => {
  it("fills the admin's queue with open reports of demo rules, one overdue, once", async () => {
    await harness.seed();
    const seeded = await harness.db
      .select({ reporterId: reports.reporterId, authorId: rules.createdById, status: reports.status })
      .from(reports)
      .innerJoin(rules, eq(rules.id, reports.targetId));
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded.every((row) => row.status === 'OPEN' && row.reporterId !== row.authorId)).toBe(true);
    const counts = await countOpenReports(harness.db);
    expect(counts.open).toBe(seeded.length);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);

    await harness.seed();
    expect(await countOpenReports(harness.db)).toEqual(counts);
  });
});

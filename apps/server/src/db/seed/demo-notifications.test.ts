import { and, eq, not } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo notifications', () => {
  it('gives every demo player unread Korean notifications from other demo players, once', async () => {
    await harness.seed();
    const demoUsers = await harness.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const rows = await harness.db.select().from(notifications);
    for (const user of demoUsers) {
      const mine = rows.filter((row) => row.userId === user.id);
      expect(mine.filter((row) => !row.isRead).length).toBeGreaterThanOrEqual(2);
      expect(mine.every((row) => row.actorId !== user.id && /[가-힣]/.test(row.message))).toBe(true);
      expect(mine.every((row) => !row.message.includes('{'))).toBe(true);
    }
    await harness.seed();
    expect(await harness.db.select().from(notifications)).toHaveLength(rows.length);
    const unread = await harness.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(not(notifications.isRead)));
    expect(unread.length).toBeGreaterThan(0);
  });
});

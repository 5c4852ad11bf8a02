import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo friends', () => {
  it('gives every demo player a friend, a sent and a received request, once', async () => {
    await harness.seed();
    const demo = await harness.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const rows = await harness.db.select().from(friendships);
    for (const { id } of demo) {
      const mine = rows.filter((row) => row.userLow === id || row.userHigh === id);
      expect(mine.some((row) => row.status === 'ACCEPTED')).toBe(true);
      expect(mine.some((row) => row.status === 'PENDING' && row.requesterId === id)).toBe(true);
      expect(mine.some((row) => row.status === 'PENDING' && row.requesterId !== id)).toBe(true);
    }

    // A player unfriends; the next start's seed leaves that alone.
    const first = rows.find((row) => row.status === 'ACCEPTED')!;
    await harness.db.delete(friendships).where(eq(friendships.userLow, first.userLow));
    const left = (await harness.db.select().from(friendships)).length;
    await harness.seed();
    expect(await harness.db.select().from(friendships)).toHaveLength(left);
  });
});

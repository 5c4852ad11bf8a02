import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameComments, playWithMeTooRequests, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo comments and challenge', () => {
  it('seeds a pending challenge 도윤 → 서연 and threads with replies (one with a mention) on the demo games, each once', async () => {
    await harness.seed();
    const [doyun] = await harness.db.select().from(users).where(eq(users.username, 'doyun'));
    const [seoyeon] = await harness.db.select().from(users).where(eq(users.username, 'seoyeon'));
    const challenges = await harness.db.select().from(playWithMeTooRequests);
    expect(challenges).toHaveLength(1);
    expect(challenges[0]).toMatchObject({ fromUserId: doyun!.id, toUserId: seoyeon!.id, status: 'PENDING' });

    const rows = await harness.db.select().from(gameComments);
    expect(rows.filter((row) => row.parentId === null).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.parentId !== null)).toBe(true);
    expect(
      await harness.db.select().from(gameComments).where(isNotNull(gameComments.mentionUserId)),
    ).toHaveLength(1);

    await harness.seed();
    expect(await harness.db.select().from(playWithMeTooRequests)).toHaveLength(1);
    expect(await harness.db.select().from(gameComments)).toHaveLength(rows.length);
  });
});

import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameComments, games, playWithMeTooRequests, rules, users } from '../schema/index.ts';
import { seedDemoComments } from './demo-comments.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo comments and challenge', () => {
  it('seeds a pending challenge 도윤 → 서연 and no comments while there are no demo games, each once', async () => {
    await harness.seed();
    const [doyun] = await harness.db.select().from(users).where(eq(users.username, 'doyun'));
    const [seoyeon] = await harness.db.select().from(users).where(eq(users.username, 'seoyeon'));
    const challenges = await harness.db.select().from(playWithMeTooRequests);
    expect(challenges).toHaveLength(1);
    expect(challenges[0]).toMatchObject({ fromUserId: doyun!.id, toUserId: seoyeon!.id, status: 'PENDING' });
    expect(await harness.db.select().from(gameComments)).toEqual([]);
    await harness.seed();
    expect(await harness.db.select().from(playWithMeTooRequests)).toHaveLength(1);
  });

  it('puts threads with replies (one with a mention) on demo games once they exist, once', async () => {
    const [minjun] = await harness.db.select().from(users).where(eq(users.username, 'minjun'));
    const [rule] = await harness.db.select().from(rules).limit(1);
    for (let i = 0; i < 2; i++)
      await harness.db
        .insert(games)
        .values({ ownerId: minjun!.id, ruleId: rule!.id, ruleVersion: rule!.currentVersion });
    await seedDemoComments(harness.db);
    const rows = await harness.db.select().from(gameComments);
    expect(rows.filter((row) => row.parentId === null).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.parentId !== null)).toBe(true);
    expect(
      await harness.db.select().from(gameComments).where(isNotNull(gameComments.mentionUserId)),
    ).toHaveLength(1);
    await seedDemoComments(harness.db);
    expect(await harness.db.select().from(gameComments)).toHaveLength(rows.length);
  });
});

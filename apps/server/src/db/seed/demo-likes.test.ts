import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameLikes, games, matchResults, userBlocks, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo likes (issue 20 item 7)', () => {
  it('has every finished demo match liked by two to four other demo players, after it ended', async () => {
    await harness.seed();
    const db = harness.db;
    const finished = await db
      .select({
        id: games.id,
        ownerId: games.ownerId,
        opponentId: games.opponentId,
        completedAt: matchResults.completedAt,
      })
      .from(games)
      .innerJoin(matchResults, eq(matchResults.gameId, games.id))
      .where(and(eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false)));
    expect(finished.length).toBeGreaterThan(0);
    const demoIds = new Set(
      (await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true))).map((row) => row.id),
    );
    const likes = await db.select().from(gameLikes);
    const blocks = await db.select().from(userBlocks);
    const counts = new Set<number>();
    for (const game of finished) {
      const mine = likes.filter((like) => like.gameId === game.id);
      counts.add(mine.length);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      for (const like of mine) {
        expect(demoIds.has(like.userId)).toBe(true);
        expect([game.ownerId, game.opponentId]).not.toContain(like.userId);
        expect(like.createdAt.getTime()).toBeGreaterThan(game.completedAt.getTime());
        const players = [game.ownerId, game.opponentId];
        const blocked = blocks.some(
          (block) =>
            (players.includes(block.blockerId) && block.blockedId === like.userId) ||
            (players.includes(block.blockedId) && block.blockerId === like.userId),
        );
        expect(blocked).toBe(false);
      }
    }
    // The feed shows varied counts, not one number everywhere.
    expect(counts.size).toBeGreaterThan(1);
  });

  it('likes nothing that is not a finished match, and adds nothing when seeded again', async () => {
    const db = harness.db;
    const liked = await db
      .select({ status: games.status, abandoned: matchResults.abandoned })
      .from(gameLikes)
      .innerJoin(games, eq(games.id, gameLikes.gameId))
      .leftJoin(matchResults, eq(matchResults.gameId, games.id));
    expect(liked.every((row) => row.status === 'COMPLETED' && row.abandoned === false)).toBe(true);
    const before = (await db.select().from(gameLikes)).length;
    await harness.seed();
    expect((await db.select().from(gameLikes)).length).toBe(before);
  });
});

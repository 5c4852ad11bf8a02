import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, matchResults, reviews, ruleChampions, ruleRatings, rules, users } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

describe('demo reviews, ratings and champions (issue 19 item 8)', () => {
  it("reviews every finished demo match but 서연's latest, which she is left to review", async () => {
    await harness.seed();
    const db = harness.db;
    const finished = await db
      .select({
        id: games.id,
        ownerId: games.ownerId,
        opponentId: games.opponentId,
        startedAt: games.startedAt,
      })
      .from(games)
      .innerJoin(matchResults, eq(matchResults.gameId, games.id))
      .where(eq(matchResults.abandoned, false));
    const [seoyeon] = await db.select().from(users).where(eq(users.username, 'seoyeon'));
    const hers = finished
      .filter((game) => game.ownerId === seoyeon!.id || game.opponentId === seoyeon!.id)
      .sort((a, b) => b.startedAt!.getTime() - a.startedAt!.getTime());
    expect(hers.length).toBeGreaterThanOrEqual(17);
    const written = await db.select().from(reviews);
    for (const game of finished) {
      const reviewers = written.filter((review) => review.gameId === game.id).map((r) => r.reviewerId);
      const expected = [game.ownerId, game.opponentId!].filter(
        (id) => !(game.id === hers[0]!.id && id === seoyeon!.id),
      );
      expect(reviewers.sort()).toEqual(expected.sort());
    }
  });

  it("gives each rule the average of its players' stored ratings", async () => {
    const db = harness.db;
    const stored = await db.select().from(ruleRatings);
    expect(stored.length).toBeGreaterThan(0);
    for (const rule of await db.select().from(rules)) {
      const mine = stored.filter((rating) => rating.ruleId === rule.id);
      expect(rule.ratingCount).toBe(mine.length);
      expect(rule.ratingSum).toBe(mine.reduce((total, rating) => total + rating.rating, 0));
    }
  });

  it("crowns two champions of '1분 팔굽혀펴기 대결': 서연 in 서울 강남구 and 도윤 in 경기 성남시", async () => {
    const db = harness.db;
    const champions = await db
      .select({ region: ruleChampions.region, nickname: users.nickname, rule: rules.id })
      .from(ruleChampions)
      .innerJoin(users, eq(users.id, ruleChampions.userId))
      .innerJoin(rules, eq(rules.id, ruleChampions.ruleId));
    expect(champions.map(({ region, nickname }) => [region, nickname]).sort()).toEqual([
      ['경기 성남시', '도윤'],
      ['서울 강남구', '서연'],
    ]);
    // A second seed adds nothing and keeps them.
    const before = (await db.select().from(reviews)).length;
    await harness.seed();
    expect((await db.select().from(reviews)).length).toBe(before);
    expect((await db.select().from(ruleChampions)).length).toBe(2);
  });
});

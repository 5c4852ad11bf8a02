import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, ruleRatings, rules } from '../schema/index.ts';
import { useDemoSeedDatabase } from './demo-seed.test-support.ts';

const harness = useDemoSeedDatabase();

/** What a rule's counters must say, from the demo rows alone: its finished games and stored ratings. */
async function derivedCounters() {
  const rows = await harness.db.select().from(games);
  const ratings = await harness.db.select().from(ruleRatings);
  const completed = rows.filter((game) => game.status === 'COMPLETED');
  const ruleRows = await harness.db.select().from(rules);
  return new Map(
    ruleRows.map((rule) => {
      const plays = completed.filter((game) => game.ruleId === rule.id);
      const last = plays.map((game) => game.startedAt!.getTime()).sort((a, b) => b - a)[0];
      return [
        rule.id,
        {
          playCount: plays.length,
          lastPlayedAt: last === undefined ? null : new Date(last).toISOString(),
          ratingSum: ratings
            .filter((rating) => rating.ruleId === rule.id)
            .reduce((total, rating) => total + rating.rating, 0),
          ratingCount: ratings.filter((rating) => rating.ruleId === rule.id).length,
        },
      ];
    }),
  );
}

async function storedCounters() {
  const ruleRows = await harness.db.select().from(rules);
  return new Map(
    ruleRows.map((rule) => [
      rule.id,
      {
        playCount: rule.playCount,
        lastPlayedAt: rule.lastPlayedAt?.toISOString() ?? null,
        ratingSum: rule.ratingSum,
        ratingCount: rule.ratingCount,
      },
    ]),
  );
}

describe('demo rule counters', () => {
  it('equal what the demo games and ratings derive for every rule, the completed games counted', async () => {
    await harness.seed();
    const derived = await derivedCounters();
    expect(await storedCounters()).toEqual(derived);
    // The seed has completed games: their rules show those plays, every other rule none.
    const played = [...derived.values()].filter((counters) => counters.playCount > 0);
    expect(played.length).toBeGreaterThanOrEqual(1);
    const [pingPong] = await harness.db.select().from(rules).where(eq(rules.title, '11점 3세트 탁구'));
    expect(pingPong).toMatchObject({ playCount: 0, ratingCount: 0, averageRating: 0, lastPlayedAt: null });
  });

  it('corrects hand-set numbers left by an older seed when the seed runs again', async () => {
    const [rule] = await harness.db.select().from(rules).where(eq(rules.title, '11점 3세트 탁구'));
    await harness.db
      .update(rules)
      .set({ playCount: 142, ratingSum: 1187, ratingCount: 262, lastPlayedAt: new Date() })
      .where(eq(rules.id, rule!.id));
    await harness.seed();
    expect(await storedCounters()).toEqual(await derivedCounters());
  });
});

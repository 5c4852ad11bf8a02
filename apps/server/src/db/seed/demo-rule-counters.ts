import { and, count, eq, inArray, max, sum } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { games, matchResults, rules, ruleRatings, users } from '../schema/index.ts';

/**
 * The demo rules' play count (finished, not abandoned matches), last play and ratings (the players'
 * rule ratings), derived from what the database holds instead
 * of written by hand (issue 16 §19: rules claimed '4.5 (262명) · 142번 플레이' with an empty
 * ranking and no game played). A play is a COMPLETED game with the rule; the last play is the
 * latest of their starts. Runs after the demo games on every seed, so a data folder seeded with
 * the old hand-set numbers is corrected too.
 */
export async function deriveDemoRuleCounters(db: Db): Promise<void> {
  const demoRules = await db
    .select({ id: rules.id })
    .from(rules)
    .innerJoin(users, eq(users.id, rules.createdById))
    .where(eq(users.isDemo, true));
  if (demoRules.length === 0) return;
  const ids = demoRules.map((rule) => rule.id);
  const plays = await db
    .select({ ruleId: games.ruleId, plays: count(), lastPlayedAt: max(games.startedAt) })
    .from(games)
    .innerJoin(matchResults, eq(matchResults.gameId, games.id))
    .where(and(inArray(games.ruleId, ids), eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false)))
    .groupBy(games.ruleId);
  const playsOf = new Map(plays.map((row) => [row.ruleId, row]));
  // The players' 1–5 ratings of each rule after their games (the reviews feature's table).
  const rated = await db
    .select({ ruleId: ruleRatings.ruleId, sum: sum(ruleRatings.rating).mapWith(Number), count: count() })
    .from(ruleRatings)
    .where(inArray(ruleRatings.ruleId, ids))
    .groupBy(ruleRatings.ruleId);
  const ratedOf = new Map(rated.map((row) => [row.ruleId, row]));
  for (const id of ids) {
    const played = playsOf.get(id);
    await db
      .update(rules)
      .set({
        playCount: played?.plays ?? 0,
        lastPlayedAt: played?.lastPlayedAt ?? null,
        ratingSum: ratedOf.get(id)?.sum ?? 0,
        ratingCount: ratedOf.get(id)?.count ?? 0,
      })
      .where(eq(rules.id, id));
  }
}

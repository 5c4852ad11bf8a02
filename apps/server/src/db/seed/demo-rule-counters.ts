import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { games, rules, users } from '../schema/index.ts';

/**
 * The demo rules' play count, last play and ratings, derived from what the database holds instead
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
    .where(and(inArray(games.ruleId, ids), eq(games.status, 'COMPLETED')))
    .groupBy(games.ruleId);
  const playsOf = new Map(plays.map((row) => [row.ruleId, row]));
  for (const id of ids) {
    const played = playsOf.get(id);
    await db
      .update(rules)
      .set({
        playCount: played?.plays ?? 0,
        lastPlayedAt: played?.lastPlayedAt ?? null,
        // WARNING: no rule ratings are stored yet (rating a rule after a game arrives with the live
        // match), so none is the only honest count; derive these from that table once it exists.
        ratingSum: 0,
        ratingCount: 0,
      })
      .where(eq(rules.id, id));
  }
}

import { and, eq } from 'drizzle-orm';
import { ruleSearchChoseong } from '../../features/rules/index.ts';
import type { Db } from '../db.ts';
import { ruleEditRequests, rules, ruleVersions } from '../schema/index.ts';
import { DEMO_RULES, type DemoRule, type DemoRuleContent } from './demo-rules.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function contentOf(rule: DemoRule): DemoRuleContent {
  const { author: _author, daysAgo: _days, edit: _edit, ...content } = rule;
  return content;
}

/** The demo rule `title` by `createdById`, found by its version 1 (an approved edit may rename it). */
async function demoRuleExists(db: Db, createdById: number, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rules.id })
    .from(ruleVersions)
    .innerJoin(rules, eq(rules.id, ruleVersions.ruleId))
    .where(
      and(eq(ruleVersions.version, 1), eq(ruleVersions.title, title), eq(rules.createdById, createdById)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One demo rule as the API would have left it: the rule and its version 1, then its edit request;
 * an APPROVED one made the rule version 2 (written like the approval does, in one transaction).
 */
async function insertDemoRule(
  db: Db,
  rule: DemoRule,
  createdById: number,
  reviewerId: number | null,
  now: number,
) {
  const content = contentOf(rule);
  const createdAt = new Date(now - rule.daysAgo * DAY_MS);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rules)
      .values({
        ...content,
        createdById,
        createdAt,
        updatedAt: createdAt,
        // Play count, ratings and last play stay at their defaults: demo-rule-counters.ts derives them.
        searchChoseong: ruleSearchChoseong(content.title, content.goal),
      })
      .returning({ id: rules.id });
    const ruleId = row!.id;
    await tx.insert(ruleVersions).values({ ...content, ruleId, version: 1, createdAt });
    const { edit } = rule;
    if (!edit) return;
    const requested = { ...content, ...edit.changes };
    const requestedAt = new Date(
      Math.min(createdAt.getTime() + edit.afterDays * DAY_MS, now - 2 * 60 * 60 * 1000),
    );
    const reviewedAt = new Date(Math.min(requestedAt.getTime() + DAY_MS / 2, now - 60 * 60 * 1000));
    const reviewed = edit.status !== 'PENDING';
    await tx.insert(ruleEditRequests).values({
      ...requested,
      ruleId,
      baseVersion: 1,
      status: edit.status,
      requestedById: createdById,
      createdAt: requestedAt,
      updatedAt: reviewed ? reviewedAt : requestedAt,
      reviewedById: reviewed ? reviewerId : null,
      reviewedAt: reviewed ? reviewedAt : null,
      rejectionReason: edit.status === 'REJECTED' ? (edit.rejectionReason ?? null) : null,
      resultVersion: edit.status === 'APPROVED' ? 2 : null,
    });
    if (edit.status === 'APPROVED') {
      await tx
        .update(rules)
        .set({
          ...requested,
          currentVersion: 2,
          updatedAt: reviewedAt,
          searchChoseong: ruleSearchChoseong(requested.title, requested.goal),
        })
        .where(eq(rules.id, ruleId));
      await tx.insert(ruleVersions).values({ ...requested, ruleId, version: 2, createdAt: reviewedAt });
    }
  });
}

/**
 * The demo catalogue (demo-rules.data.ts) by the demo players; reviews by the demo admin.
 * Idempotent: a rule whose version 1 exists for its author is left alone.
 */
export async function seedDemoRules(
  db: Db,
  authorIds: ReadonlyMap<string, number>,
  reviewerId: number | null,
): Promise<void> {
  const now = Date.now();
  for (const rule of DEMO_RULES) {
    const createdById = authorIds.get(rule.author);
    if (createdById === undefined || (await demoRuleExists(db, createdById, rule.title))) continue;
    await insertDemoRule(db, rule, createdById, reviewerId, now);
  }
}

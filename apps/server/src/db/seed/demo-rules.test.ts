import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleFormSchema, ruleTitleSchema } from '@hanpan/core';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { ruleEditRequests, rules, ruleVersions } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_RULES, type DemoRuleContent } from './demo-rules.data.ts';
import { readSeedCategories } from './reference-data.ts';

const taxonomy = readSeedCategories();

function formOf(content: DemoRuleContent) {
  return {
    ruleGoal: content.goal,
    ruleScoreDefinition: content.scoreDefinition,
    rulePreparation: content.preparation,
    ruleOrder: content.playOrder,
    ruleDecision: content.decision,
    ruleFoul: content.foul,
    ruleExtraInfo: content.extraInfo,
    pointsToWin: content.pointsToWin,
    duration: content.durationSeconds,
    setsToWin: content.setsToWin,
    winBy: content.winBy,
  };
}

/** Every demo text passes what the API would check: limits, bad words, score/time, taxonomy. */
function expectValid(content: DemoRuleContent) {
  const form = formOf(content);
  const parsed = RuleFormSchema.safeParse(form);
  expect(parsed.error?.issues, content.title).toBeUndefined();
  // Stored exactly as a player would have sent it (nothing trimmed away).
  expect(parsed.data).toMatchObject(form);
  expect(ruleTitleSchema.safeParse(content.title).data, content.title).toBe(content.title);
  const major = taxonomy.find((entry) => entry.name === content.majorCategory);
  expect(major?.minors, `${content.title}: ${content.majorCategory}/${content.minorCategory}`).toContain(
    content.minorCategory,
  );
}

describe('the demo catalogue', () => {
  it('has at least 30 rules over every major category, each one valid', () => {
    expect(DEMO_RULES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_RULES.map((rule) => rule.majorCategory))).toEqual(
      new Set(taxonomy.map((major) => major.name)),
    );
    for (const rule of DEMO_RULES) expectValid(rule);
    expect(new Set(DEMO_RULES.map((rule) => `${rule.author}/${rule.title}`)).size).toBe(DEMO_RULES.length);
  });

  it('varies win-by and limits', () => {
    expect(new Set(DEMO_RULES.map((rule) => rule.winBy))).toEqual(
      new Set(['SETS_HALF_WIN', 'MOST_SETS_AND_POINTS']),
    );
    expect(DEMO_RULES.some((rule) => rule.pointsToWin === -1)).toBe(true);
    expect(DEMO_RULES.some((rule) => rule.durationSeconds === -1)).toBe(true);
    expect(DEMO_RULES.some((rule) => rule.pointsToWin > 0 && rule.durationSeconds > 0)).toBe(true);
    expect(new Set(DEMO_RULES.map((rule) => rule.setsToWin)).size).toBeGreaterThanOrEqual(3);
  });

  it('has valid edit requests in every state, rejections with a reason', () => {
    const edits = DEMO_RULES.flatMap((rule) => (rule.edit ? [{ rule, edit: rule.edit }] : []));
    expect(new Set(edits.map(({ edit }) => edit.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED']),
    );
    for (const { rule, edit } of edits) {
      expectValid({ ...rule, ...edit.changes });
      expect(Boolean(edit.rejectionReason?.trim()), rule.title).toBe(edit.status === 'REJECTED');
    }
  });
});

describe('seeding the demo catalogue', () => {
  let database: DatabaseHandle;
  let uploads: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    uploads = mkdtempSync(join(tmpdir(), 'hanpan-demo-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('writes every rule with its versions and requests, and adds nothing when run again', async () => {
    const storage = createLocalFileStorage(uploads, 'http://localhost:3000');
    await seedDemoData(database.db, storage);
    const { db } = database;
    const totals = async () => ({
      rules: (await db.select({ n: count() }).from(rules))[0]!.n,
      versions: (await db.select({ n: count() }).from(ruleVersions))[0]!.n,
      requests: (await db.select({ n: count() }).from(ruleEditRequests))[0]!.n,
    });
    const approved = DEMO_RULES.filter((rule) => rule.edit?.status === 'APPROVED');
    const first = await totals();
    expect(first).toEqual({
      rules: DEMO_RULES.length,
      versions: DEMO_RULES.length + approved.length,
      requests: DEMO_RULES.filter((rule) => rule.edit).length,
    });
    await seedDemoData(database.db, storage);
    expect(await totals()).toEqual(first);

    // An approved request made version 2 the rule's content; version 1 is the original.
    const demo = approved[0]!;
    const [rule] = await db.select().from(rules).where(eq(rules.title, demo.edit!.changes.title!));
    expect(rule).toMatchObject({ currentVersion: 2, pointsToWin: demo.edit!.changes.pointsToWin });
    const versions = await db
      .select({ version: ruleVersions.version, title: ruleVersions.title })
      .from(ruleVersions)
      .where(eq(ruleVersions.ruleId, rule!.id))
      .orderBy(asc(ruleVersions.version));
    expect(versions).toEqual([
      { version: 1, title: demo.title },
      { version: 2, title: demo.edit!.changes.title },
    ]);
    expect(rule!.searchChoseong).toBeTruthy();
  });
});

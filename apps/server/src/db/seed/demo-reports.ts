import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db.ts';
import { reports, rules, users } from '../schema/index.ts';

interface DemoReport {
  reporter: string;
  /** A demo rule's title; a title the catalogue no longer has is skipped. */
  ruleTitle: string;
  reason: string;
  /** How long ago it came in: one is past the 24 hours the terms promise. */
  hoursAgo: number;
}

const DEMO_REPORTS: DemoReport[] = [
  {
    reporter: 'haeun',
    ruleTitle: '11점 3세트 탁구',
    reason: '세트 수가 설명과 달라요. 3세트인지 5세트인지 헷갈려서 경기 중에 다툼이 났어요.',
    hoursAgo: 30,
  },
  {
    reporter: 'doyun',
    ruleTitle: '11점 3세트 탁구',
    reason: '서브 규칙이 실제 탁구 규칙이랑 달라요. 확인 부탁드려요.',
    hoursAgo: 3,
  },
  {
    reporter: 'jiho',
    ruleTitle: '1분 팔굽혀펴기 대결',
    reason: '판정 기준이 애매해서 매번 싸움이 나요.',
    hoursAgo: 6,
  },
  {
    reporter: 'sua',
    ruleTitle: '두 자리 암산 스피드전',
    reason: '다른 사람이 올린 규칙을 그대로 베낀 것 같아요.',
    hoursAgo: 0.7,
  },
];

/**
 * Open reports for the admin demo user's moderation queue (issue 9 §10). Idempotent: a demo
 * player's report of a rule exists once (the unique index), keeping its first time.
 */
export async function seedDemoReports(db: Db): Promise<void> {
  const demoUsers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.isDemo, true));
  // Demo rules only: a player's rule that happens to share a title is never reported by the seed.
  const demoRules =
    demoUsers.length === 0
      ? []
      : await db
          .select({ id: rules.id, title: rules.title, createdById: rules.createdById })
          .from(rules)
          .where(
            and(
              inArray(rules.title, [...new Set(DEMO_REPORTS.map((report) => report.ruleTitle))]),
              inArray(
                rules.createdById,
                demoUsers.map((user) => user.id),
              ),
            ),
          );
  const reporterId = new Map(demoUsers.map((user) => [user.username, user.id]));
  const now = Date.now();
  for (const report of DEMO_REPORTS) {
    const reporter = reporterId.get(report.reporter);
    const rule = demoRules.find((row) => row.title === report.ruleTitle);
    // Nobody reports their own rule; a renamed or missing demo rule is skipped.
    if (!reporter || !rule || rule.createdById === reporter) continue;
    await db
      .insert(reports)
      .values({
        targetType: 'RULE',
        targetId: rule.id,
        reporterId: reporter,
        reason: report.reason,
        createdAt: new Date(now - report.hoursAgo * 3_600_000),
      })
      .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] });
  }
}

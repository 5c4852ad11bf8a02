import {
  reportMessages,
  InstantIdCursorSchema,
  type ErrorCode,
  type ReportBodySchema,
  type ReportTargetType,
  type ResolveReportBodySchema,
} from '@hanpan/core';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { ReportTargetPreview, ReportTargets } from '../feature-deps.ts';
import { findUserCards } from '../users/index.ts';
import * as queries from './reports.queries.ts';

/** The spec quotes a different answer per kind (§8: games keep '신고 접수가 완료된 경기입니다.'). */
const ALREADY_REPORTED: Record<ReportTargetType, ErrorCode> = {
  RULE: 'rule_already_reported',
  GAME: 'game_already_reported',
  COMMENT: 'comment_already_reported',
};

const QueueCursorSchema = InstantIdCursorSchema;

type ReportRow = NonNullable<Awaited<ReturnType<typeof queries.findReport>>>;
type UserCard = Awaited<ReturnType<typeof findUserCards>>[number];

/** A report with what the queue shows beside it. */
export interface DetailedReport extends ReportRow {
  reporter: UserCard | null;
  resolver: UserCard | null;
  targetHidden: boolean;
  openReportsOnTarget: number;
  preview: ReportTargetPreview | null;
}

const targetKey = (row: { targetType: ReportTargetType; targetId: number }) =>
  `${row.targetType}:${row.targetId}`;

export type ReportsService = ReturnType<typeof createReportsService>;

export function createReportsService({ db, reportTargets }: { db: Db; reportTargets: ReportTargets }) {
  /**
   * POST /api/reports: the target must exist and be visible to the reporter (its kind says both),
   * and not be the reporter's own. What they cannot see answers exactly like a missing id.
   */
  async function reportTarget(actor: AuthUser, body: z.output<typeof ReportBodySchema>) {
    const kind = reportTargets.kindOf(body.targetType);
    const visible = kind !== undefined && (await kind.isVisibleTo(db, actor, body.targetId));
    const target = visible ? (await kind.describe(db, [body.targetId])).get(body.targetId) : undefined;
    if (!target) throw new AppError('report_target_not_found');
    if (target.authorId === actor.userId) throw new AppError('cannot_report_own');
    const id = await queries.insertReport(db, {
      targetType: body.targetType,
      targetId: body.targetId,
      reporterId: actor.userId,
      reason: body.reason,
    });
    if (id === null) throw new AppError(ALREADY_REPORTED[body.targetType]);
    return { id };
  }

  /** Admin only (checked by the route); one extra row tells whether a next page exists. */
  async function listReports({
    status,
    cursor,
    size,
  }: {
    status: 'OPEN' | 'RESOLVED';
    cursor?: string | undefined;
    size: number;
  }) {
    const after = decodeCursor(cursor, QueueCursorSchema);
    const position = after && { at: after[0], id: after[1] };
    return status === 'OPEN'
      ? queries.listOpenReports(db, position, size + 1)
      : queries.listResolvedReports(db, position, size + 1);
  }

  /** Reporter and resolver, the target's preview (from its kind), hidden flag and open count. */
  async function withDetails(rows: readonly ReportRow[]): Promise<DetailedReport[]> {
    const userIds = rows.flatMap((row) => [row.reporterId, row.resolvedById]).filter((id) => id !== null);
    const [cards, hidden, openCounts, previews] = await Promise.all([
      findUserCards(db, [...new Set(userIds)]),
      queries.findHiddenTargets(db, rows),
      queries.countOpenReportsOn(db, rows),
      describeTargets(rows),
    ]);
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    return rows.map((row) => ({
      ...row,
      reporter: row.reporterId === null ? null : (cardOf.get(row.reporterId) ?? null),
      resolver: row.resolvedById === null ? null : (cardOf.get(row.resolvedById) ?? null),
      targetHidden: hidden.has(targetKey(row)),
      openReportsOnTarget: openCounts.get(targetKey(row)) ?? 0,
      preview: previews.get(targetKey(row)) ?? null,
    }));
  }

  /** One describe call per kind; a kind nobody registers (any more) has no preview. */
  async function describeTargets(rows: readonly ReportRow[]) {
    const idsByType = new Map<ReportTargetType, Set<number>>();
    for (const row of rows)
      idsByType.set(row.targetType, (idsByType.get(row.targetType) ?? new Set()).add(row.targetId));
    const previews = new Map<string, ReportTargetPreview>();
    for (const [targetType, ids] of idsByType) {
      const kind = reportTargets.kindOf(targetType);
      if (!kind) continue;
      for (const [targetId, preview] of await kind.describe(db, [...ids]))
        previews.set(targetKey({ targetType, targetId }), preview);
    }
    return previews;
  }

  /**
   * One decision per item: resolving a report closes every open report on the same target, records
   * who, when and why, and hides the target when asked. A report already closed (also by another
   * admin a moment ago) is 409 report_already_resolved.
   */
  async function resolveReport(
    actor: AuthUser,
    reportId: number,
    { note, hideTarget }: z.output<typeof ResolveReportBodySchema>,
  ) {
    await db.transaction(async (tx) => {
      const report = await queries.findReport(tx, reportId);
      if (!report) throw new AppError('report_not_found');
      if (report.status === 'RESOLVED') throw new AppError('report_already_resolved');
      const openIds = await queries.lockOpenReportsOn(tx, report);
      if (!openIds.includes(report.id)) throw new AppError('report_already_resolved');
      await queries.resolveReports(tx, openIds, { resolvedById: actor.userId, note });
      if (hideTarget)
        await queries.hideTarget(tx, {
          targetType: report.targetType,
          targetId: report.targetId,
          hiddenById: actor.userId,
          reportId: report.id,
        });
    });
    const resolved = await queries.findReport(db, reportId);
    if (!resolved) throw new AppError('report_not_found');
    const [detailed] = await withDetails([resolved]);
    return detailed!;
  }

  /** Undo for staff: the item shows again (idempotent). */
  async function unhideTarget(target: { targetType: ReportTargetType; targetId: number }) {
    await queries.unhideTarget(db, target);
  }

  return { reportTarget, listReports, withDetails, resolveReport, unhideTarget };
}

/** The dashboard's counters (admin feature): open reports, and those past the promised 24 hours. */
export async function countOpenReports(db: Db) {
  return queries.countOpenReports(db, reportMessages.promiseHours);
}

import type { ReportTargetType } from '@hanpan/core';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { qualifiedColumn } from '../../db/qualified-column.ts';
import { hiddenItems, reports } from '../../db/schema/index.ts';

export interface NewReport {
  targetType: ReportTargetType;
  targetId: number;
  reporterId: number;
  reason: string;
}

/**
 * The new report's id, or null when this player already reported this target. ON CONFLICT waits
 * for a concurrent identical insert to commit, so of two simultaneous reports exactly one wins.
 */
export async function insertReport(db: Db, values: NewReport): Promise<number | null> {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning({ id: reports.id });
  return row?.id ?? null;
}

const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reporterId: reports.reporterId,
  reason: reports.reason,
  status: reports.status,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
  resolvedById: reports.resolvedById,
  resolutionNote: reports.resolutionNote,
};

export async function findReport(db: Db, id: number) {
  const [row] = await db.select(reportColumns).from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Position in a queue: the sort time (full precision, as text) and the id. */
export interface QueuePosition {
  at: string;
  id: number;
}

/** Open reports, oldest first (the overdue ones lead), `limit` rows after `after`. */
export async function listOpenReports(db: Db, after: QueuePosition | null, limit: number) {
  return db
    .select({ ...reportColumns, at: sql<string>`${reports.createdAt}::text` })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'OPEN'),
        after
          ? sql`(${reports.createdAt}, ${reports.id}) > (${after.at}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit);
}

/** Resolved reports, newest decision first. */
export async function listResolvedReports(db: Db, after: QueuePosition | null, limit: number) {
  return db
    .select({ ...reportColumns, at: sql<string>`${reports.resolvedAt}::text` })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'RESOLVED'),
        after
          ? sql`(${reports.resolvedAt}, ${reports.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(reports.resolvedAt), desc(reports.id))
    .limit(limit);
}

export interface TargetRef {
  targetType: ReportTargetType;
  targetId: number;
}

/** Items of one type, grouped: `(type = A and id in (…)) or (type = B and id in (…))`. */
function targetsCondition(
  targets: readonly TargetRef[],
  typeColumn: typeof reports.targetType | typeof hiddenItems.targetType,
  idColumn: typeof reports.targetId | typeof hiddenItems.targetId,
) {
  const idsByType = new Map<ReportTargetType, number[]>();
  for (const { targetType, targetId } of targets)
    idsByType.set(targetType, [...(idsByType.get(targetType) ?? []), targetId]);
  return or(
    ...[...idsByType].map(([type, ids]) => and(eq(typeColumn, type), inArray(idColumn, [...new Set(ids)]))),
  );
}

/** How many open reports each of `targets` has, keyed `${type}:${id}`. */
export async function countOpenReportsOn(db: Db, targets: readonly TargetRef[]) {
  if (targets.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      count: sql<number>`count(*)::int`,
    })
    .from(reports)
    .where(and(eq(reports.status, 'OPEN'), targetsCondition(targets, reports.targetType, reports.targetId)))
    .groupBy(reports.targetType, reports.targetId);
  return new Map(rows.map((row) => [`${row.targetType}:${row.targetId}`, Number(row.count)]));
}

/** The dashboard's counters: open reports, and those open longer than `overdueHours`. */
export async function countOpenReports(db: Db, overdueHours: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${reports.createdAt} < now() - make_interval(hours => ${overdueHours}::int)))::int`,
    })
    .from(reports)
    .where(eq(reports.status, 'OPEN'));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * Locks the target's open reports in id order (so two admins deciding on the same target queue up
 * instead of deadlocking) and answers their ids. A report another transaction just resolved is
 * re-checked after the wait and left out.
 */
export async function lockOpenReportsOn(db: Db, { targetType, targetId }: TargetRef) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'OPEN')),
    )
    .orderBy(asc(reports.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function resolveReports(
  db: Db,
  ids: readonly number[],
  { resolvedById, note }: { resolvedById: number; note: string },
) {
  if (ids.length === 0) return;
  await db
    .update(reports)
    .set({ status: 'RESOLVED', resolvedAt: sql`now()`, resolvedById, resolutionNote: note })
    .where(inArray(reports.id, [...ids]));
}

/** Idempotent: an item already hidden keeps its first record. */
export async function hideTarget(
  db: Db,
  target: TargetRef & { hiddenById: number; reportId: number | null },
) {
  await db.insert(hiddenItems).values(target).onConflictDoNothing();
}

export async function unhideTarget(db: Db, { targetType, targetId }: TargetRef) {
  await db
    .delete(hiddenItems)
    .where(and(eq(hiddenItems.targetType, targetType), eq(hiddenItems.targetId, targetId)));
}

/** The hidden ones among `targets`, keyed `${type}:${id}`. */
export async function findHiddenTargets(db: Db, targets: readonly TargetRef[]) {
  if (targets.length === 0) return new Set<string>();
  const rows = await db
    .select({ targetType: hiddenItems.targetType, targetId: hiddenItems.targetId })
    .from(hiddenItems)
    .where(targetsCondition(targets, hiddenItems.targetType, hiddenItems.targetId));
  return new Set(rows.map((row) => `${row.targetType}:${row.targetId}`));
}

/**
 * Why each of `ids` (of one kind) is hidden: the note of the report whose resolution hid it and
 * that report's reason (both null when an admin hid it without a report). Hidden ones only.
 */
export async function findHiddenReasons(db: Db, targetType: ReportTargetType, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ targetId: hiddenItems.targetId, note: reports.resolutionNote, reason: reports.reason })
    .from(hiddenItems)
    .leftJoin(reports, eq(reports.id, hiddenItems.reportId))
    .where(and(eq(hiddenItems.targetType, targetType), inArray(hiddenItems.targetId, [...new Set(ids)])));
}

/**
 * The moderation filter as SQL: the row is not hidden, or the viewer wrote it, or is an admin.
 * `idColumn` and `authorColumn` belong to the caller's own table (reports never reads it).
 */
export function notHiddenFor(
  targetType: ReportTargetType,
  idColumn: SQLWrapper,
  authorColumn: SQLWrapper | null,
  viewer: { userId: number | Placeholder; isAdmin: boolean } | null,
): SQL {
  if (viewer?.isAdmin) return sql`true`;
  const notHidden = sql`not exists (select 1 from ${hiddenItems} where ${hiddenItems.targetType} = ${targetType} and ${hiddenItems.targetId} = ${idColumn})`;
  if (!viewer || !authorColumn) return notHidden;
  return sql`(${notHidden} or ${authorColumn} = ${viewer.userId})`;
}

/** `notHiddenFor` on a kept hidden flag of the caller's row (decision 041). */
export function notHiddenByFlag(
  hiddenFlag: SQLWrapper,
  authorColumn: SQLWrapper,
  viewer: { userId: number | Placeholder; isAdmin: boolean },
): SQL {
  if (viewer.isAdmin) return sql`true`;
  return sql`(not ${hiddenFlag} or ${authorColumn} = ${viewer.userId})`;
}

/**
 * Whether an admin hid the row in `idColumn` (a column of the caller's own table), as SQL: a
 * presenter's hiddenByAdmin inside the page's own statement instead of a second round trip.
 */
export function isHiddenSql(targetType: ReportTargetType, idColumn: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${hiddenItems} where ${hiddenItems.targetType} = ${targetType} and ${hiddenItems.targetId} = ${idColumn})`;
}

/** `hiddenReasonSql`'s value: the hiding report's note and reason (null: no report). */
export interface HiddenReasonJson {
  note: string | null;
  reason: string | null;
}

/**
 * `findHiddenReasons` for the row in `idColumn` (a column of the caller's own table) as one JSON
 * value, null when the item is not hidden: the author's view of a hidden item inside the page's
 * own statement (issue 17). One row at most: (target_type, target_id) is hidden_items' key.
 */
export function hiddenReasonSql(
  targetType: ReportTargetType,
  idColumn: SQLWrapper,
): SQL<HiddenReasonJson | null> {
  // Qualified by hand: in a one-table select drizzle writes columns bare, and reports has its own
  // target_type and target_id.
  const h = (column: { name: string }) => qualifiedColumn('hidden_items', column);
  const r = (column: { name: string }) => qualifiedColumn('reports', column);
  return sql<HiddenReasonJson | null>`(select json_build_object('note', ${r(reports.resolutionNote)}, 'reason', ${r(reports.reason)}) from ${hiddenItems} left join ${reports} on ${r(reports.id)} = ${h(hiddenItems.reportId)} where ${h(hiddenItems.targetType)} = ${targetType} and ${h(hiddenItems.targetId)} = ${idColumn})`;
}

/** Account deletion: reports and decisions stay on record without pointing at the person. */
export async function detachUser(db: Db, userId: number) {
  await db.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, userId));
  await db.update(reports).set({ resolvedById: null }).where(eq(reports.resolvedById, userId));
  await db.update(hiddenItems).set({ hiddenById: null }).where(eq(hiddenItems.hiddenById, userId));
}

import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { ruleEditRequests, ruleVersions } from '../../db/schema/index.ts';
import type { RuleContentColumns } from './rule-content.ts';

/*
 * Queries on `rule_edit_requests`. CANCELLED is internal: a cancelled request is gone for everyone
 * (the creator's rule, the admin lists and counts) but the row stays as history.
 */

export type ReviewedStatus = 'APPROVED' | 'REJECTED';
export type VisibleStatus = 'PENDING' | ReviewedStatus;

/** A request with the content of the version it was based on (the admin's comparison). */
function requestRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: ruleEditRequests,
      createdAtText: sql<string>`${ruleEditRequests.createdAt}::text`,
      original: ruleVersions,
    })
    .from(ruleEditRequests)
    .leftJoin(
      ruleVersions,
      and(
        eq(ruleVersions.ruleId, ruleEditRequests.ruleId),
        eq(ruleVersions.version, ruleEditRequests.baseVersion),
      ),
    )
    .where(where);
}

export type EditRequestListRow = Awaited<ReturnType<typeof listEditRequests>>[number];

/** One request as the admin and its requester see it; undefined when missing or cancelled. */
export async function findVisibleEditRequest(db: Db, id: number) {
  const [row] = await requestRows(
    db,
    and(eq(ruleEditRequests.id, id), ne(ruleEditRequests.status, 'CANCELLED')),
  ).limit(1);
  return row;
}

export interface RequestPosition {
  at: string;
  id: number;
}

/** The admin list: newest first, one status or all three. */
export async function listEditRequests(
  db: Db,
  status: VisibleStatus | undefined,
  after: RequestPosition | null,
  limit: number,
) {
  return requestRows(
    db,
    and(
      status ? eq(ruleEditRequests.status, status) : ne(ruleEditRequests.status, 'CANCELLED'),
      after
        ? sql`(${ruleEditRequests.createdAt}, ${ruleEditRequests.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`
        : undefined,
    ),
  )
    .orderBy(desc(ruleEditRequests.createdAt), desc(ruleEditRequests.id))
    .limit(limit);
}

export async function countEditRequestsByStatus(db: Db): Promise<Record<VisibleStatus, number>> {
  const rows = await db
    .select({ status: ruleEditRequests.status, count: count() })
    .from(ruleEditRequests)
    .where(ne(ruleEditRequests.status, 'CANCELLED'))
    .groupBy(ruleEditRequests.status);
  const counts: Record<VisibleStatus, number> = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const row of rows) if (row.status !== 'CANCELLED') counts[row.status] = Number(row.count);
  return counts;
}

/** Who asked and what state a request is in (cancelled ones too): for the refusals' reasons. */
export async function findEditRequestState(db: Db, id: number) {
  const [row] = await db
    .select({
      id: ruleEditRequests.id,
      ruleId: ruleEditRequests.ruleId,
      status: ruleEditRequests.status,
      requestedById: ruleEditRequests.requestedById,
    })
    .from(ruleEditRequests)
    .where(eq(ruleEditRequests.id, id))
    .limit(1);
  return row;
}

/** The latest request on a rule that still counts (not cancelled). */
export async function findLatestEditRequest(db: Db, ruleId: number) {
  const [row] = await db
    .select({ id: ruleEditRequests.id, status: ruleEditRequests.status })
    .from(ruleEditRequests)
    .where(and(eq(ruleEditRequests.ruleId, ruleId), ne(ruleEditRequests.status, 'CANCELLED')))
    .orderBy(desc(ruleEditRequests.createdAt), desc(ruleEditRequests.id))
    .limit(1);
  return row;
}

export async function insertEditRequest(
  db: Db,
  values: RuleContentColumns & { ruleId: number; baseVersion: number; requestedById: number },
) {
  const [row] = await db.insert(ruleEditRequests).values(values).returning({ id: ruleEditRequests.id });
  return row!.id;
}

/** Cancels the request if it is still PENDING; false when it was not (any more). */
export async function cancelPendingEditRequest(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(ruleEditRequests)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(ruleEditRequests.id, id), eq(ruleEditRequests.status, 'PENDING')))
    .returning({ id: ruleEditRequests.id });
  return rows.length > 0;
}

/**
 * WARNING: the only way a request leaves PENDING for a review. Conditional on PENDING, so of two
 * admins deciding at once exactly one gets the row; the other gets undefined (409).
 */
export async function reviewPendingEditRequest(
  db: Db,
  id: number,
  review: { status: ReviewedStatus; reviewedById: number; rejectionReason: string | null },
) {
  const [row] = await db
    .update(ruleEditRequests)
    .set({ ...review, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(ruleEditRequests.id, id), eq(ruleEditRequests.status, 'PENDING')))
    .returning();
  return row;
}

export async function setResultVersion(db: Db, id: number, resultVersion: number) {
  await db.update(ruleEditRequests).set({ resultVersion }).where(eq(ruleEditRequests.id, id));
}

/** Account deletion: the person's open requests are withdrawn (nobody is left to answer). */
export async function cancelPendingEditRequestsOf(db: Db, userId: number) {
  await db
    .update(ruleEditRequests)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(ruleEditRequests.requestedById, userId), eq(ruleEditRequests.status, 'PENDING')));
}

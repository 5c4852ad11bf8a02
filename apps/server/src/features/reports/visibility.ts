import type { ReportTargetType } from '@hanpan/core';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import * as queries from './reports.queries.ts';

/*
 * The one moderation rule (CONVENTIONS.md, "Only one way"): an item an administrator hid leaves
 * every list, search and feed for everyone except its author and administrators; the author sees
 * it marked hidden, and a direct link answers 404 content_hidden ('관리자가 숨긴 항목이에요.').
 */

/** Who is looking: null for a visitor without a session. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

export function viewerOf(auth: Pick<AuthUser, 'userId' | 'role'> | null): Viewer | null {
  return auth ? { userId: auth.userId, isAdmin: auth.role === 'ADMIN' } : null;
}

/**
 * A WHERE fragment for a feature's own list query: not hidden, or the viewer is the author, or an
 * admin. `idColumn` is the item's id and `authorColumn` its author's user id (null when the kind
 * has no author), both columns of the caller's table. The viewer's id may be a
 * `sql.placeholder(...)`, so a prepared list keeps the fragment.
 */
export function visibleToViewer(
  targetType: ReportTargetType,
  idColumn: SQLWrapper,
  authorColumn: SQLWrapper | null,
  viewer: { userId: number | Placeholder; isAdmin: boolean } | null,
): SQL {
  return queries.notHiddenFor(targetType, idColumn, authorColumn, viewer);
}

/**
 * `visibleToViewer` on a table that keeps its hidden state as a flag of the row (games.hidden, kept
 * from hidden_items by a trigger, decision 041): the same rule — admins see everything, the author
 * their own — tested on the row instead of a lookup per candidate row.
 */
export function visibleToViewerByFlag(
  hiddenFlag: SQLWrapper,
  authorColumn: SQLWrapper,
  viewer: { userId: number | Placeholder; isAdmin: boolean },
): SQL {
  return queries.notHiddenByFlag(hiddenFlag, authorColumn, viewer);
}

/**
 * Whether an admin hid the item in `idColumn` (a column of the caller's table), as a column of
 * the caller's own list statement: `hiddenTargetIds` without its round trip.
 */
export function hiddenByAdminSql(targetType: ReportTargetType, idColumn: SQLWrapper): SQL<boolean> {
  return queries.isHiddenSql(targetType, idColumn);
}

/** The hidden ones among `ids`, for a presenter's hiddenByAdmin flag (what the author sees). */
export async function hiddenTargetIds(
  db: Db,
  targetType: ReportTargetType,
  ids: readonly number[],
): Promise<Set<number>> {
  const hidden = await queries.findHiddenTargets(
    db,
    ids.map((targetId) => ({ targetType, targetId })),
  );
  return new Set(ids.filter((id) => hidden.has(`${targetType}:${id}`)));
}

/** Whether one item is visible to this viewer as far as moderation goes (not hidden from them). */
export async function isVisibleTo(
  db: Db,
  targetType: ReportTargetType,
  targetId: number,
  authorId: number | null,
  viewer: Viewer | null,
): Promise<boolean> {
  if (viewer && (viewer.isAdmin || (authorId !== null && viewer.userId === authorId))) return true;
  return (await hiddenTargetIds(db, targetType, [targetId])).size === 0;
}

/**
 * For the author's view of their own hidden items (issue 16 item 22): the hidden ones among `ids`
 * with why, in words an author may read — the admin's note on the report that hid it, else that
 * report's reason, else null (hidden without a report or a note).
 */
export async function hiddenTargetReasons(
  db: Db,
  targetType: ReportTargetType,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  const rows = await queries.findHiddenReasons(db, targetType, ids);
  return new Map(rows.map((row) => [row.targetId, reasonWords(row)]));
}

/**
 * Why an item was hidden, as a column of the caller's own list statement (`idColumn` is a column
 * of its table): `hiddenTargetReasons` without its round trip. The value is null when the item is
 * not hidden; `hiddenReasonOf` turns it into the words `hiddenTargetReasons` gives.
 */
export function hiddenReasonSql(
  targetType: ReportTargetType,
  idColumn: SQLWrapper,
): SQL<queries.HiddenReasonJson | null> {
  return queries.hiddenReasonSql(targetType, idColumn);
}

/** A hidden item's reason from `hiddenReasonSql`'s value, as `hiddenTargetReasons` words it. */
export function hiddenReasonOf(hidden: queries.HiddenReasonJson): string | null {
  return reasonWords(hidden);
}

function reasonWords(row: { note: string | null; reason: string | null }): string | null {
  return row.note?.trim() || row.reason?.trim() || null;
}

/** For a direct link (GET one item): 404 content_hidden unless visible to this viewer. */
export async function assertVisible(
  db: Db,
  targetType: ReportTargetType,
  targetId: number,
  authorId: number | null,
  viewer: Viewer | null,
): Promise<void> {
  if (!(await isVisibleTo(db, targetType, targetId, authorId, viewer))) throw new AppError('content_hidden');
}

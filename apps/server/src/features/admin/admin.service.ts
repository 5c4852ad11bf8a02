import {
  ADMIN_RECENT_REQUESTS,
  type AdminStats,
  type EditRequest,
  InstantIdCursorSchema,
} from '@hanpan/core';
import type { Db } from '../../db/db.ts';
import { decodeCursor } from '../../http/list-page.ts';
import { countOpenReports } from '../reports/index.ts';
import { searchAllUsers } from '../users/index.ts';

export interface EditRequestStats {
  counts: { PENDING: number; APPROVED: number; REJECTED: number };
  /** Newest first; the dashboard shows the first five. */
  recent: EditRequest[];
}

export interface AdminServiceDeps {
  db: Db;
  /** From the rules feature (which sits above admin's other sources), handed in by app.ts. */
  editRequestStats(db: Db): Promise<EditRequestStats>;
}

const UsersCursorSchema = InstantIdCursorSchema;

export type AdminService = ReturnType<typeof createAdminService>;

/** The dashboard's data. Every caller is an admin (the feature checks it on every route). */
export function createAdminService({ db, editRequestStats }: AdminServiceDeps) {
  async function getStats(): Promise<AdminStats> {
    const [editRequests, reports] = await Promise.all([editRequestStats(db), countOpenReports(db)]);
    return {
      editRequests: editRequests.counts,
      reports,
      recentEditRequests: editRequests.recent.slice(0, ADMIN_RECENT_REQUESTS),
    };
  }

  /** Rows for one page plus one (see sendPage). */
  async function listUsers({
    keyword,
    cursor,
    size,
  }: {
    keyword: string;
    cursor?: string | undefined;
    size: number;
  }) {
    const after = decodeCursor(cursor, UsersCursorSchema);
    return searchAllUsers(db, { keyword, after, limit: size + 1 });
  }

  return { getStats, listUsers };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import * as queries from './reports.queries.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/**
 * Reports (POST /api/reports), the staff's moderation queue and hidden items. Owns `reports` and
 * `hidden_items`. It knows no rules, games or comments: their features add a kind to
 * `deps.reportTargets` (created here by createReportTargets, in app.ts).
 */
export async function reportsFeature(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  const reports = createReportsService({ db: deps.db, reportTargets: deps.reportTargets });
  await app.register(reportsRoutes, { ...deps, reports });
}

/**
 * Account deletion: reports and decisions stay on record (an open report still needs an answer,
 * a resolved one explains why an item is hidden) but no longer point at the person.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await queries.detachUser(tx, userId);
}

export { createReportTargets } from './report-targets.ts';
export { countOpenReports } from './reports.service.ts';
// The one moderation filter every feature uses (CONVENTIONS.md, "Only one way").
export {
  assertVisible,
  hiddenByAdminSql,
  hiddenTargetIds,
  isVisibleTo,
  viewerOf,
  visibleToViewer,
  visibleToViewerByFlag,
  type Viewer,
} from './visibility.ts';
// The author's view of their own hidden items: why each was hidden (games' my-games, issue 16 item 22).
export { hiddenReasonOf, hiddenReasonSql, hiddenTargetReasons } from './visibility.ts';

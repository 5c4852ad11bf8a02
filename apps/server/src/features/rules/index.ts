import { ADMIN_RECENT_REQUESTS, type EditRequest, type RuleVersion } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import { findUserCards } from '../users/index.ts';
import { adminEditRequestsRoutes } from './admin-edit-requests.routes.ts';
import { presentEditRequest } from './edit-requests.presenter.ts';
import * as editRequestQueries from './edit-requests.queries.ts';
import { createEditRequestsService, listEditRequestPage } from './edit-requests.service.ts';
import { editRequestsRoutes } from './edit-requests.routes.ts';
import { ruleSearchChoseong } from './rule-search.ts';
import { nicknameOf, presentRuleVersion } from './rules.presenter.ts';
import * as queries from './rules.queries.ts';
import { rulesRoutes, type RulesFeatureDeps } from './rules.routes.ts';
import { createRulesService } from './rules.service.ts';

export type { RulesFeatureDeps };

/**
 * Rules: categories, list and search, creation (named by integrations/rule-naming), versions, the
 * creator's edit requests and the admins' review of them. Owns `rules`, `rule_versions` and
 * `rule_edit_requests` (`rule_categories` is reference data it reads).
 */
export async function rulesFeature(app: FastifyInstance, deps: RulesFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  // Players report rules through the one reports module (decision 014).
  deps.reportTargets.addKind({
    type: 'RULE',
    describe: describeRulesForReports,
    // The detail's own read (ruleRows): a rule staff hid is visible only to its author and admins.
    isVisibleTo: async (db, viewer, id) => (await queries.findRule(db, viewer, id)) !== undefined,
  });
  const rules = createRulesService({ db: deps.db, ruleNamer: deps.ruleNamer });
  // One service for both sides of edit requests: the creator's and the admins' review.
  const editRequests = createEditRequestsService({ db: deps.db, notifier: deps.notifier });
  await app.register(rulesRoutes, { ...deps, rules });
  await app.register(editRequestsRoutes, { ...deps, editRequests });
  await app.register(adminEditRequestsRoutes, { ...deps, editRequests });
}

/**
 * Account deletion: the person's PENDING edit requests are withdrawn. Their rules stay (shared
 * content other players' games use) and, like their decided requests, keep pointing at the
 * anonymised users row, so they show '탈퇴한 사용자'.
 */
export async function forgetUser(tx: Db, userId: number): Promise<void> {
  await editRequestQueries.cancelPendingEditRequestsOf(tx, userId);
}

/** One stored version of a rule (a game keeps rule id + version); null when there is none. */
export async function findRuleVersion(db: Db, ruleId: number, version: number): Promise<RuleVersion | null> {
  const row = await queries.findVersion(db, ruleId, version);
  return row ? presentRuleVersion(row) : null;
}

/** Several versions at once, keyed `${ruleId}:${version}` (one query for a page of games). */
export async function findRuleVersions(
  db: Db,
  pairs: ReadonlyArray<{ ruleId: number; version: number }>,
): Promise<Map<string, RuleVersion>> {
  const unique = [...new Map(pairs.map((pair) => [`${pair.ruleId}:${pair.version}`, pair])).values()];
  const rows = await queries.findVersions(db, unique);
  return new Map(rows.map((row) => [`${row.ruleId}:${row.version}`, presentRuleVersion(row)]));
}

/**
 * A game's rule at its version as a column of the caller's list statement (the fields a game card
 * shows; rules owns rule_versions): `findRuleVersions` without its round trip.
 */
export {
  oneParagraphSql,
  ruleTitleSql,
  ruleVersionSummaryJsonTextSql,
  ruleVersionSummarySql,
  type RuleVersionSummaryJson,
} from './rules.queries.ts';

// The version new games and challenges use, refused when missing or hidden (issue 16 item 2).
export { assertRuleUsable } from './rule-usability.ts';
// Reads of a rule's rankings (ratings feature): 404 for a missing rule, hidden ones only to their
// author and admins — decided on facts read inside the rankings' own statement (issue 17).
export { readableRuleTitle } from './rule-usability.ts';
export { ruleReadabilitySql, type RuleReadabilityJson } from './rules.queries.ts';

/** The titles of the rules among `ids` (missing ids are left out): notifications name the rule. */
export async function findRuleTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await queries.findRuleSummaries(db, ids);
  return new Map(rows.map((row) => [row.id, row.title]));
}

export interface RuleReportPreview {
  title: string;
  text: string;
  authorId: number | null;
  authorNickname: string | null;
  /** Where the web app shows the rule (the list opens its detail). */
  url: string;
}

/** What the moderation queue shows of each reported rule among `ids` (missing ids are left out). */
export async function describeRulesForReports(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, RuleReportPreview>> {
  const rows = await queries.findRuleSummaries(db, ids);
  const authorIds = [...new Set(rows.flatMap((row) => (row.createdById === null ? [] : [row.createdById])))];
  const cards = new Map((await findUserCards(db, authorIds)).map((card) => [card.id, card]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.title,
        text: row.goal,
        authorId: row.createdById,
        authorNickname: row.createdById === null ? null : nicknameOf(cards.get(row.createdById)),
        url: `/rules?ruleId=${row.id}`,
      },
    ]),
  );
}

/**
 * The admin dashboard's part from this feature: requests per status (cancelled ones left out) and
 * the newest requests, as GET /api/admin/rules/edit-requests answers them.
 */
export async function editRequestStats(
  db: Db,
  recentCount: number = ADMIN_RECENT_REQUESTS,
): Promise<{ counts: Record<'PENDING' | 'APPROVED' | 'REJECTED', number>; recent: EditRequest[] }> {
  const [counts, { rows, cards }] = await Promise.all([
    editRequestQueries.countEditRequestsByStatus(db),
    listEditRequestPage(db, { status: undefined, size: recentCount }),
  ]);
  return { counts, recent: rows.slice(0, recentCount).map((row) => presentEditRequest(row, cards)) };
}

/**
 * Fills search_choseong for rules written before it existed (migration 0003 can't compute 초성
 * in SQL) or by a seed that leaves it to this. Run at start; answers how many rows it filled.
 */
export async function backfillRuleSearchText(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await queries.listRulesWithoutSearchText(db, 500);
    for (const row of batch) await queries.setSearchText(db, row.id, ruleSearchChoseong(row.title, row.goal));
    filled += batch.length;
    if (batch.length < 500) return filled;
  }
}

export { ruleSearchChoseong };
export type { RuleContentColumns } from './rule-content.ts';

/**
 * A game with the rule was completed at `at` (not abandoned): the rule's play count grows by one
 * and its last-played time moves on. Called by the match feature inside the game's completing
 * transaction (issue 18 item 5).
 */
export async function recordRulePlayed(db: Db, ruleId: number, at: Date): Promise<void> {
  await queries.addRulePlay(db, ruleId, at);
}

/**
 * A player rated the rule after a match (the reviews feature, issue 19): its `ratingCount` and
 * `averageRating` move, in the caller's transaction. Answers the counters after the rating.
 */
export async function recordRuleRating(
  db: Db,
  ruleId: number,
  rating: number,
): Promise<{ averageRating: number; ratingCount: number }> {
  const row = await queries.addRuleRating(db, ruleId, rating);
  return row ?? { averageRating: 0, ratingCount: 0 };
}

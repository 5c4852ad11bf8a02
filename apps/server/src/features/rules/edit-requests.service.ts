import { type EditRequestFormSchema, InstantIdCursorSchema } from '@hanpan/core';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor, type CursorPosition } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import { findUserCards } from '../users/index.ts';
import { categoryExists } from './categories.queries.ts';
import { peopleOf } from './edit-requests.presenter.ts';
import * as queries from './edit-requests.queries.ts';
import { contentFromForm, pickContent, ruleColumnsFor } from './rule-content.ts';
import type { UserCards } from './rules.presenter.ts';
import * as rules from './rules.queries.ts';

export type EditRequestFormValues = z.output<typeof EditRequestFormSchema>;

const RequestCursorSchema = InstantIdCursorSchema;

export const requestPosition = (row: queries.EditRequestListRow): CursorPosition => [
  row.createdAtText,
  row.request.id,
];

export interface EditRequestPage {
  rows: queries.EditRequestListRow[];
  cards: UserCards;
}

export type EditRequestsService = ReturnType<typeof createEditRequestsService>;

/**
 * Edit requests (spec §4): the creator proposes, an admin approves (a new version of the rule) or
 * rejects with a reason; the requester may cancel while it is PENDING.
 */
export function createEditRequestsService({ db }: { db: Db }) {
  async function withPeople(rows: queries.EditRequestListRow[]): Promise<EditRequestPage> {
    const cards = await findUserCards(db, peopleOf(rows));
    return { rows, cards: new Map(cards.map((card) => [card.id, card])) };
  }

  async function getEditRequest(id: number): Promise<EditRequestPage> {
    const row = await queries.findVisibleEditRequest(db, id);
    if (!row) throw new AppError('edit_request_not_found');
    return withPeople([row]);
  }

  /**
   * Only the creator, with categories from the taxonomy, and only when the rule has no request
   * that still counts or its latest was rejected. The partial unique index answers a race of two
   * submits with the same 409 as the check.
   */
  async function requestEdit(actor: AuthUser, form: EditRequestFormValues): Promise<EditRequestPage> {
    const rule = await rules.findRuleOwnership(db, form.originalRuleId);
    if (!rule) throw new AppError('rule_not_found');
    if (rule.createdById !== actor.userId) throw new AppError('not_rule_creator');
    if (!(await categoryExists(db, form.majorCategory, form.minorCategory))) {
      throw new AppError('unknown_category');
    }
    const latest = await queries.findLatestEditRequest(db, rule.id);
    if (latest?.status === 'PENDING') throw new AppError('edit_request_pending');
    if (latest?.status === 'APPROVED') throw new AppError('edit_request_closed');
    const id = await queries.insertEditRequest(db, {
      ...contentFromForm(form, {
        title: form.ruleTitle,
        majorCategory: form.majorCategory,
        minorCategory: form.minorCategory,
      }),
      ruleId: rule.id,
      baseVersion: rule.currentVersion,
      requestedById: actor.userId,
    });
    return getEditRequest(id);
  }

  async function cancelEditRequest(actor: AuthUser, id: number): Promise<void> {
    const state = await queries.findEditRequestState(db, id);
    if (!state) throw new AppError('edit_request_not_found');
    if (state.requestedById !== actor.userId) throw new AppError('not_edit_requester');
    if (!(await queries.cancelPendingEditRequest(db, id))) throw new AppError('edit_request_not_pending');
  }

  /** Why a review found no PENDING row: there is none, or it was decided or cancelled already. */
  async function reviewRefusal(tx: Db, id: number): Promise<AppError> {
    return new AppError(
      (await queries.findEditRequestState(tx, id)) ? 'edit_request_not_pending' : 'edit_request_not_found',
    );
  }

  /**
   * The rule takes the request's content as version N+1, in the same transaction as the status
   * change: versions already written (and games made from them) stay as they were.
   */
  async function approveEditRequest(admin: AuthUser, id: number): Promise<EditRequestPage> {
    await db.transaction(async (tx) => {
      const request = await queries.reviewPendingEditRequest(tx, id, {
        status: 'APPROVED',
        reviewedById: admin.userId,
        rejectionReason: null,
      });
      if (!request) throw await reviewRefusal(tx, id);
      const content = pickContent(request);
      const updated = await rules.replaceRuleContent(tx, request.ruleId, ruleColumnsFor(content));
      if (!updated) throw new AppError('rule_not_found');
      await rules.insertRuleVersion(tx, request.ruleId, updated.version, content, updated.updatedAt);
      await queries.setResultVersion(tx, id, updated.version);
    });
    return getEditRequest(id);
  }

  async function rejectEditRequest(admin: AuthUser, id: number, reason: string): Promise<EditRequestPage> {
    const request = await queries.reviewPendingEditRequest(db, id, {
      status: 'REJECTED',
      reviewedById: admin.userId,
      rejectionReason: reason,
    });
    if (!request) throw await reviewRefusal(db, id);
    return getEditRequest(id);
  }

  async function listEditRequests(query: {
    status: queries.VisibleStatus | undefined;
    cursor?: string | undefined;
    size: number;
  }): Promise<EditRequestPage> {
    const after = decodeCursor(query.cursor, RequestCursorSchema);
    const rows = await queries.listEditRequests(
      db,
      query.status,
      after && { at: after[0], id: after[1] },
      query.size + 1,
    );
    return withPeople(rows);
  }

  const countEditRequests = () => queries.countEditRequestsByStatus(db);

  return {
    getEditRequest,
    requestEdit,
    cancelEditRequest,
    approveEditRequest,
    rejectEditRequest,
    listEditRequests,
    countEditRequests,
  };
}

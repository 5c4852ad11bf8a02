import { type EditRequestFormSchema, InstantIdCursorSchema } from '@hanpan/core';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { decodeCursor, type CursorPosition } from '../../http/list-page.ts';
import type { AuthUser } from '../../http/request-auth.ts';
import type { NotificationInput, Notifier } from '../feature-deps.ts';
import { findUserCards } from '../users/index.ts';
import { categoryExists } from './categories.queries.ts';
import { peopleOf } from './edit-requests.presenter.ts';
import * as queries from './edit-requests.queries.ts';
import { contentFromForm, pickContent, ruleColumnsFor } from './rule-content.ts';
import type { UserCards } from './rules.presenter.ts';
import * as rules from './rules.queries.ts';

/** What a decision's notification opens: the rule's detail on /rules (rules-screen.tsx). */
const ruleUrl = (ruleId: number) => `/rules?ruleId=${ruleId}`;

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

export interface EditRequestsServiceDeps {
  db: Db;
  /** The requester hears the admin's decision (issue 16 item 21). */
  notifier: Notifier;
}

async function withPeople(db: Db, rows: queries.EditRequestListRow[]): Promise<EditRequestPage> {
  const cards = await findUserCards(db, peopleOf(rows));
  return { rows, cards: new Map(cards.map((card) => [card.id, card])) };
}

export interface EditRequestListQuery {
  status: queries.VisibleStatus | undefined;
  cursor?: string | undefined;
  size: number;
}

/** The admin list, newest first (also the dashboard's recent requests): reads only. */
export async function listEditRequestPage(db: Db, query: EditRequestListQuery): Promise<EditRequestPage> {
  const after = decodeCursor(query.cursor, RequestCursorSchema);
  const rows = await queries.listEditRequests(
    db,
    query.status,
    after && { at: after[0], id: after[1] },
    query.size + 1,
  );
  return withPeople(db, rows);
}

/**
 * Edit requests (spec §4): the creator proposes, an admin approves (a new version of the rule) or
 * rejects with a reason; the requester may cancel while it is PENDING.
 */
export function createEditRequestsService({ db, notifier }: EditRequestsServiceDeps) {
  /** After commit (the notifier never throws: a lost notice never undoes the decision). */
  async function tellRequester(requesterId: number | null, input: NotificationInput) {
    if (requesterId !== null) await notifier.notify(requesterId, input);
  }

  async function getEditRequest(id: number): Promise<EditRequestPage> {
    const row = await queries.findVisibleEditRequest(db, id);
    if (!row) throw new AppError('edit_request_not_found');
    return withPeople(db, [row]);
  }

  /**
   * Only the creator, with categories from the taxonomy, and only while no request of the rule is
   * PENDING: after a rejection, and after an approval too — each approval is a new version, so the
   * rule may change again (decision 013, amended by issue 16 item 21). The partial unique index
   * answers a race of two submits with the same 409 as the check.
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
    const page = await getEditRequest(id);
    const { request } = page.rows[0]!;
    await tellRequester(request.requestedById, {
      type: 'RULE',
      title: '규칙 수정 요청이 승인됐어요',
      message: `'${request.title}' 규칙에 요청한 수정이 반영됐어요.`,
      url: ruleUrl(request.ruleId),
    });
    return page;
  }

  async function rejectEditRequest(admin: AuthUser, id: number, reason: string): Promise<EditRequestPage> {
    const request = await queries.reviewPendingEditRequest(db, id, {
      status: 'REJECTED',
      reviewedById: admin.userId,
      rejectionReason: reason,
    });
    if (!request) throw await reviewRefusal(db, id);
    const page = await getEditRequest(id);
    // The rule as the requester last saw it: the version the request was based on.
    const title = page.rows[0]!.original?.title ?? request.title;
    await tellRequester(request.requestedById, {
      type: 'RULE',
      title: '규칙 수정 요청이 거절됐어요',
      message: `'${title}' 규칙 수정 요청이 거절됐어요. 사유: ${request.rejectionReason ?? reason}`,
      url: ruleUrl(request.ruleId),
    });
    return page;
  }

  const listEditRequests = (query: EditRequestListQuery) => listEditRequestPage(db, query);
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

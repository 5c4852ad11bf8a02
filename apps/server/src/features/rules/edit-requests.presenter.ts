import type { EditRequest } from '@hanpan/core';
import { presentRuleContent } from './rule-content.ts';
import type { EditRequestListRow, VisibleStatus } from './edit-requests.queries.ts';
import { nicknameOf, type UserCards } from './rules.presenter.ts';

/** The user ids a page of requests names (requesters and reviewers), for one batch of cards. */
export function peopleOf(rows: readonly EditRequestListRow[]): number[] {
  const ids = new Set<number>();
  for (const { request } of rows) {
    if (request.requestedById !== null) ids.add(request.requestedById);
    if (request.reviewedById !== null) ids.add(request.reviewedById);
  }
  return [...ids];
}

export function presentEditRequest(row: EditRequestListRow, cards: UserCards): EditRequest {
  const { request, original } = row;
  return {
    id: request.id,
    // Queries never answer CANCELLED requests (internal).
    status: request.status as VisibleStatus,
    ...presentRuleContent(request),
    originalRuleId: request.ruleId,
    original: original ? presentRuleContent(original) : null,
    requestedBy: request.requestedById === null ? null : nicknameOf(cards.get(request.requestedById)),
    requestedById: request.requestedById,
    createdAt: request.createdAt.toISOString(),
    reviewedBy: request.reviewedById === null ? null : nicknameOf(cards.get(request.reviewedById)),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
  };
}

import { DELETED_USER_NICKNAME, type EditRequest, type EditRequestPerson } from '@hanpan/core';
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

/** `{id, nickname}` of a requester or reviewer; null when the request names nobody. */
function personOf(id: number | null, cards: UserCards): EditRequestPerson | null {
  if (id === null) return null;
  // Users rows are anonymised, never removed: a missing card is a deleted account all the same.
  return { id, nickname: nicknameOf(cards.get(id)) ?? DELETED_USER_NICKNAME };
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
    requestedBy: personOf(request.requestedById, cards),
    requestedById: request.requestedById,
    createdAt: request.createdAt.toISOString(),
    reviewedBy: personOf(request.reviewedById, cards),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
  };
}

import type { EditRequestStatus } from '@hanpan/core';

/*
 * /admin/rule-edit-requests?status=&highlight= (spec §2): status accepts only PENDING, APPROVED or
 * REJECTED — anything else is ignored and the 대기 중 tab shows; highlight is a request id. The
 * router has no validateSearch for this route on purpose (the first page's JavaScript budget):
 * the screen reads the raw query through these.
 */

const STATUSES: readonly EditRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export function parseEditRequestStatus(value: unknown): EditRequestStatus {
  return STATUSES.find((status) => status === value) ?? 'PENDING';
}

/** The router's parser gives '?highlight=12' as the number 12; a quoted or padded id still counts. */
export function parseHighlightId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export function editRequestsHref(status: EditRequestStatus, highlight?: number): string {
  const query = new URLSearchParams({ status });
  if (highlight !== undefined) query.set('highlight', String(highlight));
  return `/admin/rule-edit-requests?${query.toString()}`;
}

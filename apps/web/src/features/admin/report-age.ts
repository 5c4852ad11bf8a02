import { reportMessages } from '@hanpan/core/contract';
import { formatAdminRelativeTime } from '@hanpan/core/time';

/** The terms promise an answer within 24 hours: an open report older than that is overdue. */
export const REPORT_OVERDUE_MS = reportMessages.promiseHours * 60 * 60 * 1000;

/** '3시간 전' and whether the report has waited longer than the promise. */
export function reportAge(createdAt: string, now: Date): { label: string; overdue: boolean } {
  const waited = now.getTime() - new Date(createdAt).getTime();
  return { label: formatAdminRelativeTime(createdAt, now), overdue: waited > REPORT_OVERDUE_MS };
}

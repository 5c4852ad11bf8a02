import type { AdminStats, EditRequestStatus } from '@hanpan/core';
import { formatAdminRelativeTime } from '@hanpan/core/time';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AppLink } from '@/ui/app-link';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, ChevronRightIcon, FileTextIcon } from '@/ui/icons';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Tag } from '@/ui/tag';
import { editRequestsHref } from './edit-request-search';
import { adminStatusLabels, adminStatusTones, UNKNOWN_USER, UNTITLED_RULE } from './edit-request-status';

const STATUSES: readonly EditRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export function DashboardSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 pt-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-title-sm text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The three counters, each opening the list at its tab (spec §2). */
export function RequestCounters({ counts }: { counts: AdminStats['editRequests'] }) {
  return (
    <ul className="grid grid-cols-3 gap-2">
      {STATUSES.map((status) => (
        <li key={status}>
          <AppLink
            to={editRequestsHref(status)}
            aria-label={`${adminStatusLabels[status]} ${counts[status]}건`}
            className={cn(
              'focus-ring flex min-h-22 flex-col justify-between rounded-2xl p-3.5 transition-colors',
              status === 'PENDING' && counts.PENDING > 0
                ? 'bg-accent-50 hover:bg-accent-100'
                : 'bg-fill hover:bg-fill-strong',
            )}
          >
            <span className="text-label font-semibold text-ink-muted">{adminStatusLabels[status]}</span>
            {/* A space in the text (not drawn between flex items): the shown text reads '대기 중 3', as named. */}{' '}
            <span className="text-headline tabular-nums text-ink">{counts[status]}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Open reports, the overdue ones (> 24 h, the terms' promise) called out, linking to the queue. */
export function ReportSummary({ reports }: { reports: AdminStats['reports'] }) {
  const overdue = reports.overdue > 0;
  return (
    <AppLink
      to="/admin/reports"
      className={cn(
        'focus-ring flex min-h-16 items-center gap-3 rounded-2xl p-4 transition-colors',
        overdue ? 'bg-danger-soft hover:brightness-[0.98]' : 'bg-fill hover:bg-fill-strong',
      )}
    >
      <AlertIcon size={24} className={cn('shrink-0', overdue ? 'text-danger' : 'text-ink-muted')} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-body font-semibold text-ink">처리 대기 신고 {reports.open}건</span>
        {overdue ? (
          <span className="text-body-sm font-semibold text-danger">
            24시간 넘게 기다린 신고 {reports.overdue}건
          </span>
        ) : (
          <span className="text-body-sm text-ink-subtle">24시간 넘게 기다린 신고는 없어요</span>
        )}
      </span>
      <ChevronRightIcon size={20} className="shrink-0 text-ink-disabled" />
    </AppLink>
  );
}

/** The five newest requests; a tap opens the list at that request (highlight). */
export function RecentRequests({ requests, now }: { requests: AdminStats['recentEditRequests']; now: Date }) {
  if (requests.length === 0) {
    return <EmptyState className="py-6" icon={<FileTextIcon size={28} />} title="아직 수정 요청이 없어요" />;
  }
  return (
    <ul className="-mx-3 flex flex-col" aria-label="최근 수정 요청 목록">
      {requests.map((request) => (
        <li key={request.id}>
          <AppLink
            to={editRequestsHref(request.status, request.id)}
            className="focus-ring flex min-h-16 items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-fill"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate text-body font-semibold text-ink">
                {request.ruleTitle.trim() || UNTITLED_RULE}
              </span>
              <span className="truncate text-body-sm text-ink-subtle">
                {request.requestedBy?.nickname ?? UNKNOWN_USER} ·{' '}
                {formatAdminRelativeTime(request.createdAt, now)}
              </span>
            </span>
            <Tag tone={adminStatusTones[request.status]}>{adminStatusLabels[request.status]}</Tag>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Where the counters and the report card will be (same heights: nothing moves when they come). */
export function StatsSkeleton() {
  return (
    <SkeletonGroup label="관리자 정보를 불러오는 중">
      <div className="flex flex-col gap-3 pt-6">
        <Skeleton className="h-6 w-24" />
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-22 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="mt-6 h-6 w-12" />
        <Skeleton className="h-19 rounded-2xl" />
      </div>
    </SkeletonGroup>
  );
}

export function RecentSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-14" />
      ))}
    </div>
  );
}

import type { AdminReport } from '@hanpan/core';
import { CheckCircleIcon } from '@/ui/icons';
import { EmptyState } from '@/ui/empty-state';
import { PagedList } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useAdminReports, type ReportStatus } from './admin.api';
import { ReportCard } from './report-card';
import { useLeaveIfRefused, useMayCallAdmin } from './use-admin-gate';
import { useNow } from './use-now';

/** One tab of /admin/reports: open reports oldest first, or the resolved ones; load more below. */
export function ReportList({
  status,
  onResolve,
}: {
  status: ReportStatus;
  onResolve: (report: AdminReport) => void;
}) {
  const reports = useAdminReports(status, useMayCallAdmin());
  const leaving = useLeaveIfRefused('/admin', [reports.error]);
  const now = useNow();

  if (leaving) return null;
  return (
    <PagedList
      list={reports}
      label={status === 'OPEN' ? '처리 대기 신고' : '처리 완료 신고'}
      loading={
        <SkeletonGroup label="신고를 불러오는 중">
          <div className="flex flex-col gap-3 pt-4">
            {[0, 1].map((key) => (
              <div key={key} className="flex flex-col gap-2.5 rounded-2xl border border-line p-4">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-4 w-40" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      }
      errorTitle="신고를 불러오지 못했어요"
      empty={
        <EmptyState
          icon={<CheckCircleIcon size={30} />}
          title={status === 'OPEN' ? '처리할 신고가 없어요' : '처리한 신고가 없어요'}
          description={status === 'OPEN' ? '새 신고가 들어오면 여기에 보여요.' : undefined}
        />
      }
      className="pt-4"
      listClassName="flex flex-col gap-3"
      renderItem={(report) => (
        <li key={report.id}>
          <ReportCard report={report} now={now} onResolve={() => onResolve(report)} />
        </li>
      )}
    />
  );
}

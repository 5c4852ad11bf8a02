import type { AdminReport } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ScreenBody } from '@/ui/safe-area';
import { AdminTabs } from './admin-tabs';
import type { ReportStatus } from './admin.api';
import { ReportList } from './report-list';
import { ResolveReportDialog } from './resolve-report-dialog';

const TABS = [
  { value: 'OPEN', label: '처리 대기' },
  { value: 'RESOLVED', label: '처리 완료' },
] as const satisfies readonly { value: ReportStatus; label: string }[];

/** ?status= of /admin/reports: the open queue unless it names the resolved one. */
export const parseReportStatus = (value: unknown): ReportStatus =>
  value === 'RESOLVED' ? 'RESOLVED' : 'OPEN';

/**
 * 신고 관리 (/admin/reports?status=RESOLVED, issue 9 §9): the moderation queue. Each report shows
 * its age against the terms' 24-hour promise; resolving takes a note and may hide the target.
 */
export function AdminReportsView({ status }: { status: ReportStatus }) {
  const router = useRouter();
  const [resolving, setResolving] = useState<AdminReport | null>(null);

  return (
    <ScreenBody withTabs>
      <AdminTabs
        label="신고 상태"
        tabs={TABS}
        value={status}
        onChange={(next) =>
          void router.navigate({
            href: next === 'OPEN' ? '/admin/reports' : '/admin/reports?status=RESOLVED',
            replace: true,
          })
        }
      >
        <ReportList key={status} status={status} onResolve={setResolving} />
      </AdminTabs>
      <ResolveReportDialog report={resolving} onClose={() => setResolving(null)} />
    </ScreenBody>
  );
}

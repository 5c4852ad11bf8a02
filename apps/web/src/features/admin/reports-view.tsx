import type { AdminReport } from '@hanpan/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminTabs, ReportList, ResolveReportDialog } from '@/features/admin';
import type { ReportStatus } from '@/features/admin/admin.api';
import { ScreenBody } from '@/ui/safe-area';

const TABS = [
  { value: 'OPEN', label: '처리 대기' },
  { value: 'RESOLVED', label: '처리 완료' },
] as const satisfies readonly { value: ReportStatus; label: string }[];

/**
 * 신고 관리 (/admin/reports?status=RESOLVED, issue 9 §9): the moderation queue. Each report shows
 * its age against the terms' 24-hour promise; resolving takes a note and may hide the target.
 */
export function AdminReportsScreen() {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const status: ReportStatus = search.status === 'RESOLVED' ? 'RESOLVED' : 'OPEN';
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

import type { EditRequestStatus } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { ScreenBody } from '@/ui/safe-area';
import { AdminTabs } from './admin-tabs';
import { useEditRequestCounts } from './admin.api';
import { EditRequestsPanel } from './edit-request-list';
import { editRequestsHref } from './edit-request-search';
import { adminStatusLabels } from './edit-request-status';
import { useReviewFlow } from './review-flow';
import { useLeaveIfRefused, useMayCallAdmin } from './use-admin-gate';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * 수정 요청 관리 (/admin/rule-edit-requests?status=&highlight=, spec §2): tabs with counts, ten
 * requests a page, approve and reject, the comparison modal. A refused call leaves for /admin.
 */
export function AdminEditRequestsView({
  status,
  highlight,
}: {
  status: EditRequestStatus;
  highlight: number | null;
}) {
  const router = useRouter();
  const counts = useEditRequestCounts(useMayCallAdmin());
  const leaving = useLeaveIfRefused('/admin', [counts.error]);
  const review = useReviewFlow();

  if (leaving) return <ScreenBody withTabs>{null}</ScreenBody>;
  return (
    <ScreenBody withTabs>
      <AdminTabs
        label="수정 요청 상태"
        tabs={STATUSES.map((value) => ({
          value,
          label: adminStatusLabels[value],
          count: counts.data?.[value],
        }))}
        value={status}
        onChange={(next) => void router.navigate({ href: editRequestsHref(next), replace: true })}
      >
        <EditRequestsPanel
          status={status}
          highlight={highlight}
          total={counts.data?.[status]}
          handlers={review.handlers}
        />
      </AdminTabs>
      {review.dialogs}
    </ScreenBody>
  );
}

import { useRouter, useRouterState } from '@tanstack/react-router';
import { AdminTabs } from '@/features/admin/admin-tabs';
import { useEditRequestCounts } from '@/features/admin/admin.api';
import { EditRequestsPanel } from '@/features/admin/edit-request-list';
import {
  editRequestsHref,
  parseEditRequestStatus,
  parseHighlightId,
} from '@/features/admin/edit-request-search';
import { adminStatusLabels } from '@/features/admin/edit-request-status';
import { useReviewFlow } from '@/features/admin/review-flow';
import { useLeaveIfRefused, useMayCallAdmin } from '@/features/admin/use-admin-gate';
import { ScreenBody } from '@/ui/safe-area';

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * 수정 요청 관리 (/admin/rule-edit-requests?status=&highlight=, spec §2): tabs with counts, ten
 * requests a page, approve and reject, the comparison modal. A refused call leaves for /admin.
 */
export function AdminEditRequestsScreen() {
  const router = useRouter();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const status = parseEditRequestStatus(search.status);
  const highlight = parseHighlightId(search.highlight);
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

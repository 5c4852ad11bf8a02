import { useRouter, useRouterState } from '@tanstack/react-router';
import {
  AdminTabs,
  useEditRequestCounts,
  EditRequestsPanel,
  editRequestsHref,
  parseEditRequestStatus,
  parseHighlightId,
  adminStatusLabels,
  useReviewFlow,
  useLeaveIfRefused,
  useMayCallAdmin,
} from '@/features/admin';
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

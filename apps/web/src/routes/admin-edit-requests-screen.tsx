import { useRouterState } from '@tanstack/react-router';
import { AdminEditRequestsView, parseEditRequestStatus, parseHighlightId } from '@/features/admin';

/** 수정 요청 관리 (/admin/rule-edit-requests?status=&highlight=, spec §2). */
export function AdminEditRequestsScreen() {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return (
    <AdminEditRequestsView
      status={parseEditRequestStatus(search.status)}
      highlight={parseHighlightId(search.highlight)}
    />
  );
}

import { useRouterState } from '@tanstack/react-router';
import { AdminReportsView, parseReportStatus } from '@/features/admin';

/** 신고 관리 (/admin/reports?status=RESOLVED, issue 9 §9): the moderation queue. */
export function AdminReportsScreen() {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  return <AdminReportsView status={parseReportStatus(search.status)} />;
}

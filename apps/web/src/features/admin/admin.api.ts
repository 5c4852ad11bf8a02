import type { EditRequestStatus } from '@hanpan/core';
import { ADMIN_PAGE_SIZE } from '@hanpan/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ignoreBody } from '@/lib/api-client';
import { apiList } from '@/lib/api-list';
import { contract } from '@/lib/contract';
import { useInfiniteList } from '@/lib/use-infinite-list';

/*
 * The admin calls (spec §7 Admin, issue 9 §8–9). Every one answers 403 to a player without the
 * role; the screens turn that into '관리자 권한이 필요합니다.' and a redirect (use-admin-gate.ts).
 */

export type ReportStatus = 'OPEN' | 'RESOLVED';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  editRequests: () => [...adminKeys.all, 'edit-requests'] as const,
  editRequestCounts: () => [...adminKeys.editRequests(), 'counts'] as const,
  editRequestPage: (status: EditRequestStatus, cursor: string | null) =>
    [...adminKeys.editRequests(), 'page', status, cursor] as const,
  users: (keyword: string) => [...adminKeys.all, 'users', keyword] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  reportList: (status: ReportStatus) => [...adminKeys.reports(), status] as const,
};

/** GET /api/admin/stats: the dashboard's counters and the five newest requests. */
export function useAdminStats(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) =>
      api.get(
        '/api/admin/stats',
        contract((c) => c.AdminStatsSchema),
        { signal },
      ),
    enabled,
  });
}

/** GET /api/admin/rules/edit-requests/counts: the tabs' numbers. */
export function useEditRequestCounts(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.editRequestCounts(),
    queryFn: ({ signal }) =>
      api.get(
        '/api/admin/rules/edit-requests/counts',
        contract((c) => c.AdminStatsSchema.shape.editRequests),
        { signal },
      ),
    enabled,
  });
}

/**
 * One page of 10 (spec §9) of the requests with `status`, newest first. The screen keeps the
 * cursors it has visited for 이전 (use-cursor-pager.ts); the previous page stays on screen while
 * the next one loads.
 */
export function useEditRequestPage(status: EditRequestStatus, cursor: string | null, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.editRequestPage(status, cursor),
    queryFn: ({ signal }) =>
      apiList(
        '/api/admin/rules/edit-requests',
        contract((c) => c.EditRequestListSchema),
        { query: { status }, cursor, size: ADMIN_PAGE_SIZE, signal },
      ),
    // keepPreviousData, written out: the helper would join the first page's TanStack chunk.
    placeholderData: (previous) => previous,
    // The pages read while locating a highlighted request are shown as they are.
    staleTime: 10_000,
    enabled,
  });
}

/** How many pages the list reads at most to find a highlighted request (dashboard → list). */
export const HIGHLIGHT_SEARCH_PAGES = 5;

/**
 * The cursors leading to the page that holds request `id` (first page: [null]), or null when it is
 * not within the first few pages. The pages read on the way are kept for the list to show.
 */
export function useLocateEditRequest(status: EditRequestStatus, id: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    // Outside adminKeys.all: a decision refreshes the lists, never where the list was opened.
    queryKey: ['admin-locate', status, id] as const,
    queryFn: async ({ signal }) => {
      const cursors: (string | null)[] = [null];
      for (let read = 0; read < HIGHLIGHT_SEARCH_PAGES; read++) {
        const cursor = cursors.at(-1) ?? null;
        const page = await apiList(
          '/api/admin/rules/edit-requests',
          contract((c) => c.EditRequestListSchema),
          { query: { status }, cursor, size: ADMIN_PAGE_SIZE, signal },
        );
        queryClient.setQueryData(adminKeys.editRequestPage(status, cursor), page);
        if (page.items.some((request) => request.id === id)) return cursors;
        if (!page.nextCursor) return null;
        cursors.push(page.nextCursor);
      }
      return null;
    },
    enabled: enabled && id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export type ReviewDecision = { kind: 'approve'; id: number } | { kind: 'reject'; id: number; reason: string };

/** POST …/{id}/approve (no body) or …/{id}/reject {rejectionReason}; every admin view refreshes after. */
export function useReviewEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      decision.kind === 'approve'
        ? api.post(`/api/admin/rules/edit-requests/${decision.id}/approve`, ignoreBody)
        : api.post(`/api/admin/rules/edit-requests/${decision.id}/reject`, ignoreBody, {
            rejectionReason: decision.reason,
          }),
    // Also after a failure: a 409 means someone else decided first, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Rows per page of the all-users modal and the report queue (load more). */
export const ADMIN_LIST_SIZE = 20;

/** GET /api/admin/users?keyword=: nickname or username, page by page. */
export function useAdminUsers(keyword: string, enabled: boolean) {
  return useInfiniteList(
    adminKeys.users(keyword),
    '/api/admin/users',
    contract((c) => c.AdminUserListSchema),
    {
      query: { keyword: keyword || undefined },
      size: ADMIN_LIST_SIZE,
      enabled,
    },
  );
}

/** GET /api/admin/reports?status=: open ones oldest first (the 24-hour promise), page by page. */
export function useAdminReports(status: ReportStatus, enabled: boolean) {
  return useInfiniteList(
    adminKeys.reportList(status),
    '/api/admin/reports',
    contract((c) => c.AdminReportListSchema),
    { query: { status }, size: ADMIN_LIST_SIZE, enabled },
  );
}

/** POST /api/admin/reports/{id}/resolve: closes every open report on the same target. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, note, hideTarget }: { reportId: number; note: string; hideTarget: boolean }) =>
      api.post(
        `/api/admin/reports/${reportId}/resolve`,
        contract((c) => c.AdminReportSchema),
        { note, hideTarget },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** DELETE /api/admin/hidden/{targetType}/{targetId}: shows a hidden item to everyone again. */
export function useUnhideTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetType, targetId }: { targetType: string; targetId: number }) =>
      api.delete(`/api/admin/hidden/${targetType}/${targetId}`, ignoreBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}

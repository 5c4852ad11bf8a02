import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';
import { ListQuerySchema } from './list.ts';
import { EditRequestSchema } from './rules.ts';

/*
 * Admin calls (spec §2 Admin dashboard and edit requests, §7 Admin; issue 9 §8). Every one answers
 * 401 without a session and 403 for a player who is not an admin.
 */

/** Spec §9: the admin edit-request list shows 10 per page and the dashboard the 5 newest. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_RECENT_REQUESTS = 5;

export const adminMessages = {
  /** Spec §8 quotes it; shown before redirecting a player without the role. */
  needsAdmin: '관리자 권한이 필요합니다.',
  approved: '수정 요청이 승인되었습니다.',
  rejected: '수정 요청이 거절되었습니다.',
  approveFailed: '승인에 실패했습니다',
  rejectFailed: '거절에 실패했습니다',
  usersLoadFailed: '유저 목록을 불러오는데 실패했습니다.',
  reasonRequired: '거절 사유를 입력해 주세요.',
} as const;

/**
 * GET /api/admin/rules/edit-requests?status=&cursor=&size= — an array, newest first. `status`
 * accepts only PENDING, APPROVED or REJECTED; anything else is ignored (all statuses).
 */
export const AdminEditRequestsQuerySchema = ListQuerySchema.extend({
  status: z
    .string()
    .optional()
    .transform((value) =>
      value === 'PENDING' || value === 'APPROVED' || value === 'REJECTED' ? value : undefined,
    ),
});

/** POST /api/admin/rules/edit-requests/{editRequestId}/reject */
export const RejectEditRequestBodySchema = z.object({
  rejectionReason: singleLineText('거절 사유', { error: adminMessages.reasonRequired })
    .trim()
    .min(1, adminMessages.reasonRequired)
    .max(200, '거절 사유는 200자까지 쓸 수 있어요.'),
});

/** GET /api/admin/stats — the dashboard's counters and the five newest requests. */
export const AdminStatsSchema = z.object({
  editRequests: z.object({
    PENDING: z.number().int().nonnegative(),
    APPROVED: z.number().int().nonnegative(),
    REJECTED: z.number().int().nonnegative(),
  }),
  reports: z.object({
    open: z.number().int().nonnegative(),
    /** Open for more than the 24 hours the terms promise. */
    overdue: z.number().int().nonnegative(),
  }),
  recentEditRequests: z.array(EditRequestSchema).max(ADMIN_RECENT_REQUESTS),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /api/admin/users?keyword=&cursor=&size= — nickname or username; an array. */
export const AdminUsersQuerySchema = ListQuerySchema.extend({
  keyword: singleLineText('검색어', { search: true }).trim().max(50).default(''),
});

/** GET /api/admin/users answers the user-search rows (id, nickname, username, avatar, intro). */
export { UserSearchResultsSchema as AdminUserListSchema } from './profile.ts';
export type { UserSearchResult as AdminUser } from './profile.ts';

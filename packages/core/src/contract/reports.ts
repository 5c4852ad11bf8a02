import { z } from 'zod';
import { countChars } from '../validation/profile.ts';
import { multiLineText } from '../validation/text.ts';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

/*
 * Reports (spec §5 report reason, §7 POST /api/reports; issue 9 §9). RULE is wired by the rules
 * feature, GAME by the games feature; COMMENT joins through the same reports module when comments
 * exist.
 */
export const REPORT_TARGET_TYPES = ['RULE', 'GAME', 'COMMENT'] as const;
export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: '신고할 대상을 확인해 주세요.' });
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>;

export const REPORT_REASON_MAX = 100;
export const reportMessages = {
  reasonRequired: '신고 사유를 입력해 주세요.',
  reasonTooLong: `신고 사유는 ${REPORT_REASON_MAX}자까지 쓸 수 있어요.`,
  /** Spec §8 quotes the game one; the success toast of comments is quoted too. */
  gameAlreadyReported: '신고 접수가 완료된 경기입니다.',
  ruleAlreadyReported: '이미 신고한 규칙이에요',
  commentAlreadyReported: '이미 신고한 댓글이에요.',
  received: '신고가 접수되었습니다.',
  /** What the author (and a direct link) shows for an item an admin hid. */
  hiddenByAdmin: '관리자가 숨긴 항목이에요.',
  /** The terms promise an answer within this many hours. */
  promiseHours: 24,
} as const;

const targetId = idField('신고할 대상을 확인해 주세요.');

/** POST /api/reports → 201 {id}. One report per user per target (409 otherwise). */
export const ReportBodySchema = z.object({
  targetId,
  targetType: ReportTargetTypeSchema,
  reason: multiLineText('신고 사유', { error: reportMessages.reasonRequired })
    .trim()
    .min(1, reportMessages.reasonRequired)
    .refine((value) => countChars(value) <= REPORT_REASON_MAX, { message: reportMessages.reasonTooLong }),
});
export type ReportBody = z.input<typeof ReportBodySchema>;
export const ReportCreatedSchema = z.object({ id: z.number().int() });

export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);

/** What the admin queue shows of the reported item (null when it no longer exists). */
export const ReportTargetPreviewSchema = z.object({
  title: z.string(),
  text: z.string(),
  authorId: z.number().int().nullable(),
  authorNickname: z.string().nullable(),
  /** Where staff can open it in the app (e.g. '/rules?ruleId=3'). */
  url: z.string().nullable(),
});

/** GET /api/admin/reports?status= — an array, oldest open report first. */
export const AdminReportSchema = z.object({
  id: z.number().int(),
  targetType: ReportTargetTypeSchema,
  targetId: z.number().int(),
  reason: z.string(),
  status: ReportStatusSchema,
  reporterId: z.number().int().nullable(),
  reporterNickname: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** Whether the target is hidden right now. */
  targetHidden: z.boolean(),
  /** How many open reports the same target has. */
  openReportsOnTarget: z.number().int().nonnegative(),
  preview: ReportTargetPreviewSchema.nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportListSchema = z.array(AdminReportSchema);

export const AdminReportsQuerySchema = ListQuerySchema.extend({
  status: z
    .string()
    .optional()
    .transform((value) => (value === 'RESOLVED' ? 'RESOLVED' : 'OPEN')),
});

export const ReportIdParamsSchema = z.object({
  reportId: idField('잘못된 신고 번호예요.'),
});

/** POST /api/admin/reports/{reportId}/resolve — closes every open report on the same target. */
export const ResolveReportBodySchema = z.object({
  note: multiLineText('처리 메모', { error: '처리 메모를 입력해 주세요.' })
    .trim()
    .min(1, '처리 메모를 입력해 주세요.')
    .refine((value) => countChars(value) <= 300, { message: '처리 메모는 300자까지 쓸 수 있어요.' }),
  hideTarget: z.boolean().default(false),
});
export type ResolveReportBody = z.input<typeof ResolveReportBodySchema>;

/** DELETE /api/admin/hidden/{targetType}/{targetId} — shows a hidden item again (undo). */
export const HiddenTargetParamsSchema = z.object({ targetType: ReportTargetTypeSchema, targetId });

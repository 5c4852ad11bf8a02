import { z } from 'zod';
import {
  WinBySchema,
  categoryNameSchema,
  refineScoreTime,
  ruleNumberFields,
  ruleTextFields,
  ruleTitleSchema,
} from '../validation/rule.ts';
import { singleLineText } from '../validation/text.ts';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

/*
 * Rules (spec §3 Rule and Rule edit request, §7 Rules; issue 9). Field names are the wire names
 * the web and native clients in the field send and read.
 */

const id = z.number().int().positive();
const invalidRuleId = '잘못된 규칙 번호예요.';
const positiveIdParam = idField(invalidRuleId);

export const RuleIdParamsSchema = z.object({ ruleId: positiveIdParam });
export const EditRequestIdParamsSchema = z.object({ editRequestId: positiveIdParam });
export const RuleVersionParamsSchema = z.object({ ruleId: positiveIdParam, version: positiveIdParam });

/** The sport a rule follows, picked from the '기존 스포츠' minors in the wizard (optional). */
export const REFERENCE_SPORT_MAJOR = '기존 스포츠';
export const REFERENCE_SPORT_EXCLUDED_MINOR = '기타';

const ruleFormShape = {
  ...ruleTextFields,
  ...ruleNumberFields,
};

/**
 * POST /api/rules — what the wizard sends (spec §7). `referenceSport` is additive (the new web
 * sends it so the title generator can use it; the clients in the field do not).
 */
export const RuleFormSchema = z
  .object({
    ...ruleFormShape,
    referenceSport: singleLineText('참고 종목').trim().max(30).nullable().optional(),
  })
  .superRefine(refineScoreTime);
export type RuleForm = z.input<typeof RuleFormSchema>;
export type RuleFormValues = z.output<typeof RuleFormSchema>;

/** POST /api/rules/edit-requests — the form plus title, categories and the rule it changes. */
export const EditRequestFormSchema = z
  .object({
    ...ruleFormShape,
    ruleTitle: ruleTitleSchema,
    majorCategory: categoryNameSchema,
    minorCategory: categoryNameSchema,
    // The old client sends the id from its route as text ("76"): idField takes both.
    originalRuleId: idField(invalidRuleId),
  })
  .superRefine(refineScoreTime);
export type EditRequestForm = z.input<typeof EditRequestFormSchema>;

export const EDIT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const EditRequestStatusSchema = z.enum(EDIT_REQUEST_STATUSES);
export type EditRequestStatus = z.infer<typeof EditRequestStatusSchema>;

/** What the wizard labels each status with (spec §4, issue 9 §7). */
export const editRequestStatusLabels: Record<EditRequestStatus, string> = {
  PENDING: '수정 대기 중',
  APPROVED: '반영 완료',
  REJECTED: '거절됨',
};

export const RuleCreatorSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** The older clients read the picture here. */
  profile: z.object({ profilePicture: z.string().nullable() }),
  profilePicture: z.string().nullable(),
});

/** The content fields of a rule (one version of it). */
export const RuleContentSchema = z.object({
  ruleTitle: z.string(),
  majorCategory: z.string(),
  minorCategory: z.string(),
  ruleGoal: z.string(),
  ruleScoreDefinition: z.string(),
  rulePreparation: z.string(),
  ruleOrder: z.string(),
  ruleDecision: z.string(),
  ruleFoul: z.string(),
  ruleExtraInfo: z.string().nullable(),
  /** SETS_HALF_WIN or MOST_SETS_AND_POINTS on the wire; any other value reads as time-based. */
  winBy: z.string(),
  pointsToWin: z.number().int(),
  setsToWin: z.number().int(),
  /** Seconds, -1 = unlimited. */
  duration: z.number().int(),
});
export type RuleContent = z.infer<typeof RuleContentSchema>;

/** Spec §3 Rule. Every field is always present (clients in the field read them unguarded). */
export const RuleSchema = RuleContentSchema.extend({
  id,
  /** `ruleTitle` again, under the older clients' name. */
  title: z.string(),
  /** The one-paragraph summary lists show (the goal on one line). */
  ruleDescription: z.string(),
  /** The current version; a game keeps the version it was created with. */
  version: z.number().int().positive(),
  createdBy: RuleCreatorSchema.nullable(),
  createdAt: z.string(),
  /** Average of the players' 1–5 ratings, 0 before the first one. */
  averageRating: z.number().min(0).max(5),
  /** `averageRating` again (older clients). */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  playCount: z.number().int().nonnegative(),
  /** `playCount` again (older clients). */
  useCount: z.number().int().nonnegative(),
  lastPlayedAt: z.string().nullable(),
  /** The caller's latest edit request on this rule (creator only; null for everyone else). */
  editRequestStatus: EditRequestStatusSchema.nullable(),
  editRequestId: z.number().int().nullable(),
  rejectionReason: z.string().nullable(),
  /** True when an admin hid the rule after a report: only its author and admins still see it. */
  hiddenByAdmin: z.boolean(),
  isMine: z.boolean(),
});
export type Rule = z.infer<typeof RuleSchema>;
export const RuleListSchema = z.array(RuleSchema);

/** One stored version of a rule: GET /api/rules/{ruleId}/versions/{version}. */
export const RuleVersionSchema = RuleContentSchema.extend({
  ruleId: id,
  version: z.number().int().positive(),
  createdAt: z.string(),
});
export type RuleVersion = z.infer<typeof RuleVersionSchema>;

export const RULE_SORTS = ['recent', 'popular'] as const;
export type RuleSort = (typeof RULE_SORTS)[number];

/**
 * GET /api/rules/list?sort=&major=&minor=&search=&cursor=&size=. `search` matches the title or the
 * goal and understands 초성 ('ㅌㄱ' finds 탁구). Unknown sorts read as recent ('latest' too).
 */
export const RuleListQuerySchema = ListQuerySchema.extend({
  sort: z
    .string()
    .optional()
    .transform((value): RuleSort => (value === 'popular' ? 'popular' : 'recent')),
  major: singleLineText('카테고리').trim().max(30).optional(),
  minor: singleLineText('카테고리').trim().max(30).optional(),
  search: singleLineText('검색어', { search: true }).trim().max(50).optional(),
});
export type RuleListQuery = z.infer<typeof RuleListQuerySchema>;

/** GET /api/rules/my-rules?status= — the caller's rules (all, or those whose latest request has that status). */
export const MyRulesQuerySchema = ListQuerySchema.extend({
  status: z
    .string()
    .optional()
    .transform((value) => (value === 'PENDING' || value === 'REJECTED' ? value : undefined)),
});

/** GET /api/rules/categories → {majors}. GET /api/rules/categories/{major} → minor names. */
export const CategoryMajorsSchema = z.object({ majors: z.array(z.string()) });
export const CategoryMinorsSchema = z.array(z.string());
export const CategoryParamsSchema = z.object({ major: singleLineText('카테고리').trim().min(1).max(30) });

/**
 * A person an edit request names (spec §3 says "nickname": the clients in the field read it as
 * `{id, nickname}`, issue 16 item 15). A deleted account reads '탈퇴한 사용자'.
 */
export const EditRequestPersonSchema = z.object({ id: z.number().int(), nickname: z.string() });
export type EditRequestPerson = z.infer<typeof EditRequestPersonSchema>;

/** Spec §3 Rule edit request, plus the version it was based on for the comparison modal. */
export const EditRequestSchema = RuleContentSchema.extend({
  id,
  status: EditRequestStatusSchema,
  originalRuleId: id,
  /** The rule as it was when the request was made (what the admin compares against). */
  original: RuleContentSchema.nullable(),
  /** Who asked: the original admin screen reads `requestedBy.nickname` ('알 수 없음' without it). */
  requestedBy: EditRequestPersonSchema.nullable(),
  requestedById: z.number().int().nullable(),
  createdAt: z.string(),
  /** The admin who decided; null while PENDING. */
  reviewedBy: EditRequestPersonSchema.nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type EditRequest = z.infer<typeof EditRequestSchema>;
export const EditRequestListSchema = z.array(EditRequestSchema);

/**
 * GET /api/rules/{ruleId}/rankings — spec §3 Ranking (decision 024). `rating` is rounded to a whole
 * number; `provisional` (additive) marks a rating whose RD is still >= 110.
 */
export const RankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string().nullable(),
  rating: z.number(),
  playCount: z.number().int().nonnegative(),
  isCurrentUser: z.boolean(),
  provisional: z.boolean().optional(),
});
export const RuleRankingSchema = z.object({
  ruleName: z.string(),
  rankings: z.array(RankingEntrySchema),
  currentUserRanking: z
    .object({
      rank: z.number().int().positive(),
      rating: z.number(),
      playCount: z.number().int().nonnegative(),
      userName: z.string(),
      userAvatar: z.string().nullable(),
      provisional: z.boolean().optional(),
    })
    .nullable(),
});
export type RuleRanking = z.infer<typeof RuleRankingSchema>;

export { WinBySchema };

import { z } from 'zod';
import { countChars } from '../validation/profile.ts';
import { multiLineText } from '../validation/text.ts';
import { idField } from './params.ts';

/*
 * After a match (issue 19 items 1, 2, 6; spec §3 Review and Rule rating, §5 review rules): each of
 * the two players reviews the other once (manner and performance 1–5, optional text) and rates the
 * game's rule once (1–5, optional comment). The calls are the original client's (contract-notes):
 * POST /api/games/{id}/review `{manner, performance, text}` and POST /api/rules/{ruleId}/rating
 * `{gameId, rating, comment|null}`. Profanity is refused by the server (@hanpan/core/profanity).
 */

export const REVIEW_TEXT_MAX = 300;
export const RULE_RATING_COMMENT_MAX = 300;
/** Spec §9: the manner score before anybody reviewed the player. */
export const MANNER_SCORE_DEFAULT = 4.5;
/** A finished game asks for a review this long after it ended (issue 19 item 2). */
export const REVIEW_PROMPT_DAYS = 7;

export const reviewMessages = {
  /** Spec §5 'enter both manner and performance ratings'. */
  bothRequired: '매너와 실력 점수를 모두 골라 주세요.',
  textTooLong: `후기는 ${REVIEW_TEXT_MAX}자까지 쓸 수 있어요.`,
  ratingRequired: '규칙 점수를 1점부터 5점 사이로 골라 주세요.',
  commentTooLong: `규칙 한마디는 ${RULE_RATING_COMMENT_MAX}자까지 쓸 수 있어요.`,
  invalidGameId: '잘못된 경기 번호예요.',
  invalidRuleId: '잘못된 규칙 번호예요.',
} as const;

const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

const optionalText = (label: string, max: number, tooLong: string) =>
  z
    .union([multiLineText(label).trim(), z.null()])
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
    .refine((value) => value === null || countChars(value) <= max, { message: tooLong });

/** POST /api/games/{id}/review. `text` may be '', null or missing (no text). */
export const ReviewBodySchema = z.object({
  manner: stars(reviewMessages.bothRequired),
  performance: stars(reviewMessages.bothRequired),
  text: optionalText('후기', REVIEW_TEXT_MAX, reviewMessages.textTooLong),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

export const ReviewParamsSchema = z.object({ id: idField(reviewMessages.invalidGameId) });

/** The stored review, as the POST answers it (201). */
export const ReviewSchema = z.object({
  id: z.number().int().positive(),
  gameId: z.number().int().positive(),
  reviewerId: z.number().int().positive(),
  revieweeId: z.number().int().positive(),
  manner: z.number().int().min(1).max(5),
  performance: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** POST /api/rules/{ruleId}/rating. `comment` may be null, '' or missing. */
export const RuleRatingBodySchema = z.object({
  gameId: idField(reviewMessages.invalidGameId),
  rating: stars(reviewMessages.ratingRequired),
  comment: optionalText('규칙 한마디', RULE_RATING_COMMENT_MAX, reviewMessages.commentTooLong),
});
export type RuleRatingBody = z.input<typeof RuleRatingBodySchema>;

export const RuleRatingParamsSchema = z.object({ ruleId: idField(reviewMessages.invalidRuleId) });

/** The stored rule rating (201), with the rule's counters after it. */
export const RuleRatingSchema = z.object({
  id: z.number().int().positive(),
  gameId: z.number().int().positive(),
  ruleId: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  averageRating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
});
export type RuleRating = z.infer<typeof RuleRatingSchema>;

/**
 * What the result page needs to know about the caller's own actions on a game:
 * GET /api/games/{id}/review (new; the original client never asked).
 */
export const MyGameReviewStateSchema = z.object({
  reviewed: z.boolean(),
  ruleRated: z.boolean(),
});
export type MyGameReviewState = z.infer<typeof MyGameReviewStateSchema>;

/** The manner score shown for a player: average manner received, one decimal; 4.5 when none. */
export function mannerScoreOf(sum: number, count: number): number {
  if (count === 0) return MANNER_SCORE_DEFAULT;
  return Math.round((sum / count) * 10) / 10;
}

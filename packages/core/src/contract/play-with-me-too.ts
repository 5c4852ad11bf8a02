import { z } from 'zod';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

/*
 * '나랑도 한 판' (spec §3 Play-with-me-too request, §4, §7 Play-with-me-too; contract-notes
 * status-with-user; issue 11 §10): a player challenges another with a rule from a profile or a
 * chat; the challenged player accepts (a SCHEDULED game between the two, its id answered as a bare
 * number like POST /api/games/create) or rejects; the challenger may cancel while it is pending.
 */

export const CHALLENGE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const ChallengeStatusSchema = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatusSchema>;

/** How often the chat banner asks GET /status-with-user while the page is visible. */
export const CHALLENGE_STATUS_POLL_MS = 5000;

export const challengeMessages = {
  /** Spec §8 ('challenge request already sent to this user'). */
  alreadySent: '이미 이 사용자에게 도전 신청을 보냈어요',
  sent: '도전 신청을 보냈어요.',
  cancelled: '도전 신청을 취소했어요.',
  accepted: '도전을 받아들였어요. 경기가 만들어졌어요.',
  rejected: '도전을 거절했어요.',
  ruleRequired: '도전할 규칙을 골라 주세요.',
  userRequired: '도전할 사용자를 확인해 주세요.',
} as const;

const userId = idField;

/** POST /api/play-with-me-too/request. */
export const ChallengeRequestBodySchema = z.object({
  targetUserId: userId(challengeMessages.userRequired),
  ruleId: userId(challengeMessages.ruleRequired),
});
export type ChallengeRequestBody = z.input<typeof ChallengeRequestBodySchema>;

/** DELETE /api/play-with-me-too/request: the challenger withdraws the pending one. */
export const ChallengeCancelBodySchema = z.object({ targetUserId: userId(challengeMessages.userRequired) });
export type ChallengeCancelBody = z.input<typeof ChallengeCancelBodySchema>;

/** POST /accept and /reject: the challenged player answers the requester's pending challenge. */
export const ChallengeAnswerBodySchema = z.object({ requesterId: userId(challengeMessages.userRequired) });
export type ChallengeAnswerBody = z.input<typeof ChallengeAnswerBodySchema>;

/** POST /accept → the new game's id (a bare number, as POST /api/games/create answers). */
export const ChallengeAcceptedSchema = z.number().int().positive();

export const CheckChallengeQuerySchema = z.object({ fromUserId: userId(challengeMessages.userRequired) });
export const ChallengeStatusQuerySchema = z.object({ otherUserId: userId(challengeMessages.userRequired) });
export const ChallengeListQuerySchema = ListQuerySchema;

/** Spec §3 Play-with-me-too request, as the received and sent lists and check-request answer it. */
export const ChallengeSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  fromNickname: z.string(),
  fromProfileUrl: z.string().nullable(),
  toUserId: z.number().int(),
  toNickname: z.string(),
  toProfileUrl: z.string().nullable(),
  ruleId: z.number().int(),
  ruleTitle: z.string(),
  majorCategory: z.string(),
  minorCategory: z.string(),
  status: ChallengeStatusSchema,
  gameId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;
export const ChallengeListSchema = z.array(ChallengeSchema);
/** GET /check-request?fromUserId=: that player's pending challenge to the caller, or null. */
export const CheckChallengeSchema = ChallengeSchema.nullable();

/** GET /status-with-user?otherUserId= (contract-notes): the latest challenge between the two, or null. */
export const ChallengeStatusWithUserSchema = z
  .object({
    status: ChallengeStatusSchema,
    fromUserId: z.number().int(),
    gameId: z.number().int().nullable(),
    gameStatus: z.string().nullable(),
    ruleId: z.number().int(),
    ruleTitle: z.string(),
    majorCategory: z.string(),
    minorCategory: z.string(),
  })
  .nullable();
export type ChallengeStatusWithUser = z.infer<typeof ChallengeStatusWithUserSchema>;

import { z } from 'zod';
import { APPLICATION_STATUSES, GAME_STATUSES, GameRuleSummarySchema, RuleStatisticsSchema } from './games.ts';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

/*
 * Match management (spec §2 /game, §3 Game card (management), My game, My request; §4 Game
 * application and Own game status; §6 owner and challenger rights; §7 Games; §8 apply, approve,
 * delete; issue 11 items 1, 4 and 5). Lists are plain arrays with `X-Next-Cursor` (size default 30).
 */

const id = z.number().int().positive();
const invalidGameId = '잘못된 경기 번호예요.';
const invalidUserId = '잘못된 사용자 번호예요.';

const gameIdField = idField(invalidGameId);
const userIdField = idField(invalidUserId);

/** What a player hears around applications and match management (해요체; §8 keeps its key phrases). */
export const gameManagementMessages = {
  /** Existing clients look for '한 명만 승인 가능' in the approve 409 (spec §8): keep that phrase. */
  approvalTaken: '한 명만 승인 가능해요. 이미 다른 도전자가 승인되었어요.',
  deleteNotOwner: '내가 만든 경기만 삭제할 수 있어요.',
  gameNotFound: '존재하지 않는 경기예요.',
} as const;

/** `{id}` of /api/games/{id}/apply, /delete, /invitation/accept, /invitation/decline, /open. */
export const GameActionParamsSchema = z.object({ id: gameIdField });
export type GameActionParams = z.infer<typeof GameActionParamsSchema>;

/** POST /api/games/approve, /cancel-approve (and /reject): the owner acts on one challenger. */
export const ApproveBodySchema = z.object({ gameId: gameIdField, userId: userIdField });
export type ApproveBody = z.input<typeof ApproveBodySchema>;
export const CancelApproveBodySchema = ApproveBodySchema;
export type CancelApproveBody = ApproveBody;
export const RejectApplicationBodySchema = ApproveBodySchema;
export type RejectApplicationBody = ApproveBody;

/** POST /api/games/cancel-request: the applicant withdraws (also when already approved). */
export const CancelRequestBodySchema = z.object({ gameId: gameIdField });
export type CancelRequestBody = z.input<typeof CancelRequestBodySchema>;

/**
 * The answer of every action above (apply, cancel-request, approve, cancel-approve, reject, delete,
 * invitation accept/decline, open): the game's state after it, so a screen can update at once.
 * `applicationStatus` is the acted-on application's status, null when it no longer exists.
 */
export const GameActionResultSchema = z.object({
  gameId: id,
  gameStatus: z.enum(GAME_STATUSES),
  opponentId: id.nullable(),
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
});
export type GameActionResult = z.infer<typeof GameActionResultSchema>;

/** GET /api/games/request-count: REQUESTED applications to my MATCHING and SCHEDULED games. */
export const GameRequestCountSchema = z.object({ count: z.number().int().min(0) });
export type GameRequestCount = z.infer<typeof GameRequestCountSchema>;

/** The owner's record as the applicants panel and cards show it; zeros until results exist. */
export const OwnerStatisticsSchema = z.object({
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Manner score 1–5; 4.5 when nobody has rated the player yet (spec §3). */
  manner: z.number(),
});
export type OwnerStatistics = z.infer<typeof OwnerStatisticsSchema>;
export const DEFAULT_MANNER_SCORE = 4.5;

/**
 * A friend game's invitation as the card shows it: PENDING (both the owner and the friend see it;
 * the friend accepts or declines), DECLINED (only the owner sees it and chooses: POST
 * /api/games/{id}/open or DELETE), null for random games and accepted invitations.
 */
export const INVITATION_STATES = ['PENDING', 'DECLINED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/**
 * How a block ended a game's pairing before it was played (issue 16 item 18; decision 018
 * "Blocks"), as the viewer may know it: a friend or challenge game between the pair is CANCELED, a
 * random game scheduled with one of them is MATCHING again without opponent. BLOCKED: the viewer
 * blocked the other player. LEFT: the other player can no longer play it (the block is never
 * disclosed to the blocked player). Gone once a reopened game has a new opponent.
 */
export const PAIRING_ENDED_STATES = ['BLOCKED', 'LEFT'] as const;
export type PairingEnded = (typeof PAIRING_ENDED_STATES)[number];

const place = {
  /** The place on one line; null = 장소 미정. */
  matchLocation: z.string().nullable(),
  placeRoad: z.string().nullable(),
  placeDetail: z.string(),
  /** 'province district'; null while the place is undecided. */
  region: z.string().nullable(),
};

const owner = {
  ownerId: id,
  ownerNickname: z.string(),
  ownerProfileUrl: z.string().nullable(),
};

/**
 * GET /api/games/my-games (array + X-Next-Cursor, newest first): games I own (deleted ones left
 * out), games where I am the opponent without an application (accepted friend games,
 * play-with-me-too games), and friend-game invitations addressed to me (invitation PENDING,
 * isOwner false).
 */
export const MyGameSchema = z.object({
  id,
  status: z.enum(GAME_STATUSES),
  /** ISO-8601; null = 시간 미정. */
  matchDate: z.string().nullable(),
  /** When the game was started; null until it is. */
  startedAt: z.string().nullable(),
  createdAt: z.string(),
  ...place,
  ...owner,
  /** The opponent; while a friend's invitation is PENDING or DECLINED, the invited friend. */
  opponentId: id.nullable(),
  opponentNickname: z.string().nullable(),
  opponentProfileUrl: z.string().nullable(),
  isOwner: z.boolean(),
  isFriendGame: z.boolean(),
  invitation: z.enum(INVITATION_STATES).nullable(),
  /** The 4-digit invite code (encodeInviteCode), only for the owner of an open random game. */
  inviteCode: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  /** The champion of the rule in the game's district (ratings, decision 024); null when none. */
  championId: id.nullable(),
  rule: GameRuleSummarySchema,
  ownerStatistics: OwnerStatisticsSchema,
  /** Challengers in line (REQUESTED or APPROVED), blocked ones left out. */
  applicantCount: z.number().int().min(0),
  /** Why the game lost its opponent or was cancelled by a block (see PAIRING_ENDED_STATES). */
  pairingEnded: z.enum(PAIRING_ENDED_STATES).nullable(),
  /**
   * An admin hid the game (issue 16 item 22): nobody else finds it, so it takes no challengers and
   * has no invite code. Only its owner (and admins) still see it listed.
   */
  hiddenByAdmin: z.boolean(),
  /** Why it was hidden: the admin's note on the report that hid it, else that report's reason. */
  hiddenReason: z.string().nullable(),
});
export type MyGame = z.infer<typeof MyGameSchema>;
export const MyGamesSchema = z.array(MyGameSchema);

/**
 * A challenger in line (REQUESTED or APPROVED) as /game's applicants panel shows them. The
 * original client reads `applicantGameStatisticsDTO` (as in /api/games/list's challengers); the
 * flat record fields are this web app's.
 */
export const GameApplicantSchema = z.object({
  userId: id,
  applicantNickname: z.string(),
  applicantProfileUrl: z.string().nullable(),
  /** This challenger is the approved opponent. */
  approved: z.boolean(),
  status: z.enum(APPLICATION_STATUSES),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Wins over games played, in percent 0–100 (0 with no games). */
  winRate: z.number().min(0).max(100),
  /** The same record as /api/games/list's challengers carry (the original client's modal reads it). */
  applicantGameStatisticsDTO: RuleStatisticsSchema,
});
export type GameApplicant = z.infer<typeof GameApplicantSchema>;

/**
 * GET /api/games/my-requests (array + X-Next-Cursor, newest application first): my applications.
 * `id` is the game's id. `anotherApproved`: the owner approved someone else; I am still in line.
 */
export const MyRequestSchema = z.object({
  id,
  applicationId: id,
  status: z.enum(APPLICATION_STATUSES),
  /** The champion of the rule in the game's district (ratings, decision 024); null when none. */
  championId: id.nullable(),
  gameStatus: z.enum(GAME_STATUSES),
  matchDate: z.string().nullable(),
  createdAt: z.string(),
  ...place,
  ...owner,
  rule: GameRuleSummarySchema,
  anotherApproved: z.boolean(),
  applicantCount: z.number().int().min(0),
  /**
   * The game's challengers in line, the same list its owner sees in the applicants panel (blocked
   * ones left out): the original client's sent card shows 도전자 {applicants.length}명 and opens it.
   */
  applicants: z.array(GameApplicantSchema),
  ownerStatistics: OwnerStatisticsSchema,
});
export type MyRequest = z.infer<typeof MyRequestSchema>;
export const MyRequestsSchema = z.array(MyRequestSchema);

export const MyGamesQuerySchema = ListQuerySchema;
export const MyRequestsQuerySchema = ListQuerySchema;

/** At most this many games' applicants in one answer. */
export const APPLICANTS_GAMES_MAX = 100;

/**
 * GET /api/games/my-games/applicants?gameIds=1,2,3: the challengers of those games (the caller's
 * own games, and games the caller applied to or plays in; others are left out). Without gameIds:
 * the caller's own MATCHING and SCHEDULED games, newest first, at most 100.
 */
export const GameApplicantsQuerySchema = z.object({
  gameIds: z
    .string({ error: invalidGameId })
    .max(2000, invalidGameId)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      const ids = value.split(',').map((part) => Number(part.trim()));
      if (ids.some((gameId) => !Number.isSafeInteger(gameId) || gameId <= 0)) {
        context.addIssue({ code: 'custom', message: invalidGameId });
        return z.NEVER;
      }
      return [...new Set(ids)].slice(0, APPLICANTS_GAMES_MAX);
    }),
});
export type GameApplicantsQuery = z.input<typeof GameApplicantsQuerySchema>;

export const GameApplicantsSchema = z.array(
  z.object({ gameId: id, applicants: z.array(GameApplicantSchema) }),
);
export type GameApplicants = z.infer<typeof GameApplicantsSchema>;

/** Win rate in percent, rounded; 0 with no games played. */
export function winRateOf(record: { wins: number; draws: number; losses: number }): number {
  const played = record.wins + record.draws + record.losses;
  return played === 0 ? 0 : Math.round((record.wins / played) * 100);
}

import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';
import { GAME_STATUSES } from './games.ts';
import { idField } from './params.ts';

const id = z.number().int().positive();

/** What a player hears about the place and the start of a game (spec §2 Match management, §4 Start flow). */
export const gameKickoffMessages = {
  roadAddressRequired: '경기 장소를 골라 주세요.',
  roadAddressTooLong: '장소 주소는 200자까지 쓸 수 있어요.',
  detailAddressTooLong: '상세 장소는 100자까지 쓸 수 있어요.',
  photoRequired: '경기 시작 인증샷을 찍어 주세요.',
} as const;

/**
 * POST /api/games/{id}/set-region: the owner sets (or changes) the place before the start. The road
 * address goes through the one region normaliser on the server; unmappable → 400 place_not_found
 * (the web's place-not-found dialog, spec §2).
 */
export const SetGameRegionBodySchema = z.object({
  roadAddress: singleLineText('장소', { error: gameKickoffMessages.roadAddressRequired })
    .trim()
    .min(1, gameKickoffMessages.roadAddressRequired)
    .max(200, gameKickoffMessages.roadAddressTooLong),
  detailAddress: singleLineText('상세 장소')
    .trim()
    .max(100, gameKickoffMessages.detailAddressTooLong)
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
});
export type SetGameRegionBody = z.input<typeof SetGameRegionBodySchema>;

/** A player of a started game as the play screen shows them. */
export const GamePlayerSchema = z.object({
  id,
  nickname: z.string(),
  profileUrl: z.string().nullable(),
});
export type GamePlayer = z.infer<typeof GamePlayerSchema>;

/**
 * GET /api/games/{id}/detail (spec §3 Game detail), for the two players only. `chatRoomId` is null
 * until the game starts; scores are 0 and the set 1 until live play exists. Plus the place, the
 * time and the start photo (absolute URL) for the match card and the feed.
 */
export const GameDetailSchema = z.object({
  gameStatus: z.enum(GAME_STATUSES),
  chatRoomId: id.nullable(),
  user1: GamePlayerSchema,
  /** The opponent; null while a game has none yet. */
  user2: GamePlayerSchema.nullable(),
  score1: z.number().int(),
  score2: z.number().int(),
  set1: z.number().int(),
  set2: z.number().int(),
  currentSet: z.number().int(),
  rule: z.object({
    id,
    pointsToWin: z.number().int(),
    setsToWin: z.number().int(),
    winBy: z.string(),
    ruleTitle: z.string(),
    majorCategory: z.string(),
    minorCategory: z.string(),
  }),
  /** The rule's time limit in seconds; -1 = unlimited. */
  limitSeconds: z.number().int(),
  /** ISO-8601 instants; null before the start. */
  setStartedAt: z.string().nullable(),
  totalGameStartedAt: z.string().nullable(),
  matchLocation: z.string().nullable(),
  matchDate: z.string().nullable(),
  startPhotoUrl: z.string().nullable(),
});
export type GameDetail = z.infer<typeof GameDetailSchema>;

/**
 * GET /api/games/summary?gameId= (spec §3 Game summary), behind the 4-digit invite code: only open,
 * visible random games answer (the code space is guessable, contract-notes).
 */
export const GameSummarySchema = z.object({
  id,
  ruleId: id,
  ruleTitle: z.string(),
  majorCategory: z.string(),
  minorCategory: z.string(),
  ruleDescription: z.string(),
  /** In Korean words: '점수 선취', '세트 합산', '시간 제한' (from the rule's winBy). */
  winCondition: z.string(),
  /** -1 = unlimited. */
  points: z.number().int(),
  sets: z.number().int(),
  /** Seconds; -1 = unlimited. */
  duration: z.number().int(),
  matchLocation: z.string().nullable(),
  matchDate: z.string().nullable(),
  createdAt: z.string(),
  ownerId: id,
  ownerNickname: z.string(),
  ownerProfileUrl: z.string().nullable(),
  /** The rule's champion in the game's region; null until ratings exist. */
  championId: id.nullable(),
  /** The owner's manner score, 4.5 when nobody has reviewed them yet. */
  mannerScore: z.number(),
  applied: z.boolean(),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;

export const GameSummaryQuerySchema = z.object({
  gameId: idField('잘못된 초대 번호입니다.'),
});

/** POST /api/invite?gameId= → an absolute URL that opens the game (spec §7, /invite/{encodedUrl}). */
export const InviteQuerySchema = z.object({
  gameId: idField('초대할 경기를 골라 주세요.'),
});
export const InviteLinkSchema = z.object({ url: z.string() });
export type InviteLink = z.infer<typeof InviteLinkSchema>;

const invalidGameId = '존재하지 않는 경기예요.';

/** `{id}` of the start, set-region and detail calls. */
export const GameKickoffParamsSchema = z.object({
  id: idField(invalidGameId),
});

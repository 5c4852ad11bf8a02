import { z } from 'zod';
import { isValidInstant, seoulParts, toInstant } from '../time/seoul-calendar.ts';
import { singleLineText } from '../validation/text.ts';
import { ListQuerySchema } from './list.ts';
import { idField } from './params.ts';

const id = z.number().int().positive();

/** What a player hears when a game's creation is refused (spec §3 creation payload, contract-notes). */
export const gameMessages = {
  ruleRequired: '경기에 쓸 규칙을 골라 주세요.',
  friendNotHere: '친구와 하는 경기는 친구를 골라서 다시 만들어 주세요.',
  friendRequired: '함께 경기할 친구를 골라 주세요.',
  placeTooLong: '장소 주소는 200자까지 쓸 수 있어요.',
  placeDetailTooLong: '상세 장소는 100자까지 쓸 수 있어요.',
  matchDateFormat: '경기 시간을 다시 골라 주세요.',
  matchDatePast: '이미 지난 시간이에요. 경기 시간을 다시 골라 주세요.',
} as const;

/** Local Korean date-time as a datetime-local input writes it. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * 'YYYY-MM-DDTHH:mm' read in Asia/Seoul, or null when it is not a real calendar time ('02-30' would
 * otherwise roll over into March).
 */
export function parseMatchDate(text: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const instant = toInstant(text);
  if (!isValidInstant(instant)) return null;
  const parts = seoulParts(instant);
  const [, year, month, day, hour, minute] = match.map(Number);
  const same =
    parts.year === year &&
    parts.month === month &&
    parts.day === day &&
    parts.hour === hour &&
    parts.minute === minute;
  return same ? instant : null;
}

/**
 * POST /api/games/create (a random game; /create-friend-game below takes a friend): exactly the payload of
 * contract-notes. `placeRoad` null (or '') = place undecided, then `placeDetail` says it is
 * negotiable; `matchDate` '' = time undecided, else local Korean 'YYYY-MM-DDTHH:mm'.
 */
export const CreateGameBodySchema = z.object({
  referencedRuleId: idField(gameMessages.ruleRequired),
  friendId: z.null({ error: gameMessages.friendNotHere }).optional().default(null),
  placeRoad: singleLineText('장소')
    .trim()
    .max(200, gameMessages.placeTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  placeDetail: singleLineText('상세 장소')
    .trim()
    .max(100, gameMessages.placeDetailTooLong)
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  matchDate: z
    .string({ error: gameMessages.matchDateFormat })
    .trim()
    .nullable()
    .optional()
    .refine((value) => !value || parseMatchDate(value) !== null, gameMessages.matchDateFormat)
    .transform((value) => (value ? parseMatchDate(value) : null)),
});
export type CreateGameBody = z.input<typeof CreateGameBodySchema>;

/**
 * POST /api/games/create-friend-game: the same payload with the invited friend's id (contract-notes).
 * The game is private (never listed) and waits for that friend's answer.
 */
export const CreateFriendGameBodySchema = CreateGameBodySchema.extend({
  friendId: idField(gameMessages.friendRequired),
});
export type CreateFriendGameBody = z.input<typeof CreateFriendGameBodySchema>;

/** The new game's id, as the old clients read it (a bare number). */
export const CreatedGameIdSchema = id;

export const GAME_STATUSES = ['MATCHING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const APPLICATION_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The rule as a game card needs it, at the version the game was created with (a later approved
 * edit does not change it). The full text stays behind GET /api/rules/… for the rule detail modal.
 */
export const GameRuleSummarySchema = z.object({
  id,
  version: z.number().int().positive(),
  ruleTitle: z.string(),
  majorCategory: z.string(),
  minorCategory: z.string(),
  ruleDescription: z.string(),
  winBy: z.string(),
  pointsToWin: z.number().int(),
  setsToWin: z.number().int(),
  duration: z.number().int(),
});
export type GameRuleSummary = z.infer<typeof GameRuleSummarySchema>;

/** A player's record with a rule; zeros until game results exist. */
export const RuleStatisticsSchema = z.object({
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  ruleRating: z.number(),
});
export type RuleStatistics = z.infer<typeof RuleStatisticsSchema>;

export const GameChallengerSchema = z.object({
  userId: id,
  applicantNickname: z.string(),
  applicantProfileUrl: z.string().nullable(),
  applicantGameStatisticsDTO: RuleStatisticsSchema,
});

/** Spec §3 Game (list item), plus the place's parts and region for the card and the filter. */
export const GameListItemSchema = z.object({
  id,
  ownerId: id,
  ownerNickname: z.string(),
  ownerProfileUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The place as one line (road address and detail); null = 장소 미정. */
  matchLocation: z.string().nullable(),
  /** ISO-8601 instant; null = 시간 미정. */
  matchDate: z.string().nullable(),
  placeRoad: z.string().nullable(),
  placeDetail: z.string(),
  /** 'province district' (canonical, '서울 강남구'); null while the place is undecided. */
  region: z.string().nullable(),
  status: z.enum(GAME_STATUSES),
  rule: GameRuleSummarySchema,
  ruleStatisticsOfOwner: RuleStatisticsSchema,
  challengers: z.array(GameChallengerSchema),
  isAppliedByMe: z.boolean(),
});
export type GameListItem = z.infer<typeof GameListItemSchema>;
export const GameListSchema = z.array(GameListItemSchema);

export const GAME_LIST_SORTS = ['recent', 'nearest', 'soonest'] as const;
export type GameListSort = (typeof GAME_LIST_SORTS)[number];

/** A sort name as the clients send it; unknown names (and the old 'latest') read as 'recent'. */
export function readGameListSort(value: string | undefined): GameListSort {
  return value === 'nearest' || value === 'soonest' ? value : 'recent';
}

/**
 * GET /api/games/list?region=&sort=&cursor=&size=. Nationwide arrives as '전국 전국', '전국', '' or
 * nothing (normaliseRegionFilter). `sort`: 'recent' (newest first, the default; 'latest' and
 * unknown names read as it), 'nearest' (district centre of the game from the caller's profile
 * region; games without a place last) or 'soonest' (match time ascending; undecided last).
 */
export const GameListQuerySchema = ListQuerySchema.extend({
  region: z.string().max(60).optional(),
  sort: z.string().optional().transform(readGameListSort),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

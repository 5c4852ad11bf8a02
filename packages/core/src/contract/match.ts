import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalog.ts';
import { GameMediaListSchema } from './game-media.ts';
import { MATCH_LOG_TYPES, MatchStateSchema } from '../match/state.ts';
import type { MatchRefusal } from '../match/state.ts';
import { singleLineText } from '../validation/text.ts';
import { GameDetailSchema, GamePlayerSchema } from './game-kickoff.ts';
import { GameRuleSummarySchema } from './games.ts';
import { idField } from './params.ts';

/*
 * Live play on the wire (issue 18 "Wire"; contract-notes "Realtime"). Field names the clients in
 * the field send and read stay as they are; everything here only adds.
 */

export const matchMessages = {
  invalidEvent: '알 수 없는 경기 이벤트예요.',
  invalidPlayer: '점수를 받을 선수를 골라 주세요.',
  invalidSet: '세트 번호가 올바르지 않아요.',
  invalidDelta: '점수는 1점씩만 올리거나 내릴 수 있어요.',
  clientEventIdTooLong: '이벤트 번호는 64자까지 쓸 수 있어요.',
  invalidAfterSeq: '잘못된 이벤트 순번이에요.',
} as const;

/** The most events one game keeps (GET game-logs answers them all). */
export const MATCH_LOG_MAX = 5000;
export const CLIENT_EVENT_ID_MAX = 64;

const setIndexField = z
  .number({ error: matchMessages.invalidSet })
  .int(matchMessages.invalidSet)
  .min(0, matchMessages.invalidSet)
  .max(1000, matchMessages.invalidSet);

/** Unique per game: a resent event is acknowledged again and never applied twice. */
export const ClientEventIdSchema = singleLineText('이벤트 번호')
  .min(1, matchMessages.invalidEvent)
  .max(CLIENT_EVENT_ID_MAX, matchMessages.clientEventIdTooLong);

const clientEventId = { clientEventId: ClientEventIdSchema.optional() };

/**
 * SEND /app/score/{roomId}. The original client sends SET with `userId: 0, scoreDelta: 0` (dropped
 * here), RESET without `setIndex` and echoes its `currentSet` (0 before the first detail) as
 * `setIndex`; the engine reads a missing index as the current (RESET) or next due (SET) set.
 */
export const MatchSendSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('SCORE'),
      userId: idField(matchMessages.invalidPlayer),
      setIndex: setIndexField,
      scoreDelta: z.union([z.literal(1), z.literal(-1)], { error: matchMessages.invalidDelta }),
      ...clientEventId,
    }),
    z.object({ type: z.literal('SET'), setIndex: setIndexField.optional(), ...clientEventId }),
    z.object({ type: z.literal('END_SET'), setIndex: setIndexField, ...clientEventId }),
    z.object({ type: z.literal('FINISH'), ...clientEventId }),
    z.object({ type: z.literal('RESET'), setIndex: setIndexField.optional(), ...clientEventId }),
  ],
  { error: matchMessages.invalidEvent },
);
export type MatchSend = z.infer<typeof MatchSendSchema>;

/** Log types: the original four plus END_SET, TIME_UP and ABANDONED (the original shows them as unknown). */
export const GameLogTypeSchema = z.enum(MATCH_LOG_TYPES);

/**
 * A game event in the original game-log shape (spec §3 Game log event). `targetId`: the scored
 * player, the set or match winner, or null; `delta`: ±1 for SCORE, the set index for SET / END_SET /
 * RESET / TIME_UP; `userSummary.nickname`: the sender, '' for the server's own events.
 */
export const GameEventSchema = z.object({
  type: GameLogTypeSchema,
  time: z.string(),
  targetId: z.number().int().nullable(),
  delta: z.number().int().nullable(),
  userSummary: z.object({ nickname: z.string() }),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

/** GET /api/games/{id}/game-logs entries: plus `seq`, contiguous per game from 1. */
export const GameLogEntrySchema = GameEventSchema.extend({ seq: z.number().int().positive() });
export type GameLogEntry = z.infer<typeof GameLogEntrySchema>;
export const GameLogListSchema = z.array(GameLogEntrySchema).max(MATCH_LOG_MAX);

/** GET /api/games/{id}/game-logs?afterSeq= — only the entries after that seq (resync after a reconnect). */
export const GameLogsQuerySchema = z.object({
  afterSeq: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^(0|[1-9][0-9]{0,8})$/)
          .transform(Number),
      ],
      {
        error: matchMessages.invalidAfterSeq,
      },
    )
    .pipe(z.number().int(matchMessages.invalidAfterSeq).min(0, matchMessages.invalidAfterSeq))
    .optional(),
});
export type GameLogsQuery = z.infer<typeof GameLogsQuerySchema>;

/**
 * Published on `/topic/ws/{roomId}` for every log entry: the game-log shape plus `seq`, the
 * sender's `clientEventId` (null for the server's own) and the whole state after it.
 */
export const MatchTopicMessageSchema = GameLogEntrySchema.extend({
  clientEventId: z.string().nullable(),
  state: MatchStateSchema,
});
export type MatchTopicMessage = z.infer<typeof MatchTopicMessageSchema>;

/**
 * GET /api/games/{id}/detail once live play exists: spec §3's fields (GameDetailSchema, unchanged)
 * plus the last `seq`, the state (null before the start) and the server's clock, so both phones'
 * timers agree.
 */
export const MatchDetailFieldsSchema = z.object({
  seq: z.number().int().nonnegative(),
  state: MatchStateSchema.nullable(),
  serverTime: z.string(),
});
export const LiveGameDetailSchema = GameDetailSchema.extend(MatchDetailFieldsSchema.shape);
export type LiveGameDetail = z.infer<typeof LiveGameDetailSchema>;

/** Spec §3 Active game. */
export const ActiveGameSchema = z.object({
  gameId: z.number().int().positive(),
  ruleTitle: z.string(),
  player1: z.object({ nickname: z.string() }),
  player2: z.object({ nickname: z.string() }),
  startedAt: z.string(),
});
export type ActiveGame = z.infer<typeof ActiveGameSchema>;

/** GET /api/games/active/my (also pushed on a user queue): the game under way and the completed games (last 7 days, not abandoned) the caller has not reviewed, newest first. */
export const ActiveMyGameSchema = z.object({
  activeGame: ActiveGameSchema.nullable(),
  pendingReviewGameIds: z.array(z.number().int().positive()),
});
export type ActiveMyGame = z.infer<typeof ActiveMyGameSchema>;

/** 0 = draw (or nobody), 1 = user1, 2 = user2. */
const sideIdx = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const GameSetResultSchema = z.object({
  set: z.number().int().positive(),
  score1: z.number().int().nonnegative(),
  score2: z.number().int().nonnegative(),
  winner: sideIdx,
});
export type GameSetResult = z.infer<typeof GameSetResultSchema>;

/**
 * GET /api/games/{id}/result (contract-notes): the stored result. `newChampionIdx` is 0 until
 * ratings exist; `abandoned` (no winner, counted nowhere) and `finishedEarly` (rates nothing) added.
 */
export const GameResultSchema = z.object({
  gameSummary: z.object({
    id: z.number().int().positive(),
    rule: GameRuleSummarySchema,
    matchLocation: z.string().nullable(),
    matchDate: z.string().nullable(),
    startPhotoUrl: z.string().nullable(),
  }),
  startDate: z.string().nullable(),
  setResults: z.array(GameSetResultSchema),
  totalSetCount: z.number().int().nonnegative(),
  drawCount: z.number().int().nonnegative(),
  winnerIdx: sideIdx,
  newChampionIdx: sideIdx,
  user1: GamePlayerSchema,
  user2: GamePlayerSchema,
  user1SetCount: z.number().int().nonnegative(),
  user2SetCount: z.number().int().nonnegative(),
  abandoned: z.boolean(),
  finishedEarly: z.boolean(),
  /** Both players' photos and videos of the game (decision 026), each player's in their order. */
  media: GameMediaListSchema.optional(),
});
export type GameResult = z.infer<typeof GameResultSchema>;

/** Every refusal of the engine is a catalogued error the sender's queue carries (compile-time check). */
export const matchRefusalCodes: Record<MatchRefusal, ErrorCode> = {
  match_over: 'match_over',
  not_match_player: 'not_match_player',
  score_out_of_range: 'score_out_of_range',
  set_countdown: 'set_countdown',
  set_not_started: 'set_not_started',
  between_sets: 'between_sets',
  wrong_set: 'wrong_set',
};

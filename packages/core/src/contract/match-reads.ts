import { z } from 'zod';
import { GamePlayerSchema } from './game-kickoff.ts';
import { defineTopic, GameEventSchema } from './realtime.ts';

/**
 * The live match's reads (issue 18 item 1; contract-notes "Calls not listed"): the log, the
 * caller's active game and the stored result.
 */

const id = z.number().int().positive();

/** At most this many log entries per answer (a match is bounded by it too). */
export const GAME_LOGS_MAX = 5000;

/** GET /api/games/{id}/game-logs?afterSeq=: the entries after `afterSeq` (0 or missing = all). */
export const GameLogsQuerySchema = z.object({
  afterSeq: z.coerce
    .number({ error: '잘못된 이벤트 번호예요.' })
    .int('잘못된 이벤트 번호예요.')
    .min(0, '잘못된 이벤트 번호예요.')
    .max(2_147_483_647, '잘못된 이벤트 번호예요.')
    .default(0),
});

/** One log entry: the topic's game-event shape with its `seq` (the whole state only on the topic). */
export const GameLogsSchema = z.array(GameEventSchema);
export type GameLogs = z.infer<typeof GameLogsSchema>;

/** Spec §3 Active game: the caller's game under way. */
export const ActiveGameSchema = z.object({
  gameId: id,
  ruleTitle: z.string(),
  player1: z.object({ nickname: z.string() }),
  player2: z.object({ nickname: z.string() }),
  startedAt: z.string(),
  /** The game's chat room (its live topic), for the play screen. */
  chatRoomId: id.nullable(),
});
export type ActiveGame = z.infer<typeof ActiveGameSchema>;

/** GET /api/games/active/my, also pushed on `/user/queue/active-game` when a game starts or ends. */
export const ActiveMySchema = z.object({
  activeGame: ActiveGameSchema.nullable(),
  /** Games the caller still has to review (the after-the-match issue fills it). */
  pendingReviewGameIds: z.array(id),
});
export type ActiveMy = z.infer<typeof ActiveMySchema>;

/** The caller's active game, pushed when one of their games starts or ends. */
export const activeGameQueue = defineTopic('/user/queue/active-game', ActiveMySchema);

/** One set of a stored result: user1's and user2's points, winner 0 draw, 1 user1, 2 user2. */
export const SetResultSchema = z.object({
  set: z.number().int().positive(),
  score1: z.number().int(),
  score2: z.number().int(),
  winner: z.number().int().min(0).max(2),
});

/** GET /api/games/{id}/result (contract-notes): the stored result of a COMPLETED game. */
export const GameResultSchema = z.object({
  gameSummary: z.object({
    id,
    rule: z.object({
      id,
      ruleTitle: z.string(),
      majorCategory: z.string(),
      minorCategory: z.string(),
      pointsToWin: z.number().int(),
      setsToWin: z.number().int(),
      winBy: z.string(),
      duration: z.number().int(),
    }),
    matchLocation: z.string().nullable(),
    startPhotoUrl: z.string().nullable(),
  }),
  startDate: z.string().nullable(),
  setResults: z.array(SetResultSchema),
  totalSetCount: z.number().int(),
  drawCount: z.number().int(),
  /** 0 draw (or abandoned), 1 user1, 2 user2. */
  winnerIdx: z.number().int().min(0).max(2),
  /** 0 until ratings exist. */
  newChampionIdx: z.number().int().min(0).max(2),
  user1: GamePlayerSchema,
  user2: GamePlayerSchema,
  user1SetCount: z.number().int(),
  user2SetCount: z.number().int(),
  abandoned: z.boolean(),
  finishedEarly: z.boolean(),
  completedAt: z.string(),
});
export type GameResult = z.infer<typeof GameResultSchema>;

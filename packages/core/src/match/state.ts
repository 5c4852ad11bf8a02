import { z } from 'zod';

/**
 * The match state (issue 18 "The rules"): a plain JSON value, a pure function of the ordered event
 * log (`replay`). The server stores events and rebuilds it; the topic carries it whole; the web draws
 * it with the same engine.
 */

/** ISO-8601 instant in UTC (`2026-01-01T00:00:00.000Z`). */
export const InstantSchema = z.string();
export type Instant = z.infer<typeof InstantSchema>;

/** The win conditions the database knows (TIME_LIMIT is internal and reads as MOST_SETS_AND_POINTS). */
export const MATCH_WIN_CONDITIONS = ['MOST_SETS_AND_POINTS', 'SETS_HALF_WIN', 'TIME_LIMIT'] as const;
export const MatchWinConditionSchema = z.enum(MATCH_WIN_CONDITIONS);
export type MatchWinCondition = z.infer<typeof MatchWinConditionSchema>;

/** The rule as a game keeps it (the server's `rules` columns; `limitSeconds` is `durationSeconds`). */
export const MatchRulesSchema = z.object({
  /** -1 = no points limit. */
  pointsToWin: z.number().int(),
  /** Best of N. */
  setsToWin: z.number().int().positive(),
  winBy: MatchWinConditionSchema,
  /** Seconds per set; -1 (or 0) = untimed. */
  limitSeconds: z.number().int(),
});
export type MatchRules = z.infer<typeof MatchRulesSchema>;

/**
 * waiting: set 1 of a timed match before 'start set 1'. countdown: 5 s, `startedAt` is its end.
 * live, overtime (SETS_HALF_WIN after the limit), over.
 */
export const SET_PHASES = ['waiting', 'countdown', 'live', 'overtime', 'over'] as const;
export const SetPhaseSchema = z.enum(SET_PHASES);
export type SetPhase = z.infer<typeof SetPhaseSchema>;

/** 0 = draw, 1 = player 1 (the game's user1), 2 = player 2. */
export const SideSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Side = z.infer<typeof SideSchema>;

export const SET_END_REASONS = ['points', 'end_set', 'time', 'finish'] as const;

export const MatchSetSchema = z.object({
  /** From 1. */
  index: z.number().int().positive(),
  phase: SetPhaseSchema,
  score1: z.number().int().nonnegative(),
  score2: z.number().int().nonnegative(),
  /** When the set is (or was) live from: the countdown's end. Null while waiting. */
  startedAt: InstantSchema.nullable(),
  endedAt: InstantSchema.nullable(),
  /** Null until the set is over. */
  winner: SideSchema.nullable(),
  endedBy: z.enum(SET_END_REASONS).nullable(),
});
export type MatchSet = z.infer<typeof MatchSetSchema>;

export const MatchResultSchema = z.object({
  winner: SideSchema,
  /** The winner's user id; null for a draw or an abandoned match. */
  winnerId: z.number().int().nullable(),
  /** FINISH before the deciding set: stored, rates nothing. */
  finishedEarly: z.boolean(),
  /** FINISH before any point, 6 h without events, or a block mid-match: counts nowhere. */
  abandoned: z.boolean(),
  endedAt: InstantSchema,
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

export const MatchStateSchema = z.object({
  rules: MatchRulesSchema,
  player1Id: z.number().int(),
  player2Id: z.number().int(),
  kickoffAt: InstantSchema,
  /** The last applied player event (or kick-off): abandonment counts from here. */
  lastEventAt: InstantSchema,
  /** The last log entry's sequence number (0 before any). */
  seq: z.number().int().nonnegative(),
  /** Kept sets in order; the last one is the current set. A set that never went live is dropped. */
  sets: z.array(MatchSetSchema),
  /** Set wins. */
  set1: z.number().int().nonnegative(),
  set2: z.number().int().nonnegative(),
  status: z.enum(['playing', 'over']),
  result: MatchResultSchema.nullable(),
});
export type MatchState = z.infer<typeof MatchStateSchema>;

export const MATCH_LOG_TYPES = [
  'SCORE',
  'SET',
  'END_SET',
  'RESET',
  'FINISH',
  'TIME_UP',
  'ABANDONED',
] as const;
export type MatchLogType = (typeof MATCH_LOG_TYPES)[number];

/**
 * One game-log entry. `targetId`: the scored player, the set or match winner, or null; `delta`: ±1
 * for SCORE, the set index for SET / END_SET / RESET / TIME_UP; `actorId`: the sender, null for the
 * server's own entries.
 */
export interface MatchLogEntry {
  seq: number;
  type: MatchLogType;
  time: Instant;
  targetId: number | null;
  delta: number | null;
  actorId: number | null;
}

export const MATCH_REFUSALS = [
  'match_over',
  'not_match_player',
  'score_out_of_range',
  'set_countdown',
  'set_not_started',
  'between_sets',
  'wrong_set',
] as const;
export type MatchRefusal = (typeof MATCH_REFUSALS)[number];

export type MatchAcknowledgement = 'set_already_started' | 'set_already_over' | 'match_already_over';

export type MatchOutcome =
  | { kind: 'applied'; entries: MatchLogEntry[] }
  | { kind: 'acknowledged'; reason: MatchAcknowledgement }
  | { kind: 'refused'; code: MatchRefusal };

/** What a player (or, for ABANDON, the server) asks of the match. */
export type MatchCommand =
  | { type: 'SCORE'; userId: number; setIndex: number; scoreDelta: 1 | -1 }
  | { type: 'SET'; setIndex?: number | undefined }
  | { type: 'END_SET'; setIndex: number }
  | { type: 'FINISH' }
  | { type: 'RESET'; setIndex?: number | undefined }
  | { type: 'ABANDON'; reason: 'inactive' | 'blocked' };

/** A command with its sender (null = the server). */
export type MatchEvent = MatchCommand & { actorId: number | null };

/** An event as stored: what was received and when. `replay` folds these. */
export interface ReceivedMatchEvent {
  event: MatchEvent;
  receivedAt: Instant;
}

export function currentSetOf(state: MatchState): MatchSet | undefined {
  return state.sets[state.sets.length - 1];
}

export function sideOf(state: MatchState, userId: number | null): 1 | 2 | null {
  if (userId === null) return null;
  if (userId === state.player1Id) return 1;
  if (userId === state.player2Id) return 2;
  return null;
}

export function playerIdOf(state: MatchState, side: Side): number | null {
  if (side === 1) return state.player1Id;
  if (side === 2) return state.player2Id;
  return null;
}

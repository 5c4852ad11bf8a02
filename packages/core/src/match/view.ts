import type { Instant, MatchState, SetPhase, Side } from './state.ts';
import { currentSetOf } from './state.ts';

/**
 * The live values of spec §3 Game detail. Between sets `currentSet` is the set just finished, with
 * its final points, and `set1`/`set2` the wins before it: the original client, reloaded between
 * sets, counts that set itself from its points (or its clock), so a win already in `set1` would be
 * counted twice — and in a best of 3 make it send FINISH (decision 022).
 */
export interface MatchLiveFields {
  score1: number;
  score2: number;
  set1: number;
  set2: number;
  currentSet: number;
  /** The current set's countdown end (live from then); null before set 1 of a timed match. */
  setStartedAt: Instant | null;
  phase: SetPhase;
}

export function liveFields(state: MatchState): MatchLiveFields {
  const set = currentSetOf(state);
  const between = set?.phase === 'over' && state.status === 'playing' ? set.winner : null;
  return {
    score1: set?.score1 ?? 0,
    score2: set?.score2 ?? 0,
    set1: state.set1 - (between === 1 ? 1 : 0),
    set2: state.set2 - (between === 2 ? 1 : 0),
    currentSet: set?.index ?? 1,
    setStartedAt: set?.startedAt ?? null,
    phase: set?.phase ?? 'over',
  };
}

/** The stored result's numbers (contract-notes GET result), from a finished match. */
export interface MatchResultFields {
  setResults: Array<{ set: number; score1: number; score2: number; winner: Side }>;
  totalSetCount: number;
  drawCount: number;
  /** 0 draw (or abandoned), 1 user1, 2 user2. */
  winnerIdx: Side;
  user1SetCount: number;
  user2SetCount: number;
  abandoned: boolean;
  finishedEarly: boolean;
}

/** Null while the match is being played. Only sets that were played count (never-live ones are gone). */
export function resultFields(state: MatchState): MatchResultFields | null {
  if (state.result === null) return null;
  const over = state.sets.filter((set) => set.phase === 'over');
  return {
    setResults: over.map((set) => ({
      set: set.index,
      score1: set.score1,
      score2: set.score2,
      winner: set.winner ?? 0,
    })),
    totalSetCount: over.length,
    drawCount: over.filter((set) => set.winner === 0).length,
    winnerIdx: state.result.winner,
    user1SetCount: state.set1,
    user2SetCount: state.set2,
    abandoned: state.result.abandoned,
    finishedEarly: state.result.finishedEarly,
  };
}

import type { Instant, MatchState, SetPhase } from './state.ts';
import { currentSetOf } from './state.ts';

/**
 * The live values of spec §3 Game detail. Between sets `currentSet` is the set just finished, with
 * its final points (what the original client reads).
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
  return {
    score1: set?.score1 ?? 0,
    score2: set?.score2 ?? 0,
    set1: state.set1,
    set2: state.set2,
    currentSet: set?.index ?? 1,
    setStartedAt: set?.startedAt ?? null,
    phase: set?.phase ?? 'over',
  };
}

import type { Instant, MatchRules, MatchSet, MatchState } from './state.ts';
import { currentSetOf } from './state.ts';
import { closeSet } from './sets.ts';
import { Transition } from './transition.ts';

/** Spec §9: every set starts with a 5-second countdown. */
export const COUNTDOWN_MS = 5_000;

export const toMs = (instant: Instant): number => Date.parse(instant);
export const toInstant = (ms: number): Instant => new Date(ms).toISOString();

export const isTimed = (rules: MatchRules): boolean => rules.limitSeconds > 0;

/** SETS_HALF_WIN's limit is soft: overtime counts up and scoring goes on. */
export const hasSoftLimit = (rules: MatchRules): boolean => rules.winBy === 'SETS_HALF_WIN';

/** When the set's time runs out; null for an untimed match or a set not yet started. */
export function timeUpAt(rules: MatchRules, set: MatchSet): number | null {
  if (!isTimed(rules) || set.startedAt === null) return null;
  return toMs(set.startedAt) + rules.limitSeconds * 1000;
}

/**
 * Everything due at or before `now`: a countdown ending (no log entry), a time-up (TIME_UP; under a
 * hard limit the set closes — higher score takes it, equal draws — and maybe the match). Entries
 * carry the instant they were due, not `now`, so a late check changes nothing.
 */
export function advanceTime(
  state: MatchState,
  now: Instant,
): { state: MatchState; entries: Transition['entries'] } {
  const tx = new Transition(state);
  advanceWithin(tx, toMs(now));
  return { state: tx.state, entries: tx.entries };
}

export function advanceWithin(tx: Transition, nowMs: number): void {
  for (;;) {
    if (tx.state.status === 'over') return;
    const set = currentSetOf(tx.state);
    if (set === undefined) return;
    if (set.phase === 'countdown' && set.startedAt !== null && toMs(set.startedAt) <= nowMs) {
      tx.updateCurrentSet({ phase: 'live' });
      continue;
    }
    const upAt = timeUpAt(tx.state.rules, set);
    if (set.phase === 'live' && upAt !== null && upAt <= nowMs) {
      const time = toInstant(upAt);
      if (hasSoftLimit(tx.state.rules)) {
        tx.updateCurrentSet({ phase: 'overtime' });
        tx.emit({ type: 'TIME_UP', time, targetId: null, delta: set.index, actorId: null });
      } else {
        closeSet(tx, { endedBy: 'time', at: time, actorId: null });
      }
      continue;
    }
    return;
  }
}

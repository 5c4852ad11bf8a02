import type { Instant, MatchEvent, MatchState } from './state.ts';
import { currentSetOf } from './state.ts';
import { isTimed } from './time.ts';

/**
 * The original web client (raspy-mobile's GamePlayView) ends sets itself and then sends SET with
 * the *next* set's index, starts set 1 of a timed match locally without sending anything, and
 * echoes `currentSet` as `setIndex`. These are the steps its events imply, run before the event
 * itself so both clients end on the same state.
 */
export type ImpliedStep = { kind: 'end_set'; setIndex: number } | { kind: 'start_live'; setIndex: number };

export function impliedStep(state: MatchState, event: MatchEvent): ImpliedStep | null {
  const set = currentSetOf(state);
  if (set === undefined || event.actorId === null) return null;
  // SET for set N+1 while set N is live: END_SET(N), then SET(N+1).
  if (
    event.type === 'SET' &&
    event.setIndex === set.index + 1 &&
    (set.phase === 'live' || set.phase === 'overtime')
  ) {
    return { kind: 'end_set', setIndex: set.index };
  }
  // A SCORE for set 1 of a timed match not yet started starts it at once (no countdown).
  if (
    event.type === 'SCORE' &&
    set.phase === 'waiting' &&
    event.setIndex === set.index &&
    isTimed(state.rules)
  ) {
    return { kind: 'start_live', setIndex: set.index };
  }
  return null;
}

/** Set 1 goes live at the receive instant, logged as the sender's SET. */
export function liveSetFields(at: Instant) {
  return { phase: 'live' as const, startedAt: at };
}

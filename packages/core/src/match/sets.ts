import type { Instant, MatchSet, MatchState, Side } from './state.ts';
import { currentSetOf, playerIdOf } from './state.ts';
import type { Transition } from './transition.ts';

/** Best of N: the wins that decide the match. */
export const winsNeeded = (state: MatchState): number => Math.ceil(state.rules.setsToWin / 2);

export const setsOver = (state: MatchState): number =>
  state.sets.filter((set) => set.phase === 'over').length;

/** A player has ⌈N/2⌉ set wins, or N sets are over. */
export function isDecided(state: MatchState): boolean {
  const need = winsNeeded(state);
  return state.set1 >= need || state.set2 >= need || setsOver(state) >= state.rules.setsToWin;
}

const higher = (set: MatchSet): Side => (set.score1 > set.score2 ? 1 : set.score2 > set.score1 ? 2 : 0);

type SetEnd =
  { endedBy: 'points'; winner: 1 | 2 } | { endedBy: 'time' } | { endedBy: 'end_set' } | { endedBy: 'finish' };

/**
 * Who takes a closing set: the player who reached the points; at a hard time limit the higher score
 * (equal draws); END_SET and FINISH the higher score, except SETS_HALF_WIN where the set is drawn (as
 * the original client does).
 */
function winnerOf(state: MatchState, set: MatchSet, end: SetEnd): Side {
  if (end.endedBy === 'points') return end.winner;
  if (end.endedBy === 'time') return higher(set);
  return state.rules.winBy === 'SETS_HALF_WIN' ? 0 : higher(set);
}

/**
 * Closes the current (live or overtime) set and logs it: TIME_UP for the clock, END_SET otherwise
 * (the server's own for points). Unless FINISH closes it, a decided match then ends.
 */
export function closeSet(tx: Transition, end: SetEnd & { at: Instant; actorId: number | null }): void {
  const set = currentSetOf(tx.state)!;
  const winner = winnerOf(tx.state, set, end);
  tx.updateCurrentSet({ phase: 'over', endedAt: end.at, winner, endedBy: end.endedBy });
  tx.update({
    set1: tx.state.set1 + (winner === 1 ? 1 : 0),
    set2: tx.state.set2 + (winner === 2 ? 1 : 0),
  });
  tx.emit({
    type: end.endedBy === 'time' ? 'TIME_UP' : 'END_SET',
    time: end.at,
    targetId: playerIdOf(tx.state, winner),
    delta: set.index,
    actorId: end.endedBy === 'points' ? null : end.actorId,
  });
  if (end.endedBy !== 'finish' && isDecided(tx.state)) {
    finishMatch(tx, { at: end.at, actorId: null, finishedEarly: false, abandoned: false });
  }
}

/** Set N+1 (or set 1 of a timed match) begins its countdown; `startedAt` is the countdown's end. */
export function startCountdown(tx: Transition, index: number, countdownEnd: Instant): void {
  const next: MatchSet = {
    index,
    phase: 'countdown',
    score1: 0,
    score2: 0,
    startedAt: countdownEnd,
    endedAt: null,
    winner: null,
    endedBy: null,
  };
  const current = currentSetOf(tx.state);
  const sets = current?.index === index ? [...tx.state.sets.slice(0, -1), next] : [...tx.state.sets, next];
  tx.update({ sets });
}

/** A set that never went live (waiting or in its countdown) is discarded, not counted. */
export function discardUnplayedSet(tx: Transition): void {
  const set = currentSetOf(tx.state);
  if (set !== undefined && (set.phase === 'waiting' || set.phase === 'countdown')) {
    tx.update({ sets: tx.state.sets.slice(0, -1) });
  }
}

export const totalPoints = (state: MatchState): number =>
  state.sets.reduce((sum, set) => sum + set.score1 + set.score2, 0);

/** The match ends: the winner has more set wins, else a draw; abandoned has none. Logs FINISH. */
export function finishMatch(
  tx: Transition,
  options: { at: Instant; actorId: number | null; finishedEarly: boolean; abandoned: boolean },
): void {
  const { set1, set2 } = tx.state;
  const { abandoned } = options;
  const winner: Side = abandoned ? 0 : set1 > set2 ? 1 : set2 > set1 ? 2 : 0;
  const winnerId = playerIdOf(tx.state, winner);
  tx.update({
    status: 'over',
    result: { winner, winnerId, finishedEarly: options.finishedEarly, abandoned, endedAt: options.at },
  });
  tx.emit({ type: 'FINISH', time: options.at, targetId: winnerId, delta: null, actorId: options.actorId });
}

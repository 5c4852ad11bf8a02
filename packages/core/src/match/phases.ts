import type { Instant, MatchCommand, MatchOutcome } from './state.ts';
import { currentSetOf } from './state.ts';
import { closeSet, discardUnplayedSet, finishMatch, isDecided, startCountdown, totalPoints } from './sets.ts';
import { COUNTDOWN_MS, toInstant, toMs } from './time.ts';
import type { Transition } from './transition.ts';

type Judgement = Exclude<MatchOutcome, { kind: 'applied' }> | null;
type Command<T extends MatchCommand['type']> = Extract<MatchCommand, { type: T }>;

const countdownEnd = (at: Instant): Instant => toInstant(toMs(at) + COUNTDOWN_MS);

/**
 * SET (start set N): set 1 of a timed match from waiting, set N+1 between sets. A second SET for a
 * set already started or over is acknowledged, not applied. Without an index: the next set due.
 */
export function applySet(tx: Transition, command: Command<'SET'>, actorId: number, at: Instant): Judgement {
  const set = currentSetOf(tx.state);
  if (set === undefined) return { kind: 'acknowledged', reason: 'set_already_over' };
  const due = set.phase === 'waiting' ? set.index : set.phase === 'over' ? set.index + 1 : null;
  const index = command.setIndex ?? due ?? set.index;
  if (index === due) {
    startCountdown(tx, index, countdownEnd(at));
    tx.emit({ type: 'SET', time: at, targetId: null, delta: index, actorId });
    return null;
  }
  if (index < set.index) return { kind: 'acknowledged', reason: 'set_already_over' };
  if (index === set.index && set.phase !== 'waiting') {
    return {
      kind: 'acknowledged',
      reason: set.phase === 'over' ? 'set_already_over' : 'set_already_started',
    };
  }
  if (set.phase === 'countdown' && index === set.index + 1) return { kind: 'refused', code: 'set_countdown' };
  return { kind: 'refused', code: 'wrong_set' };
}

/**
 * END_SET: closes the live (or overtime) set; MOST_SETS_AND_POINTS / TIME_LIMIT — higher score takes
 * it, equal draws; SETS_HALF_WIN — drawn. A second END_SET for a set already over is acknowledged.
 */
export function applyEndSet(
  tx: Transition,
  command: Command<'END_SET'>,
  actorId: number,
  at: Instant,
): Judgement {
  const set = currentSetOf(tx.state);
  if (set === undefined || command.setIndex < set.index)
    return { kind: 'acknowledged', reason: 'set_already_over' };
  if (command.setIndex > set.index) return { kind: 'refused', code: 'wrong_set' };
  if (set.phase === 'over') return { kind: 'acknowledged', reason: 'set_already_over' };
  if (set.phase === 'countdown') return { kind: 'refused', code: 'set_countdown' };
  if (set.phase === 'waiting') return { kind: 'refused', code: 'set_not_started' };
  closeSet(tx, { endedBy: 'end_set', at, actorId });
  return null;
}

/**
 * FINISH: the current set closes as END_SET would (one that never went live is discarded), then
 * the result by set wins. Before the deciding set it is `finishedEarly`; before any point, abandoned.
 */
export function applyFinish(tx: Transition, actorId: number, at: Instant): Judgement {
  const set = currentSetOf(tx.state);
  if (set !== undefined && (set.phase === 'live' || set.phase === 'overtime')) {
    closeSet(tx, { endedBy: 'finish', at, actorId });
  } else {
    discardUnplayedSet(tx);
  }
  const abandoned = totalPoints(tx.state) === 0;
  finishMatch(tx, { at, actorId, finishedEarly: !abandoned && !isDecided(tx.state), abandoned });
  return null;
}

/**
 * RESET: zeroes the current set and restarts its countdown; never undoes a finished set; refused
 * between sets. Without an index (the original client): the current set.
 */
export function applyReset(
  tx: Transition,
  command: Command<'RESET'>,
  actorId: number,
  at: Instant,
): Judgement {
  const set = currentSetOf(tx.state);
  if (set === undefined) return { kind: 'refused', code: 'set_not_started' };
  if (command.setIndex !== undefined && command.setIndex !== set.index)
    return { kind: 'refused', code: 'wrong_set' };
  if (set.phase === 'over') return { kind: 'refused', code: 'between_sets' };
  if (set.phase === 'waiting') return { kind: 'refused', code: 'set_not_started' };
  startCountdown(tx, set.index, countdownEnd(at));
  tx.emit({ type: 'RESET', time: at, targetId: null, delta: set.index, actorId });
  return null;
}

/** 6 h without events, or a block mid-match: COMPLETED with no winner, counted nowhere. */
export function applyAbandon(tx: Transition, at: Instant): Judgement {
  tx.emit({ type: 'ABANDONED', time: at, targetId: null, delta: null, actorId: null });
  finishMatch(tx, { at, actorId: null, finishedEarly: false, abandoned: true });
  return null;
}

import type { Instant, MatchCommand, MatchOutcome } from './state.ts';
import { currentSetOf, sideOf } from './state.ts';
import { closeSet } from './sets.ts';
import { hasSoftLimit, timeUpAt, toMs } from './time.ts';
import type { Transition } from './transition.ts';

type Score = Extract<MatchCommand, { type: 'SCORE' }>;
type Judgement = Exclude<MatchOutcome, { kind: 'applied' }> | null;

/**
 * SCORE (player, ±1): only while the set is live or in overtime, only for the current set; a score
 * never leaves 0…pointsToWin (no upper bound when −1); reaching pointsToWin ends the set for that
 * player. A −1 for the set just won by points reopens it, until the next set starts.
 */
export function applyScore(tx: Transition, command: Score, actorId: number, at: Instant): Judgement {
  const { state } = tx;
  const side = sideOf(state, command.userId);
  if (side === null) return { kind: 'refused', code: 'not_match_player' };
  const set = currentSetOf(state);
  if (set === undefined || command.setIndex !== set.index) return { kind: 'refused', code: 'wrong_set' };
  if (set.phase === 'over') return reopen(tx, side, command.scoreDelta, actorId, at);
  if (set.phase === 'countdown') return { kind: 'refused', code: 'set_countdown' };
  if (set.phase === 'waiting') return { kind: 'refused', code: 'set_not_started' };

  const next = (side === 1 ? set.score1 : set.score2) + command.scoreDelta;
  const { pointsToWin } = state.rules;
  if (next < 0 || (pointsToWin !== -1 && next > pointsToWin))
    return { kind: 'refused', code: 'score_out_of_range' };

  tx.updateCurrentSet(side === 1 ? { score1: next } : { score2: next });
  tx.emit({ type: 'SCORE', time: at, targetId: command.userId, delta: command.scoreDelta, actorId });
  if (pointsToWin !== -1 && next === pointsToWin)
    closeSet(tx, { endedBy: 'points', winner: side, at, actorId: null });
  return null;
}

/** The winner's −1 on a set just won by points takes the point and the set win back. */
function reopen(tx: Transition, side: 1 | 2, delta: 1 | -1, actorId: number, at: Instant): Judgement {
  const { state } = tx;
  const set = currentSetOf(state)!;
  if (delta !== -1 || set.endedBy !== 'points' || set.winner !== side)
    return { kind: 'refused', code: 'between_sets' };
  const upAt = timeUpAt(state.rules, set);
  const pastLimit = upAt !== null && upAt <= toMs(at);
  // WARNING: a hard limit already passed would close the reopened set at once, in the past.
  if (pastLimit && !hasSoftLimit(state.rules)) return { kind: 'refused', code: 'between_sets' };

  tx.updateCurrentSet({
    phase: pastLimit ? 'overtime' : 'live',
    ...(side === 1 ? { score1: set.score1 - 1 } : { score2: set.score2 - 1 }),
    endedAt: null,
    winner: null,
    endedBy: null,
  });
  tx.update(side === 1 ? { set1: state.set1 - 1 } : { set2: state.set2 - 1 });
  tx.emit({
    type: 'SCORE',
    time: at,
    targetId: side === 1 ? state.player1Id : state.player2Id,
    delta: -1,
    actorId,
  });
  return null;
}

import { impliedStep, liveSetFields } from './original-client.ts';
import { applyAbandon, applyEndSet, applyFinish, applyReset, applySet } from './phases.ts';
import { applyScore } from './scoring.ts';
import type {
  Instant,
  MatchEvent,
  MatchLogEntry,
  MatchOutcome,
  MatchRules,
  MatchState,
  ReceivedMatchEvent,
} from './state.ts';
import { sideOf } from './state.ts';
import { advanceTime, advanceWithin, isTimed, toInstant, toMs } from './time.ts';
import { Transition } from './transition.ts';

export interface MatchSetup {
  rules: MatchRules;
  /** The game's user1 (owner) and user2 (opponent). */
  player1Id: number;
  player2Id: number;
  kickoffAt: Instant;
}

/** Set 1 of an untimed match is live from kick-off; of a timed match it waits for 'start set 1'. */
export function initialMatchState(setup: MatchSetup): MatchState {
  const kickoffAt = toInstant(toMs(setup.kickoffAt));
  const timed = isTimed(setup.rules);
  return {
    rules: setup.rules,
    player1Id: setup.player1Id,
    player2Id: setup.player2Id,
    kickoffAt,
    lastEventAt: kickoffAt,
    seq: 0,
    sets: [
      {
        index: 1,
        phase: timed ? 'waiting' : 'live',
        score1: 0,
        score2: 0,
        startedAt: timed ? null : kickoffAt,
        endedAt: null,
        winner: null,
        endedBy: null,
      },
    ],
    set1: 0,
    set2: 0,
    status: 'playing',
    result: null,
  };
}

export interface MatchStep {
  state: MatchState;
  /** Time-ups that were due before the event (TIME_UP, maybe FINISH): stored even when it is refused. */
  due: MatchLogEntry[];
  outcome: MatchOutcome;
}

/**
 * Judges one event at its receive instant, after any time-up already due. Applied → its log
 * entries (with contiguous `seq`); acknowledged → nothing changes (both players pressing, or a
 * set or match already over); refused → nothing changes, the sender hears `code`.
 */
export function applyEvent(state: MatchState, event: MatchEvent, receivedAt: Instant): MatchStep {
  const at = toInstant(toMs(receivedAt));
  const timed = advanceTime(state, at);
  const tx = new Transition(timed.state);
  const judgement = judge(tx, event, at);
  if (judgement !== null || tx.entries.length === 0) {
    return {
      state: timed.state,
      due: timed.entries,
      outcome: judgement ?? { kind: 'acknowledged', reason: 'set_already_over' },
    };
  }
  return { state: tx.state, due: timed.entries, outcome: { kind: 'applied', entries: tx.entries } };
}

const isOver = (tx: Transition): boolean => tx.state.status === 'over';

function judge(
  tx: Transition,
  event: MatchEvent,
  at: Instant,
): Exclude<MatchOutcome, { kind: 'applied' }> | null {
  if (event.type === 'ABANDON') {
    return tx.state.status === 'over'
      ? { kind: 'acknowledged', reason: 'match_already_over' }
      : applyAbandon(tx, at);
  }
  const actorId = event.actorId;
  if (actorId === null || sideOf(tx.state, actorId) === null)
    return { kind: 'refused', code: 'not_match_player' };
  if (tx.state.status === 'over') {
    return event.type === 'SET' || event.type === 'FINISH' || event.type === 'END_SET'
      ? { kind: 'acknowledged', reason: 'match_already_over' }
      : { kind: 'refused', code: 'match_over' };
  }

  const step = impliedStep(tx.state, event);
  if (step?.kind === 'end_set') {
    const refused = applyEndSet(tx, { type: 'END_SET', setIndex: step.setIndex }, actorId, at);
    if (refused !== null) return refused;
    if (isOver(tx)) return null;
  } else if (step?.kind === 'start_live') {
    tx.updateCurrentSet(liveSetFields(at));
    tx.emit({ type: 'SET', time: at, targetId: null, delta: step.setIndex, actorId });
    // If the score below is refused, the whole event is: set 1 stays waiting.
    advanceWithin(tx, toMs(at));
  }

  switch (event.type) {
    case 'SCORE':
      return applyScore(tx, event, actorId, at);
    case 'SET':
      return applySet(tx, event, actorId, at);
    case 'END_SET':
      return applyEndSet(tx, event, actorId, at);
    case 'FINISH':
      return applyFinish(tx, actorId, at);
    case 'RESET':
      return applyReset(tx, event, actorId, at);
  }
}

/**
 * The state as a pure function of the stored events (in receive order), then of the clock when
 * `now` is given. The server rebuilds with it; the web draws with it.
 */
export function replay(setup: MatchSetup, events: readonly ReceivedMatchEvent[], now?: Instant): MatchState {
  let state = initialMatchState(setup);
  for (const { event, receivedAt } of events) state = applyEvent(state, event, receivedAt).state;
  return now === undefined ? state : advanceTime(state, now).state;
}

import { advanceTime, applyEvent, type MatchCommand, type MatchState } from '@hanpan/core';

/** A player's event sent to the server and drawn at once, until the server confirms or refuses it. */
export interface PendingEvent {
  clientEventId: string;
  command: MatchCommand;
  /** When it was pressed, on the server's clock (ISO). */
  at: string;
}

/**
 * What the screen draws: the server's last state, then this phone's events not yet confirmed, as
 * the engine would apply them, then the clock (a countdown ending, a time-up already due).
 */
export function drawnState(
  confirmed: MatchState,
  pending: readonly PendingEvent[],
  actorId: number,
  now: string,
): MatchState {
  let state = confirmed;
  for (const event of pending) {
    const step = applyEvent(state, { ...event.command, actorId }, event.at);
    if (step.outcome.kind === 'applied') state = step.state;
  }
  return advanceTime(state, now).state;
}

/**
 * The pending events that still mean something on top of a newer server state: one the engine
 * would no longer apply (the other player ended the set first, a point now out of range) is
 * dropped — the server refuses or merely acknowledges it too.
 */
export function stillPending(
  confirmed: MatchState,
  pending: readonly PendingEvent[],
  actorId: number,
): PendingEvent[] {
  let state = confirmed;
  const kept: PendingEvent[] = [];
  for (const event of pending) {
    const step = applyEvent(state, { ...event.command, actorId }, event.at);
    if (step.outcome.kind !== 'applied') continue;
    state = step.state;
    kept.push(event);
  }
  return kept;
}

/** True when the engine would apply the command now (the button is enabled). */
export function canApply(state: MatchState, command: MatchCommand, actorId: number, now: string): boolean {
  return applyEvent(state, { ...command, actorId }, now).outcome.kind === 'applied';
}

/**
 * Where a topic entry falls against the last `seq` this phone holds: one it has seen (a duplicate,
 * or a late copy overtaken by a newer one) is dropped; the next one is applied; one after a gap is
 * applied (it carries the whole state) and the missed entries are fetched with `game-logs?afterSeq=`.
 */
export function placeOf(lastSeq: number, seq: number): 'seen' | 'next' | 'gap' {
  if (seq <= lastSeq) return 'seen';
  return seq === lastSeq + 1 ? 'next' : 'gap';
}

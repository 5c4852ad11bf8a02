import type { Instant, MatchEvent, MatchState } from './state.ts';
import { toInstant, toMs } from './time.ts';

/** Issue 18: a game with no event for 6 hours (counted from kick-off at first) is abandoned. */
export const ABANDON_AFTER_MS = 6 * 60 * 60 * 1000;

/** When the match becomes abandoned for lack of events; null once it is over. */
export function abandonmentDueAt(state: MatchState): Instant | null {
  if (state.status === 'over') return null;
  return toInstant(toMs(state.lastEventAt) + ABANDON_AFTER_MS);
}

export function isAbandonmentDue(state: MatchState, now: Instant): boolean {
  const due = abandonmentDueAt(state);
  return due !== null && toMs(due) <= toMs(now);
}

/** The server's event for a silent match (apply it at `abandonmentDueAt`) or a block mid-match. */
export function abandonEvent(reason: 'inactive' | 'blocked'): MatchEvent {
  return { type: 'ABANDON', reason, actorId: null };
}

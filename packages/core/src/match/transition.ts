import type { MatchLogEntry, MatchSet, MatchState } from './state.ts';

/**
 * One step of the engine: the state so far and the log entries it produced, each with the next
 * `seq`. Used inside a single applyEvent/advanceTime call, so the engine stays pure from outside.
 */
export class Transition {
  readonly entries: MatchLogEntry[] = [];

  constructor(public state: MatchState) {}

  emit(entry: Omit<MatchLogEntry, 'seq'>): void {
    const seq = this.state.seq + 1;
    this.state = {
      ...this.state,
      seq,
      lastEventAt: entry.actorId === null ? this.state.lastEventAt : entry.time,
    };
    this.entries.push({ seq, ...entry });
  }

  /** Replaces the current (last) set. */
  updateCurrentSet(change: Partial<MatchSet>): void {
    const sets = this.state.sets.slice();
    const last = sets.length - 1;
    sets[last] = { ...sets[last]!, ...change };
    this.state = { ...this.state, sets };
  }

  update(change: Partial<MatchState>): void {
    this.state = { ...this.state, ...change };
  }
}

import { applyEvent, initialMatchState } from './engine.ts';
import type { MatchSetup, MatchStep } from './engine.ts';
import type { MatchCommand, MatchRules, MatchState } from './state.ts';

export const KICKOFF = '2026-01-01T00:00:00.000Z';
export const P1 = 11;
export const P2 = 22;

/** Seconds after kick-off as an instant. */
export const at = (seconds: number): string => new Date(Date.parse(KICKOFF) + seconds * 1000).toISOString();

export function setupOf(rules: Partial<MatchRules> = {}): MatchSetup {
  return {
    rules: { pointsToWin: 3, setsToWin: 3, winBy: 'SETS_HALF_WIN', limitSeconds: -1, ...rules },
    player1Id: P1,
    player2Id: P2,
    kickoffAt: KICKOFF,
  };
}

export const start = (rules: Partial<MatchRules> = {}): MatchState => initialMatchState(setupOf(rules));

/** One player's command at `seconds` after kick-off. */
export function send(state: MatchState, actorId: number, command: MatchCommand, seconds: number): MatchStep {
  return applyEvent(state, { ...command, actorId }, at(seconds));
}

export const score = (userId: number, setIndex: number, scoreDelta: 1 | -1 = 1): MatchCommand => ({
  type: 'SCORE',
  userId,
  setIndex,
  scoreDelta,
});

/** Applies commands in order (each at its second); throws if one is not applied. */
export function play(
  state: MatchState,
  steps: Array<[actorId: number, command: MatchCommand, seconds: number]>,
) {
  let current = state;
  for (const [actorId, command, seconds] of steps) {
    const step = send(current, actorId, command, seconds);
    if (step.outcome.kind !== 'applied') {
      throw new Error(`${command.type} at ${seconds}s: ${JSON.stringify(step.outcome)}`);
    }
    current = step.state;
  }
  return current;
}

/** Player 1 scores `points` points in `setIndex` from second `from`, one a second. */
export function points(actorId: number, userId: number, setIndex: number, count: number, from: number) {
  return Array.from(
    { length: count },
    (_, i) => [actorId, score(userId, setIndex), from + i] as [number, MatchCommand, number],
  );
}

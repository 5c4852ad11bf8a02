import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, replay } from './engine.ts';
import { P1, P2, at, setupOf, start } from './match.test-support.ts';
import type { MatchCommand, MatchLogEntry, MatchRules, MatchState, ReceivedMatchEvent } from './state.ts';
import { advanceTime } from './time.ts';

const rulesArb: fc.Arbitrary<Partial<MatchRules>> = fc
  .record({
    pointsToWin: fc.constantFrom(-1, 1, 2, 3, 5),
    setsToWin: fc.integer({ min: 1, max: 5 }),
    winBy: fc.constantFrom('MOST_SETS_AND_POINTS', 'SETS_HALF_WIN', 'TIME_LIMIT' as const),
    limitSeconds: fc.constantFrom(-1, 5, 20, 60),
  })
  // The rule form refuses points and time both unlimited.
  .filter((rules) => rules.pointsToWin !== -1 || rules.limitSeconds !== -1);

const player = fc.constantFrom(P1, P2);
const setIndex = fc.integer({ min: 0, max: 6 });
const commandArb: fc.Arbitrary<MatchCommand> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      type: fc.constant('SCORE' as const),
      userId: player,
      setIndex,
      scoreDelta: fc.constantFrom(1 as const, -1 as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('SET' as const),
      setIndex: fc.option(setIndex, { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('END_SET' as const), setIndex }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('RESET' as const),
      setIndex: fc.option(setIndex, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'FINISH' as const }) },
);
/** Commands with the sender and the seconds since the previous one. */
const eventsArb = fc.array(
  fc.record({ command: commandArb, actorId: player, gap: fc.integer({ min: 0, max: 30 }) }),
  {
    maxLength: 120,
  },
);

interface Run {
  states: MatchState[];
  entries: MatchLogEntry[];
  received: ReceivedMatchEvent[];
  applied: ReceivedMatchEvent[];
  final: MatchState;
}

function run(
  rules: Partial<MatchRules>,
  events: Array<{ command: MatchCommand; actorId: number; gap: number }>,
): Run {
  let state = start(rules);
  let seconds = 0;
  const out: Run = { states: [state], entries: [], received: [], applied: [], final: state };
  for (const { command, actorId, gap } of events) {
    seconds += gap;
    const received = { event: { ...command, actorId }, receivedAt: at(seconds) };
    const before = state;
    const step = applyEvent(state, received.event, received.receivedAt);
    state = step.state;
    out.entries.push(...step.due);
    out.received.push(received);
    if (step.outcome.kind === 'applied') {
      out.entries.push(...step.outcome.entries);
      out.applied.push(received);
    }
    if (before.status === 'over') expect(state).toEqual(before);
    out.states.push(state);
  }
  out.final = state;
  return out;
}

describe('the engine, over arbitrary event logs', () => {
  it('keeps every score within 0…pointsToWin', () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, (rules, events) => {
        const { pointsToWin } = start(rules).rules;
        for (const state of run(rules, events).states) {
          for (const set of state.sets) {
            for (const points of [set.score1, set.score2]) {
              expect(points).toBeGreaterThanOrEqual(0);
              if (pointsToWin !== -1) expect(points).toBeLessThanOrEqual(pointsToWin);
            }
          }
        }
      }),
    );
  });

  it('never plays more than N sets, nor counts more set wins than sets over', () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, (rules, events) => {
        for (const state of run(rules, events).states) {
          expect(state.sets.length).toBeLessThanOrEqual(state.rules.setsToWin);
          const over = state.sets.filter((set) => set.phase === 'over').length;
          expect(state.set1 + state.set2).toBeLessThanOrEqual(over);
          expect(state.sets.map((set) => set.index)).toEqual(state.sets.map((_, i) => i + 1));
        }
      }),
    );
  });

  it('accepts nothing once the match is over', () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, eventsArb, (rules, before, after) => {
        const ended = run(rules, [...before, { command: { type: 'FINISH' }, actorId: P1, gap: 1 }]);
        const more = run(rules, [...before, { command: { type: 'FINISH' }, actorId: P1, gap: 1 }, ...after]);
        expect(ended.final.status).toBe('over');
        expect(more.final).toEqual(ended.final);
        expect(more.entries).toEqual(ended.entries);
      }),
    );
  });

  it('rebuilds the same state by replaying the log; the events not applied change nothing but the clock', () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, (rules, events) => {
        const result = run(rules, events);
        expect(replay(setupOf(rules), result.received)).toEqual(result.final);
        // A refused event moves only the clock (a countdown ending, a time-up due): same state later.
        const later = at(10_000);
        expect(replay(setupOf(rules), result.applied, later)).toEqual(advanceTime(result.final, later).state);
      }),
    );
  });

  it('numbers the log contiguously from 1, in time order', () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, (rules, events) => {
        const { entries, final } = run(rules, events);
        expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, i) => i + 1));
        expect(final.seq).toBe(entries.length);
        const times = entries.map((entry) => Date.parse(entry.time));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});

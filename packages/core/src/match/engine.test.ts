import { describe, expect, it } from 'vitest';
import { ABANDON_AFTER_MS, abandonEvent, abandonmentDueAt, isAbandonmentDue } from './abandonment.ts';
import { applyEvent, replay } from './engine.ts';
import { KICKOFF, P1, P2, at, play, points, score, send, setupOf, start } from './match.test-support.ts';
import { currentSetOf } from './state.ts';
import type { MatchRules } from './state.ts';
import { advanceTime } from './time.ts';
import { liveFields, resultFields } from './view.ts';

const untimed = { pointsToWin: 3, setsToWin: 3, winBy: 'SETS_HALF_WIN', limitSeconds: -1 } as const;
const timedMost = { pointsToWin: -1, setsToWin: 3, winBy: 'MOST_SETS_AND_POINTS', limitSeconds: 60 } as const;
const timedHalf = { pointsToWin: 5, setsToWin: 3, winBy: 'SETS_HALF_WIN', limitSeconds: 60 } as const;

/** Player 1 takes set 1 of an untimed first-to-3 and set 2 is started at 10 s (live from 15 s). */
const afterSetOne = () =>
  play(start(untimed), [...points(P1, P1, 1, 3, 1), [P2, { type: 'SET', setIndex: 2 }, 10]]);

describe('phases', () => {
  it('numbers sets from 1 and has set 1 of an untimed match live from kick-off', () => {
    const state = start(untimed);
    expect(currentSetOf(state)).toMatchObject({ index: 1, phase: 'live', startedAt: KICKOFF });
    expect(send(state, P1, score(P1, 1), 0).outcome.kind).toBe('applied');
  });

  it("has set 1 of a timed match wait for 'start set 1', then count down 5 s (setStartedAt is its end)", () => {
    const waiting = start(timedMost);
    expect(currentSetOf(waiting)).toMatchObject({ index: 1, phase: 'waiting', startedAt: null });
    const started = play(waiting, [[P1, { type: 'SET', setIndex: 1 }, 20]]);
    expect(currentSetOf(started)).toMatchObject({ phase: 'countdown', startedAt: at(25) });
    expect(currentSetOf(advanceTime(started, at(25)).state)?.phase).toBe('live');
  });

  it("starts every later set with 'start set N' and its own 5-s countdown", () => {
    const state = afterSetOne();
    expect(currentSetOf(state)).toMatchObject({ index: 2, phase: 'countdown', startedAt: at(15), score1: 0 });
    expect(liveFields(advanceTime(state, at(15)).state)).toMatchObject({
      currentSet: 2,
      phase: 'live',
      set1: 1,
    });
  });
});

describe('scoring', () => {
  it('refuses a SCORE during a countdown', () => {
    expect(send(afterSetOne(), P1, score(P1, 2), 12).outcome).toEqual({
      kind: 'refused',
      code: 'set_countdown',
    });
  });

  it('refuses a SCORE between sets', () => {
    const between = play(start(untimed), points(P1, P1, 1, 3, 1));
    expect(send(between, P2, score(P2, 1), 5).outcome).toEqual({ kind: 'refused', code: 'between_sets' });
  });

  it('refuses a SCORE for another set', () => {
    expect(send(start(untimed), P1, score(P1, 2), 1).outcome).toEqual({ kind: 'refused', code: 'wrong_set' });
  });

  it('never lets a score go below 0', () => {
    expect(send(start(untimed), P1, score(P2, 1, -1), 1).outcome).toEqual({
      kind: 'refused',
      code: 'score_out_of_range',
    });
  });

  it('never lets a score pass pointsToWin, and reaching it ends the set for that player', () => {
    const state = play(start(untimed), points(P2, P2, 1, 3, 1));
    expect(currentSetOf(state)).toMatchObject({ phase: 'over', winner: 2, endedBy: 'points', score2: 3 });
    expect(state.set2).toBe(1);
    expect(send(state, P2, score(P2, 1), 9).outcome).toEqual({ kind: 'refused', code: 'between_sets' });
  });

  it('has no upper bound when pointsToWin is −1', () => {
    const state = play(start({ ...untimed, pointsToWin: -1 }), points(P1, P1, 1, 50, 1));
    expect(currentSetOf(state)).toMatchObject({ phase: 'live', score1: 50 });
  });

  it('reopens the set just won by points on the winner’s −1, until the next set starts', () => {
    const won = play(start(untimed), points(P1, P1, 1, 3, 1));
    const reopened = play(won, [[P2, score(P1, 1, -1), 5]]);
    expect(currentSetOf(reopened)).toMatchObject({ index: 1, phase: 'live', score1: 2, winner: null });
    expect(reopened.set1).toBe(0);

    const next = afterSetOne();
    expect(send(next, P1, score(P1, 1, -1), 11).outcome).toEqual({ kind: 'refused', code: 'wrong_set' });
  });
});

describe('time limits', () => {
  const liveTimed = (rules: MatchRules) =>
    play(start(rules), [
      [P1, { type: 'SET', setIndex: 1 }, 0],
      ...points(P1, P1, 1, 2, 6),
      [P2, score(P2, 1), 8],
    ]);

  it.each(['MOST_SETS_AND_POINTS', 'TIME_LIMIT'] as const)(
    '%s: at the limit the server ends the set, the higher score takes it',
    (winBy) => {
      const { state, entries } = advanceTime(liveTimed({ ...timedMost, winBy }), at(100));
      expect(currentSetOf(state)).toMatchObject({
        phase: 'over',
        winner: 1,
        endedBy: 'time',
        endedAt: at(65),
      });
      expect(entries).toEqual([
        { seq: 5, type: 'TIME_UP', time: at(65), targetId: P1, delta: 1, actorId: null },
      ]);
    },
  );

  it('MOST_SETS_AND_POINTS: an equal score at the limit draws the set', () => {
    const level = play(liveTimed(timedMost), [[P2, score(P2, 1), 9]]);
    const { state } = advanceTime(level, at(65));
    expect(currentSetOf(state)).toMatchObject({ phase: 'over', winner: 0 });
    expect([state.set1, state.set2]).toEqual([0, 0]);
  });

  it('SETS_HALF_WIN: the limit is soft — overtime counts up and scoring goes on', () => {
    const { state, entries } = advanceTime(liveTimed(timedHalf), at(70));
    expect(currentSetOf(state)?.phase).toBe('overtime');
    expect(entries).toMatchObject([{ type: 'TIME_UP', time: at(65), targetId: null, delta: 1 }]);
    expect(send(state, P2, score(P2, 1), 71).outcome.kind).toBe('applied');
  });

  it('judges events at their receive instant, after any time-up already due', () => {
    const step = send(liveTimed(timedMost), P2, score(P2, 1), 66);
    expect(step.due).toMatchObject([{ type: 'TIME_UP', targetId: P1 }]);
    expect(step.outcome).toEqual({ kind: 'refused', code: 'between_sets' });
    expect(step.state.set1).toBe(1);
  });
});

describe('END_SET', () => {
  it('MOST_SETS_AND_POINTS: the higher score takes the set, equal draws it', () => {
    const rules = { ...timedMost, limitSeconds: -1, pointsToWin: 10 };
    const taken = play(start(rules), [...points(P2, P2, 1, 2, 1), [P1, { type: 'END_SET', setIndex: 1 }, 5]]);
    expect(currentSetOf(taken)).toMatchObject({ phase: 'over', winner: 2, endedBy: 'end_set' });
    const drawn = play(start(rules), [[P1, { type: 'END_SET', setIndex: 1 }, 5]]);
    expect(currentSetOf(drawn)?.winner).toBe(0);
  });

  it('SETS_HALF_WIN: the set is drawn, as the original client does', () => {
    const state = play(start(untimed), [
      ...points(P1, P1, 1, 2, 1),
      [P1, { type: 'END_SET', setIndex: 1 }, 5],
    ]);
    expect(currentSetOf(state)).toMatchObject({ phase: 'over', winner: 0 });
    expect(state.set1).toBe(0);
  });

  it('acknowledges a second END_SET or SET for the same set without applying it (both players pressing)', () => {
    const ended = play(start(untimed), [[P1, { type: 'END_SET', setIndex: 1 }, 5]]);
    expect(send(ended, P2, { type: 'END_SET', setIndex: 1 }, 5).outcome).toEqual({
      kind: 'acknowledged',
      reason: 'set_already_over',
    });
    const started = play(ended, [[P1, { type: 'SET', setIndex: 2 }, 6]]);
    const again = send(started, P2, { type: 'SET', setIndex: 2 }, 6);
    expect(again.outcome).toEqual({ kind: 'acknowledged', reason: 'set_already_started' });
    expect(again.state).toEqual(started);
  });
});

describe('the end of a match', () => {
  it('ends best of N when a player has ⌈N/2⌉ set wins, and the server announces the winner', () => {
    const state = play(afterSetOne(), points(P1, P1, 2, 3, 20));
    expect(state.status).toBe('over');
    expect(state.result).toEqual({
      winner: 1,
      winnerId: P1,
      finishedEarly: false,
      abandoned: false,
      endedAt: at(22),
    });
    expect(state.sets).toHaveLength(2);
  });

  it('ends best of N when N sets are over; the winner has more set wins, else a draw', () => {
    const state = play(afterSetOne(), [
      [P1, { type: 'END_SET', setIndex: 2 }, 20],
      [P1, { type: 'SET', setIndex: 3 }, 21],
      ...points(P2, P2, 3, 3, 30),
    ]);
    expect(state.sets.map((set) => set.winner)).toEqual([1, 0, 2]);
    expect(state.status).toBe('over');
    expect(state.result).toMatchObject({ winner: 0, winnerId: null });
  });

  it('gives the stored result its sets, draws and winner, counting only sets that were played', () => {
    const state = play(afterSetOne(), [
      [P1, { type: 'END_SET', setIndex: 2 }, 20],
      [P2, { type: 'SET', setIndex: 3 }, 21],
      [P2, { type: 'FINISH' }, 22],
    ]);
    expect(resultFields(play(afterSetOne(), []))).toBeNull();
    expect(resultFields(state)).toEqual({
      setResults: [
        { set: 1, score1: 3, score2: 0, winner: 1 },
        { set: 2, score1: 0, score2: 0, winner: 0 },
      ],
      totalSetCount: 2,
      drawCount: 1,
      winnerIdx: 1,
      user1SetCount: 1,
      user2SetCount: 0,
      abandoned: false,
      finishedEarly: true,
    });
  });

  it('accepts nothing once the match is over: SET, END_SET and FINISH are acknowledged, the rest refused', () => {
    const over = play(afterSetOne(), points(P1, P1, 2, 3, 20));
    expect(send(over, P2, { type: 'FINISH' }, 30).outcome).toEqual({
      kind: 'acknowledged',
      reason: 'match_already_over',
    });
    expect(send(over, P2, { type: 'SET', setIndex: 3 }, 30).outcome.kind).toBe('acknowledged');
    expect(send(over, P2, score(P2, 2), 30).outcome).toEqual({ kind: 'refused', code: 'match_over' });
    expect(send(over, P2, { type: 'RESET' }, 30).outcome).toEqual({ kind: 'refused', code: 'match_over' });
  });

  it('acknowledges a SET or FINISH for a set or match already over, changing nothing', () => {
    // Set 1 over, set 2 live: a late SET or END_SET for set 1 (the other phone) is acknowledged.
    const second = play(afterSetOne(), points(P1, P1, 2, 1, 20));
    for (const command of [
      { type: 'SET', setIndex: 1 },
      { type: 'END_SET', setIndex: 1 },
    ] as const) {
      const step = send(second, P2, command, 21);
      expect(step.outcome).toEqual({ kind: 'acknowledged', reason: 'set_already_over' });
      expect(step.state).toEqual(second);
    }
    const over = play(second, points(P1, P1, 2, 2, 22));
    for (const command of [
      { type: 'FINISH' },
      { type: 'SET', setIndex: 2 },
      { type: 'SET', setIndex: 3 },
      { type: 'END_SET', setIndex: 2 },
    ] as const) {
      const step = send(over, P1, command, 40);
      expect(step.outcome).toEqual({ kind: 'acknowledged', reason: 'match_already_over' });
      expect(step.state).toEqual(over);
      expect(step.due).toEqual([]);
    }
  });

  it('FINISH closes the current set as END_SET would, then gives the result by set wins', () => {
    const rules = { ...untimed, winBy: 'MOST_SETS_AND_POINTS', setsToWin: 1, pointsToWin: 10 } as const;
    const step = send(play(start(rules), points(P2, P2, 1, 2, 1)), P1, { type: 'FINISH' }, 9);
    expect(step.outcome).toMatchObject({
      kind: 'applied',
      entries: [
        { type: 'END_SET', targetId: P2, delta: 1, actorId: P1 },
        { type: 'FINISH', targetId: P2, actorId: P1 },
      ],
    });
    expect(step.state.result).toMatchObject({ winner: 2, finishedEarly: false, abandoned: false });
  });

  it('stores a FINISH before the deciding set as finishedEarly', () => {
    const state = play(afterSetOne(), [[P2, { type: 'FINISH' }, 30]]);
    expect(state.result).toMatchObject({ winner: 1, finishedEarly: true, abandoned: false });
  });

  it('ends a match finished before any point as abandoned, with no winner', () => {
    const state = play(start(untimed), [[P1, { type: 'FINISH' }, 30]]);
    expect(state.result).toMatchObject({ winner: 0, winnerId: null, abandoned: true, finishedEarly: false });
  });

  it('discards a set that never went live', () => {
    const state = play(afterSetOne(), [[P1, { type: 'FINISH' }, 12]]);
    expect(state.sets.map((set) => set.index)).toEqual([1]);
    const timed = play(start(timedMost), [[P1, { type: 'FINISH' }, 3]]);
    expect(timed.sets).toEqual([]);
    expect(timed.result?.abandoned).toBe(true);
  });
});

describe('RESET', () => {
  it('zeroes the current set and restarts its countdown', () => {
    const state = play(start(untimed), [
      ...points(P1, P1, 1, 2, 1),
      [P2, { type: 'RESET', setIndex: 1 }, 10],
    ]);
    expect(currentSetOf(state)).toMatchObject({ index: 1, phase: 'countdown', score1: 0, startedAt: at(15) });
  });

  it('never undoes a finished set and is refused between sets', () => {
    const between = play(start(untimed), points(P1, P1, 1, 3, 1));
    expect(send(between, P1, { type: 'RESET', setIndex: 1 }, 9).outcome).toEqual({
      kind: 'refused',
      code: 'between_sets',
    });
    const reset = play(afterSetOne(), [[P1, { type: 'RESET', setIndex: 2 }, 20]]);
    expect(reset.set1).toBe(1);
    expect(reset.sets[0]).toMatchObject({ phase: 'over', score1: 3 });
  });
});

describe('the original client', () => {
  it('has a SET for set N+1 while set N is live applied as END_SET(N) then SET(N+1)', () => {
    const step = send(
      play(start(timedHalf), [[P1, { type: 'SET', setIndex: 1 }, 0]]),
      P2,
      { type: 'SET', setIndex: 2 },
      90,
    );
    expect(step.outcome).toMatchObject({
      kind: 'applied',
      entries: [
        { type: 'END_SET', delta: 1, targetId: null, actorId: P2 },
        { type: 'SET', delta: 2, actorId: P2 },
      ],
    });
    expect(step.due).toMatchObject([{ type: 'TIME_UP' }]);
    expect(currentSetOf(step.state)).toMatchObject({ index: 2, phase: 'countdown' });
  });

  it('has a SCORE for set 1 of a timed match not yet started start it at once', () => {
    const state = play(start(timedMost), [[P1, score(P1, 1), 30]]);
    expect(currentSetOf(state)).toMatchObject({ index: 1, phase: 'live', startedAt: at(30), score1: 1 });
  });

  it('reads currentSet between sets as the set just finished, with its final points and the wins before it', () => {
    const between = play(start(untimed), points(P1, P1, 1, 3, 1));
    // The original client adds set 1 itself from its points.
    expect(liveFields(between)).toMatchObject({
      currentSet: 1,
      score1: 3,
      score2: 0,
      set1: 0,
      set2: 0,
      phase: 'over',
    });
    const next = play(between, [[P2, { type: 'SET', setIndex: 2 }, 10]]);
    expect(liveFields(next)).toMatchObject({ currentSet: 2, score1: 0, set1: 1, phase: 'countdown' });
    // Once the match is over every win counts (the result page, not a reload, reads it then).
    const over = play(next, points(P1, P1, 2, 3, 20));
    expect(liveFields(over)).toMatchObject({ set1: 2, set2: 0 });
  });
});

describe('abandonment', () => {
  it('is due 6 hours after the last event (or kick-off), and leaves no winner', () => {
    const state = play(start(untimed), [[P1, score(P1, 1), 60]]);
    expect(abandonmentDueAt(state)).toBe(at(60 + ABANDON_AFTER_MS / 1000));
    expect(isAbandonmentDue(state, at(60 + ABANDON_AFTER_MS / 1000 - 1))).toBe(false);
    expect(abandonmentDueAt(start(untimed))).toBe(at(ABANDON_AFTER_MS / 1000));
    const abandoned = applyEvent(state, abandonEvent('inactive'), at(60 + ABANDON_AFTER_MS / 1000)).state;
    expect(abandoned.result).toMatchObject({ abandoned: true, winner: 0, winnerId: null });
    expect(abandonmentDueAt(abandoned)).toBeNull();
  });

  it('applies once when one player blocks the other mid-match', () => {
    const first = applyEvent(start(untimed), abandonEvent('blocked'), at(5));
    expect(first.outcome).toMatchObject({
      kind: 'applied',
      entries: [{ type: 'ABANDONED' }, { type: 'FINISH' }],
    });
    expect(applyEvent(first.state, abandonEvent('inactive'), at(6)).outcome.kind).toBe('acknowledged');
  });
});

describe('players and the log', () => {
  it('refuses events from someone who is not a player, and points for one', () => {
    expect(send(start(untimed), 99, score(P1, 1), 1).outcome).toEqual({
      kind: 'refused',
      code: 'not_match_player',
    });
    expect(send(start(untimed), P1, score(99, 1), 1).outcome).toEqual({
      kind: 'refused',
      code: 'not_match_player',
    });
  });

  it('logs each applied event with the next seq, targetId and delta', () => {
    const step = send(start(untimed), P2, score(P1, 1), 1);
    expect(step.outcome).toEqual({
      kind: 'applied',
      entries: [{ seq: 1, type: 'SCORE', time: at(1), targetId: P1, delta: 1, actorId: P2 }],
    });
  });

  it('rebuilds the same state from the stored events', () => {
    const events = [
      { event: { ...score(P1, 1), actorId: P1 }, receivedAt: at(1) },
      { event: { type: 'END_SET' as const, setIndex: 1, actorId: P2 }, receivedAt: at(2) },
      { event: { type: 'SET' as const, setIndex: 2, actorId: P1 }, receivedAt: at(3) },
    ];
    const folded = events.reduce(
      (state, { event, receivedAt }) => applyEvent(state, event, receivedAt).state,
      start(untimed),
    );
    expect(replay(setupOf(untimed), events)).toEqual(folded);
  });
});

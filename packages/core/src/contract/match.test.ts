import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../errors/error-catalog.ts';
import { applyEvent, initialMatchState } from '../match/engine.ts';
import { MATCH_REFUSALS } from '../match/state.ts';
import { GameLogsQuerySchema, MatchSendSchema, matchMessages, matchRefusalCodes } from './match.ts';
import { RealtimeErrorMessageSchema, roomTopic } from './realtime.ts';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('MatchSendSchema', () => {
  it('accepts what the original client sends: SET with userId 0 and scoreDelta 0, RESET bare, text ids, set 0', () => {
    expect(MatchSendSchema.parse({ type: 'SET', setIndex: 2, userId: 0, scoreDelta: 0 })).toEqual({
      type: 'SET',
      setIndex: 2,
    });
    expect(MatchSendSchema.parse({ type: 'RESET' })).toEqual({ type: 'RESET' });
    expect(MatchSendSchema.parse({ type: 'SCORE', userId: '7', setIndex: 0, scoreDelta: -1 })).toEqual({
      type: 'SCORE',
      userId: 7,
      setIndex: 0,
      scoreDelta: -1,
    });
  });

  it('takes a clientEventId of up to 64 characters on any event', () => {
    const id = 'a'.repeat(64);
    expect(MatchSendSchema.parse({ type: 'FINISH', clientEventId: id }).clientEventId).toBe(id);
    expect(firstMessage(MatchSendSchema.safeParse({ type: 'FINISH', clientEventId: `${id}b` }))).toBe(
      matchMessages.clientEventIdTooLong,
    );
  });

  it('refuses an unknown type, an END_SET without its set and a two-point change in Korean', () => {
    expect(firstMessage(MatchSendSchema.safeParse({ type: 'WIN' }))).toBe(matchMessages.invalidEvent);
    expect(firstMessage(MatchSendSchema.safeParse({ type: 'END_SET' }))).toBe(matchMessages.invalidSet);
    expect(
      firstMessage(MatchSendSchema.safeParse({ type: 'SCORE', userId: 7, setIndex: 1, scoreDelta: 2 })),
    ).toBe(matchMessages.invalidDelta);
  });
});

describe('GameLogsQuerySchema', () => {
  it('reads afterSeq as a whole number and refuses anything else', () => {
    expect(GameLogsQuerySchema.parse({ afterSeq: '12' })).toEqual({ afterSeq: 12 });
    expect(GameLogsQuerySchema.parse({})).toEqual({});
    for (const afterSeq of ['-1', '007', '1.5', 'x']) {
      expect(firstMessage(GameLogsQuerySchema.safeParse({ afterSeq }))).toBe(matchMessages.invalidAfterSeq);
    }
  });
});

describe('the room topic and the error queue', () => {
  const state = initialMatchState({
    rules: { pointsToWin: 3, setsToWin: 3, winBy: 'SETS_HALF_WIN', limitSeconds: -1 },
    player1Id: 1,
    player2Id: 2,
    kickoffAt: '2026-01-01T00:00:00.000Z',
  });

  it('carries a game event in the game-log shape with seq, clientEventId and the state the engine made', () => {
    const step = applyEvent(
      state,
      { type: 'SCORE', userId: 1, setIndex: 1, scoreDelta: 1, actorId: 2 },
      '2026-01-01T00:00:01.000Z',
    );
    if (step.outcome.kind !== 'applied') throw new Error('not applied');
    const entry = step.outcome.entries[0]!;
    const message = {
      type: entry.type,
      time: entry.time,
      targetId: entry.targetId,
      delta: entry.delta,
      userSummary: { nickname: '하은' },
      seq: entry.seq,
      clientEventId: 'e-1',
      state: step.state,
    };
    expect(roomTopic.schema.parse(message)).toEqual(message);
  });

  it('tells the sender of a refused event the last seq, its clientEventId and the state', () => {
    const error = {
      code: 'wrong_set',
      message: errorCatalog.wrong_set.message,
      destination: '/app/score/5',
      seq: 0,
      clientEventId: 'e-2',
      state,
    };
    expect(RealtimeErrorMessageSchema.parse(error)).toEqual(error);
  });

  it('has a catalogued Korean message for every refusal of the engine', () => {
    for (const refusal of MATCH_REFUSALS) {
      expect(errorCatalog[matchRefusalCodes[refusal]].message).toMatch(/[가-힣]/);
    }
  });
});

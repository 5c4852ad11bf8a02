import { ActiveMyGameSchema, GameLogListSchema, LiveGameDetailSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetUser } from './index.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import { movableClock, scheduledGame, startAs } from './match.test-support.ts';

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });

// The live match's REST side: one live game at a time, and the reads that resynchronise.

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

async function get(user: { id: number } | null, url: string) {
  return t.app.inject({ url, headers: user ? await t.authHeader(user) : {} });
}

/** A started game (2 points, best of 3, untimed unless told) and a way to score through the service. */
async function started(ruleOverrides: Parameters<typeof buildRule>[2] = {}) {
  const rule = await buildRule(t.db, null, { pointsToWin: 2, setsToWin: 3, ...ruleOverrides });
  const { owner, opponent, game } = await scheduledGame(t, rule);
  const response = await startAs(t, owner, game.id, startForm);
  expect(response.statusCode, response.body).toBe(200);
  const roomId = response.json().chatRoomId as number;
  const point = (by: { id: number }, to: { id: number }, setIndex = 1, clientEventId: string | null = null) =>
    t.app.liveMatch.service.submitEvent(
      { userId: by.id },
      roomId,
      { type: 'SCORE', userId: to.id, setIndex, scoreDelta: 1 },
      clientEventId,
    );
  const send = (by: { id: number }, command: Parameters<typeof t.app.liveMatch.service.submitEvent>[2]) =>
    t.app.liveMatch.service.submitEvent({ userId: by.id }, roomId, command, null);
  return { rule, owner, opponent, game, roomId, point, send };
}

describe('one live game at a time', () => {
  it('answers 409 when a player already plays, also when two starts sharing a player race', async () => {
    const shared = await buildUser(t.db);
    const first = await scheduledGame(t, undefined, { owner: await buildUser(t.db), opponent: shared });
    const second = await scheduledGame(t, undefined, { owner: await buildUser(t.db), opponent: shared });
    const answers = await Promise.all([
      startAs(t, first.owner, first.game.id, startForm),
      startAs(t, second.owner, second.game.id, startForm),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      error: { code: 'player_in_live_game' },
      message: '진행 중인 경기가 있는 선수가 있어요. 그 경기가 끝나면 시작해 주세요.',
    });
    // The same player's third game, started later, is refused too.
    const third = await scheduledGame(t, undefined, { owner: shared, opponent: await buildUser(t.db) });
    expect((await startAs(t, third.owner, third.game.id, startForm)).statusCode).toBe(409);
  });
});

describe('reads that resynchronise', () => {
  it('answers the live detail: current set points, set wins, seq, state and the server clock', async () => {
    const m = await started();
    await m.point(m.owner, m.opponent);
    await m.point(m.owner, m.opponent); // set 1 → user2
    const detail = LiveGameDetailSchema.parse(
      (await get(m.opponent, `/api/games/${m.game.id}/detail`)).json(),
    );
    // Between sets, currentSet is the set just finished with its final points and the set wins
    // before it: the original client counts that set itself (decision 022).
    expect(detail).toMatchObject({
      gameStatus: 'IN_PROGRESS',
      score1: 0,
      score2: 2,
      set1: 0,
      set2: 0,
      currentSet: 1,
      seq: 3,
    });
    expect(detail.state).toMatchObject({ set1: 0, set2: 1 });
    expect(detail.totalGameStartedAt).toBe(detail.setStartedAt);
    expect(Math.abs(Date.parse(detail.serverTime) - clock.now().getTime())).toBeLessThan(5_000);
    expect(detail.state).toMatchObject({ status: 'playing', seq: 3 });
  });

  it('lists the log to the players only, after a seq when asked', async () => {
    const m = await started();
    await m.point(m.owner, m.owner, 1, 'a');
    await m.point(m.opponent, m.opponent, 1, 'b');
    const all = GameLogListSchema.parse((await get(m.owner, `/api/games/${m.game.id}/game-logs`)).json());
    expect(
      all.map((entry) => [entry.seq, entry.type, entry.targetId, entry.delta, entry.userSummary.nickname]),
    ).toEqual([
      [1, 'SCORE', m.owner.id, 1, m.owner.nickname],
      [2, 'SCORE', m.opponent.id, 1, m.opponent.nickname],
    ]);
    const after = await get(m.opponent, `/api/games/${m.game.id}/game-logs?afterSeq=1`);
    expect(after.json()).toEqual([expect.objectContaining({ seq: 2, targetId: m.opponent.id })]);
    const stranger = await buildUser(t.db);
    expect((await get(stranger, `/api/games/${m.game.id}/game-logs`)).statusCode).toBe(403);
    expect((await get(m.owner, `/api/games/${m.game.id}/game-logs?afterSeq=-1`)).statusCode).toBe(400);
  });

  it("answers each player's active game until the match ends, and the result only after", async () => {
    const m = await started();
    for (const user of [m.owner, m.opponent]) {
      const active = ActiveMyGameSchema.parse((await get(user, '/api/games/active/my')).json());
      expect(active).toEqual({
        activeGame: expect.objectContaining({ gameId: m.game.id, ruleTitle: m.rule.title }),
        pendingReviewGameIds: [],
      });
    }
    const live = await get(m.owner, `/api/games/${m.game.id}/result`);
    expect([live.statusCode, live.json()]).toMatchObject([409, { message: '아직 진행 중인 경기예요.' }]);
    await t.app.liveMatch.service.submitEvent({ userId: m.owner.id }, m.roomId, { type: 'FINISH' }, null);
    expect((await get(m.owner, '/api/games/active/my')).json()).toEqual({
      activeGame: null,
      pendingReviewGameIds: [],
    });
    // A FINISH before any point: abandoned, no winner.
    expect((await get(m.opponent, `/api/games/${m.game.id}/result`)).json()).toMatchObject({
      abandoned: true,
      winnerIdx: 0,
      user1SetCount: 0,
      user2SetCount: 0,
    });
    const stranger = await buildUser(t.db);
    const refused = await get(stranger, `/api/games/${m.game.id}/result`);
    expect([refused.statusCode, refused.json().message]).toEqual([404, '존재하지 않는 경기예요.']);
  });

  it('stores a FINISH before the deciding set as finished early, with the sets so far', async () => {
    const m = await started();
    await m.point(m.owner, m.owner);
    await m.point(m.owner, m.owner); // set 1 → user1
    await t.app.liveMatch.service.submitEvent({ userId: m.opponent.id }, m.roomId, { type: 'FINISH' }, null);
    expect((await get(m.owner, `/api/games/${m.game.id}/result`)).json()).toMatchObject({
      winnerIdx: 1,
      finishedEarly: true,
      abandoned: false,
      user1SetCount: 1,
      setResults: [{ set: 1, score1: 2, score2: 0, winner: 1 }],
    });
  });

  it.each([
    ['game-logs', '/api/games/1/game-logs'],
    ['active game', '/api/games/active/my'],
    ['result', '/api/games/1/result'],
  ])('answers 401 for the %s without a caller', async (_name, url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' }, message: '로그인이 필요해요.' });
  });

  it('fires a stored time-up once when a second instance (or a restarted one) sweeps too', async () => {
    const m = await started({ pointsToWin: -1, winBy: 'MOST_SETS_AND_POINTS', durationSeconds: 120 });
    await m.send(m.owner, { type: 'SET', setIndex: 1 });
    clock.advance(5_000);
    await m.point(m.opponent, m.opponent);
    clock.advance(121_000);
    const second = await createTestApp({}, { database: t.app.deps.database, clock: clock.now });
    try {
      await Promise.all([t.app.liveMatch.service.sweepDue(), second.app.liveMatch.service.sweepDue()]);
      await second.app.liveMatch.timer.sweepNow();
    } finally {
      await second.close();
    }
    const logs = GameLogListSchema.parse((await get(m.owner, `/api/games/${m.game.id}/game-logs`)).json());
    expect(logs.map((entry) => entry.type)).toEqual(['SET', 'SCORE', 'TIME_UP']);
    expect(logs[2]).toMatchObject({ seq: 3, targetId: m.opponent.id, delta: 1 });
  });

  it("ends a deleted player's live match abandoned, so the other player can start another", async () => {
    const m = await started();
    await m.point(m.owner, m.owner);
    await t.db.transaction((tx) => forgetUser(tx, m.owner.id));
    expect((await get(m.opponent, `/api/games/${m.game.id}/result`)).json()).toMatchObject({
      abandoned: true,
      winnerIdx: 0,
    });
    expect((await get(m.opponent, '/api/games/active/my')).json()).toEqual({
      activeGame: null,
      pendingReviewGameIds: [],
    });
  });
});

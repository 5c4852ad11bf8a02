import { GameResultSchema, roomTopic } from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, notifications, rules } from '../../db/schema/index.ts';
import { stompClient } from '../../realtime/gateway.test-support.ts';
import { buildUser } from '../../test/factories.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import {
  COUNTDOWN,
  json,
  liveMatchApp,
  nextReceipt,
  scheduledGame,
  startAs,
  timedMatchUnderway,
} from './match.test-support.ts';

// The live match over real STOMP clients: the server judges, stores, publishes; time moves by the
// test's clock (no sleeps); deadlines fire through the app's own sweep.

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });
const server = liveMatchApp(startForm);
const { clock, open } = server;
const start = () => server.start({ pointsToWin: 2, setsToWin: 3 });

async function logsOf(user: { id: number }, gameId: number, afterSeq = 0) {
  const response = await server.t.app.inject({
    url: `/api/games/${gameId}/game-logs?afterSeq=${afterSeq}`,
    headers: await server.t.authHeader(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
}

describe('a live match over STOMP', () => {
  it('plays a best of 3 the server decides, both players hearing every entry in seq order', async () => {
    const m = await start();
    const activeGame = await m.p2.subscribe('/user/queue/active-game');
    const point = (player: typeof m.p1, userId: number, setIndex: number) =>
      m.send(player, { type: 'SCORE', userId, setIndex, scoreDelta: 1 });
    await point(m.p1, m.owner.id, 1);
    await point(m.p2, m.owner.id, 1); // either phone scores either player
    await m.send(m.p2, { type: 'SET', setIndex: 2 });
    clock.advance(COUNTDOWN);
    await point(m.p1, m.owner.id, 2);
    await point(m.p1, m.owner.id, 2);

    const seen = [];
    for (let i = 0; i < 8; i += 1) seen.push(json(await m.p2.room.next()));
    expect(seen.map((entry) => [entry.seq, entry.type])).toEqual([
      [1, 'SCORE'],
      [2, 'SCORE'],
      [3, 'END_SET'],
      [4, 'SET'],
      [5, 'SCORE'],
      [6, 'SCORE'],
      [7, 'END_SET'],
      [8, 'FINISH'],
    ]);
    for (const entry of seen) expect(roomTopic.schema.safeParse(entry).success).toBe(true);
    expect(seen[7]).toMatchObject({ targetId: m.owner.id, userSummary: { nickname: '' } });
    expect(seen[0]).toMatchObject({
      targetId: m.owner.id,
      delta: 1,
      userSummary: { nickname: m.owner.nickname },
    });
    expect(seen[7]!.state).toMatchObject({ status: 'over', set1: 2, set2: 0 });
    // The owner heard the same entries.
    for (let i = 0; i < 8; i += 1) expect(json(await m.p1.room.next()).seq).toBe(i + 1);

    const [game] = await server.t.db.select().from(games).where(eq(games.id, m.game.id));
    expect(game!.status).toBe('COMPLETED');
    const result = await server.t.app.inject({
      url: `/api/games/${m.game.id}/result`,
      headers: await server.t.authHeader(m.opponent),
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(GameResultSchema.parse(result.json())).toMatchObject({
      winnerIdx: 1,
      newChampionIdx: 0,
      user1SetCount: 2,
      user2SetCount: 0,
      totalSetCount: 2,
      drawCount: 0,
      abandoned: false,
      finishedEarly: false,
      setResults: [
        { set: 1, score1: 2, score2: 0, winner: 1 },
        { set: 2, score1: 2, score2: 0, winner: 1 },
      ],
    });
    const [rule] = await server.t.db.select().from(rules).where(eq(rules.id, m.rule.id));
    expect(rule!.playCount).toBe(1);
    expect(rule!.lastPlayedAt).not.toBeNull();
    const ends = await server.t.db.select().from(notifications).where(eq(notifications.type, 'GAME_END'));
    expect(
      ends
        .filter((n) => n.userId === m.owner.id || n.userId === m.opponent.id)
        .map((n) => [n.userId, n.url])
        .sort(([a], [b]) => Number(a) - Number(b)),
    ).toEqual([
      [m.owner.id, `/games/${m.game.id}/result`],
      [m.opponent.id, `/games/${m.game.id}/result`],
    ]);
    // The finished game is now the player's to review (issue 19 item 2).
    expect(json(await activeGame.next())).toEqual({ activeGame: null, pendingReviewGameIds: [m.game.id] });
    // Over: a further event is refused, the socket stays open.
    const after = await m.refused(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 2, scoreDelta: -1 });
    expect(after).toMatchObject({ code: 'match_not_in_progress' });
  });

  it('acknowledges a SET, END_SET or FINISH for a set or match already over without storing anything', async () => {
    const m = await start();
    const point = (player: typeof m.p1, setIndex: number, clientEventId?: string) =>
      m.send(player, { type: 'SCORE', userId: m.owner.id, setIndex, scoreDelta: 1, clientEventId });
    await point(m.p1, 1);
    await point(m.p1, 1); // set 1 over by points
    // Both phones: the set already over, then the next set pressed twice at once.
    await m.send(m.p2, { type: 'END_SET', setIndex: 1 });
    await m.send(m.p2, { type: 'SET', setIndex: 1 });
    await Promise.all([
      m.send(m.p1, { type: 'SET', setIndex: 2 }),
      m.send(m.p2, { type: 'SET', setIndex: 2 }),
    ]);
    clock.advance(COUNTDOWN);
    await point(m.p1, 2);
    await point(m.p1, 2, 'match-point'); // the match is over
    const stored = await logsOf(m.owner, m.game.id);
    expect(stored.map((entry) => entry.type)).toEqual([
      'SCORE',
      'SCORE',
      'END_SET',
      'SET',
      'SCORE',
      'SCORE',
      'END_SET',
      'FINISH',
    ]);
    // The original client sends its own FINISH and the next SET; a lost RECEIPT makes it resend.
    await m.send(m.p2, { type: 'FINISH' });
    await m.send(m.p1, { type: 'FINISH', clientEventId: 'finish-1' });
    await m.send(m.p2, { type: 'SET', setIndex: 3 });
    await m.send(m.p2, { type: 'END_SET', setIndex: 2 });
    await point(m.p1, 2, 'match-point');
    expect(await logsOf(m.owner, m.game.id)).toEqual(stored);
    const refused = await m.refused(m.p2, { type: 'SCORE', userId: m.owner.id, setIndex: 2, scoreDelta: -1 });
    expect(refused).toMatchObject({ code: 'match_not_in_progress' });
    const result = await server.t.app.inject({
      url: `/api/games/${m.game.id}/result`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(result.json()).toMatchObject({ winnerIdx: 1, user1SetCount: 2, finishedEarly: false });
  });

  it("pushes the active game on both players' queue when the owner starts", async () => {
    const { owner, opponent, game, rule } = await scheduledGame(server.t);
    const waiting = stompClient(server.url, { token: await server.t.tokenFor(opponent) });
    open.push(waiting);
    await waiting.connected();
    const queue = await waiting.subscribe('/user/queue/active-game');
    expect((await startAs(server.t, owner, game.id, startForm)).statusCode).toBe(200);
    expect(json(await queue.next())).toEqual({
      activeGame: expect.objectContaining({
        gameId: game.id,
        ruleTitle: rule.title,
        player1: { nickname: owner.nickname },
        player2: { nickname: opponent.nickname },
      }),
      pendingReviewGameIds: [],
    });
  });

  it('refuses strangers on subscribe and on send', async () => {
    const m = await start();
    const stranger = await buildUser(server.t.db);
    const peeker = stompClient(server.url, { token: await server.t.tokenFor(stranger) });
    open.push(peeker);
    await peeker.connected();
    const errors = await peeker.subscribe('/user/queue/errors');
    const receipt = nextReceipt();
    peeker.client.publish({
      destination: m.destination,
      body: JSON.stringify({ type: 'SCORE', userId: stranger.id, setIndex: 1, scoreDelta: 1 }),
      headers: { receipt },
    });
    expect(json(await errors.next())).toMatchObject({ code: 'not_match_player', receiptId: receipt });
    peeker.client.subscribe(`/topic/ws/${m.roomId}`, () => {});
    expect((await peeker.error()).headers['error-code']).toBe('forbidden');
    expect(await logsOf(m.owner, m.game.id)).toEqual([]);
  });

  it('refuses a score out of bounds, during the countdown and for another set, with seq and the state', async () => {
    const m = await start();
    const below = await m.refused(m.p1, {
      type: 'SCORE',
      userId: m.opponent.id,
      setIndex: 1,
      scoreDelta: -1,
      clientEventId: 'below-0',
    });
    expect(below).toMatchObject({
      code: 'score_out_of_range',
      message: '점수는 0점부터 목표 점수까지만 바꿀 수 있어요.',
      seq: 0,
      clientEventId: 'below-0',
    });
    await m.send(m.p1, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 });
    await m.send(m.p1, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 }); // set 1 → user2
    await m.send(m.p1, { type: 'SET', setIndex: 2 });
    const early = await m.refused(m.p2, { type: 'SCORE', userId: m.opponent.id, setIndex: 2, scoreDelta: 1 });
    expect(early).toMatchObject({ code: 'set_countdown', seq: 4 });
    clock.advance(COUNTDOWN);
    const stale = await m.refused(m.p2, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    expect(stale).toMatchObject({ code: 'wrong_set', seq: 4 });
    expect(stale.state).toMatchObject({ set2: 1, sets: [{ index: 1 }, { index: 2 }] });
    expect((await logsOf(m.owner, m.game.id)).map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
  });

  it('applies a resent clientEventId once and acknowledges it again', async () => {
    const m = await start();
    const body = { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1, clientEventId: 'tap-1' };
    await m.send(m.p1, body);
    await m.send(m.p1, body);
    await m.send(m.p2, body);
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ seq: 1, type: 'SCORE' });
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 1, clientEventId: 'tap-1' });
    const detail = await server.t.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(detail.json()).toMatchObject({ score1: 1, score2: 0, seq: 1 });
  });

  it('acknowledges a resent score again after its set ended, where a new one is refused', async () => {
    const m = await start();
    const tap = (clientEventId: string) => ({
      type: 'SCORE',
      userId: m.owner.id,
      setIndex: 1,
      scoreDelta: 1,
      clientEventId,
    });
    await m.send(m.p1, tap('tap-a'));
    await m.send(m.p1, tap('tap-b')); // set 1 over by points
    const stored = await logsOf(m.owner, m.game.id);
    await m.send(m.p1, tap('tap-a'));
    await m.send(m.p2, tap('tap-b'));
    expect(await m.refused(m.p1, tap('tap-c'))).toMatchObject({ code: 'between_sets' });
    expect(await logsOf(m.owner, m.game.id)).toEqual(stored);
  });

  it('delivers concurrent sends of one game to each subscriber in contiguous seq order', async () => {
    const m = await server.start({ pointsToWin: 50, setsToWin: 1 });
    const sends = [];
    for (let i = 0; i < 10; i += 1) {
      sends.push(m.send(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 }));
      sends.push(m.send(m.p2, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 }));
    }
    await Promise.all(sends);
    for (const player of [m.p1, m.p2]) {
      const seqs = [];
      for (let i = 0; i < 20; i += 1) seqs.push(json(await player.room.next()).seq);
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
  });

  it('stores one END_SET when both players end the set at once', async () => {
    const m = await timedMatchUnderway(server.start, clock, 600);
    await m.send(m.p1, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 });
    await Promise.all([
      m.send(m.p1, { type: 'END_SET', setIndex: 1 }),
      m.send(m.p2, { type: 'END_SET', setIndex: 1 }),
    ]);
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs.filter((entry) => entry.type === 'END_SET')).toEqual([
      expect.objectContaining({ targetId: m.opponent.id, delta: 1 }),
    ]);
  });

  it('fires a hard time-up once from the stored instant, whoever sweeps and however often', async () => {
    const m = await timedMatchUnderway(server.start, clock, 60);
    await m.send(m.p2, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    clock.advance(61_000);
    await Promise.all([server.t.app.liveMatch.timer.sweepNow(), server.t.app.liveMatch.service.sweepDue()]);
    await server.t.app.liveMatch.service.sweepDue();
    const logs = await logsOf(m.owner, m.game.id);
    const timeUps = logs.filter((entry) => entry.type === 'TIME_UP');
    expect(timeUps).toEqual([
      expect.objectContaining({ targetId: m.owner.id, delta: 1, userSummary: { nickname: '' } }),
    ]);
    // Logged at the limit, not when the sweep ran.
    const setLive = Date.parse(logs[0]!.time as string) + COUNTDOWN;
    expect(Date.parse(timeUps[0]!.time as string)).toBe(setLive + 60_000);
    const detail = await server.t.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await server.t.authHeader(m.owner),
    });
    // Between sets: set 1 with its final points, the wins before it (the original counts set 1 itself).
    expect(detail.json()).toMatchObject({
      set1: 0,
      set2: 0,
      currentSet: 1,
      score1: 1,
      limitSeconds: 60,
      state: { set1: 1, status: 'playing' },
    });
  });

  it('counts overtime under a soft limit: one TIME_UP, scoring goes on', async () => {
    const m = await server.start({
      pointsToWin: 5,
      setsToWin: 3,
      winBy: 'SETS_HALF_WIN',
      durationSeconds: 30,
    });
    await m.send(m.p1, { type: 'SET', setIndex: 1 });
    clock.advance(COUNTDOWN + 31_000);
    // The event finds the time-up due and stores it first.
    await m.send(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    await server.t.app.liveMatch.service.sweepDue();
    const logs = await logsOf(m.opponent, m.game.id);
    expect(logs.map((entry) => entry.type)).toEqual(['SET', 'TIME_UP', 'SCORE']);
    const detail = await server.t.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(detail.json()).toMatchObject({ score1: 1, seq: 3, state: { sets: [{ phase: 'overtime' }] } });
  });

  it('abandons the match when one player blocks the other mid-match', async () => {
    const m = await start();
    const blocked = await server.t.app.inject({
      method: 'POST',
      url: `/api/block/${m.opponent.id}`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 1, type: 'ABANDONED' });
    const [game] = await server.t.db.select().from(games).where(eq(games.id, m.game.id));
    expect(game!.status).toBe('COMPLETED');
  });

  it("takes the original client's events on a timed match: its first SCORE starts set 1, SET N+1 ends set N", async () => {
    const m = await server.start({
      pointsToWin: -1,
      setsToWin: 3,
      winBy: 'MOST_SETS_AND_POINTS',
      durationSeconds: 600,
    });
    // It starts set 1 locally and sends nothing, then scores; it ends sets itself and sends the
    // next set's SET (with userId 0 and scoreDelta 0); it sends FINISH itself.
    await m.send(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    await m.send(m.p1, { type: 'SET', userId: 0, setIndex: 2, scoreDelta: 0 });
    const reload = await server.t.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await server.t.authHeader(m.opponent),
    });
    expect(reload.json()).toMatchObject({ currentSet: 2, score1: 0, score2: 0, set1: 1, set2: 0, seq: 4 });
    clock.advance(COUNTDOWN);
    await m.send(m.p2, { type: 'SCORE', userId: m.opponent.id, setIndex: 2, scoreDelta: 1 });
    await m.send(m.p2, { type: 'FINISH' });
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs.map((entry) => [entry.type, entry.delta])).toEqual([
      ['SET', 1],
      ['SCORE', 1],
      ['END_SET', 1],
      ['SET', 2],
      ['SCORE', 1],
      ['END_SET', 2],
      ['FINISH', null],
    ]);
    const result = await server.t.app.inject({
      url: `/api/games/${m.game.id}/result`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(result.json()).toMatchObject({
      winnerIdx: 0,
      user1SetCount: 1,
      user2SetCount: 1,
      finishedEarly: true,
    });
  });

  // Last: it moves the clock six hours on, which every later kick-off would already be past.
  it('abandons a match six hours after its last event, once', async () => {
    const m = await start();
    await m.send(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    clock.advance(6 * 60 * 60 * 1000 + 1_000);
    await Promise.all([server.t.app.liveMatch.service.sweepDue(), server.t.app.liveMatch.service.sweepDue()]);
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs.map((entry) => entry.type)).toEqual(['SCORE', 'ABANDONED', 'FINISH']);
    const result = await server.t.app.inject({
      url: `/api/games/${m.game.id}/result`,
      headers: await server.t.authHeader(m.owner),
    });
    expect(result.json()).toMatchObject({ abandoned: true, winnerIdx: 0 });
    const [rule] = await server.t.db.select().from(rules).where(eq(rules.id, m.rule.id));
    expect(rule!.playCount).toBe(0);
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 1 });
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 2, type: 'ABANDONED' });
  });
});

import {
  CurrentUserIdResponseSchema,
  GameDetailSchema,
  GameLogListSchema,
  GameResultSchema,
  LiveGameDetailSchema,
} from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/index.ts';
import { stompClient, type MessageQueue, type TestClient } from '../realtime/gateway.test-support.ts';
import { COUNTDOWN, json, liveMatchApp, nextReceipt } from '../features/match/match.test-support.ts';
import { jpegWithGps, multipartBody } from '../features/uploads/uploads.test-support.ts';

/**
 * The original client's play screen (raspy-mobile `src/views/game/GamePlayView.vue` with its
 * `src/websocket/index.js`) replayed against the live match (issue 18): the bodies it publishes on
 * `/app/score/{roomId}` (connect header `token`, no receipt, no clientEventId), and what it makes
 * of `GET detail` + `GET game-logs` when it is reloaded — in each phase of a timed and an untimed
 * match. Each match ends on the result our own client gets for the same play.
 */

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });
const server = liveMatchApp(startForm);
const { clock, open } = server;

interface Rule {
  pointsToWin: number;
  setsToWin: number;
  winBy: 'MOST_SETS_AND_POINTS' | 'SETS_HALF_WIN';
  durationSeconds: number;
}

/** What GamePlayView keeps after onMounted: the set index it echoes, whether it thinks the set is over, its set wins. */
interface Screen {
  currentSet: number;
  isSetOver: boolean;
  /** user1SetsWon / user2SetsWon as the game's user1 (owner) and user2, whichever side it draws. */
  wins: [number, number];
  /** finishSet found ⌈N/2⌉ wins: it sends FINISH itself. */
  sendsFinish: boolean;
}

/** One phone running the original client. */
class OriginalPhone {
  screen: Screen = { currentSet: 1, isSetOver: false, wins: [0, 0], sendsFinish: false };
  private constructor(
    readonly user: UserRow,
    private readonly token: string,
    private readonly stomp: TestClient,
    readonly topic: MessageQueue,
    private readonly roomId: number,
    private readonly gameId: number,
    private readonly rule: Rule,
  ) {}

  static async open(user: UserRow, roomId: number, gameId: number, rule: Rule) {
    const token = await server.t.tokenFor(user);
    // socket.connect: connectHeaders { token }, then the room's topic.
    const stomp = stompClient(server.url, { token });
    open.push(stomp);
    await stomp.connected();
    const topic = await stomp.subscribe(`/topic/ws/${roomId}`);
    const phone = new OriginalPhone(user, token, stomp, topic, roomId, gameId, rule);
    await phone.reload();
    return phone;
  }

  private get(path: string) {
    return server.t.app.inject({ url: path, headers: { authorization: `Bearer ${this.token}` } });
  }

  /**
   * onMounted: current-user-id, detail, game-logs; then its reading of the detail — the points at
   * `pointsToWin` mean that set is over and won (it adds the win and moves `currentSet` on), a
   * clock past the limit ends the set by its own `checkSetOver` (MOST_SETS_AND_POINTS: the higher
   * score takes it; otherwise drawn).
   */
  async reload() {
    const me = CurrentUserIdResponseSchema.parse((await this.get('/api/auth/current-user-id')).json());
    expect(me).toBe(this.user.id);
    const detailResponse = await this.get(`/api/games/${this.gameId}/detail`);
    expect(detailResponse.statusCode, detailResponse.body).toBe(200);
    // The fields the original reads; the server's own state beside them, for the test's checks.
    const detail = GameDetailSchema.parse(detailResponse.json());
    const { state } = LiveGameDetailSchema.parse(detailResponse.json());
    const logs = await this.get(`/api/games/${this.gameId}/game-logs`);
    expect(logs.statusCode, logs.body).toBe(200);
    const entries = GameLogListSchema.parse(logs.json());
    const { pointsToWin, setsToWin, winBy } = detail.rule;
    const wins: [number, number] = [detail.set1, detail.set2];
    let currentSet = detail.currentSet || 0;
    let isSetOver = false;
    let sendsFinish = false;
    const limit = detail.limitSeconds;
    const elapsed =
      detail.setStartedAt === null
        ? 0
        : Math.floor((clock.now().getTime() - Date.parse(detail.setStartedAt)) / 1000);
    if (pointsToWin !== -1 && (detail.score1 >= pointsToWin || detail.score2 >= pointsToWin)) {
      wins[detail.score1 >= pointsToWin ? 0 : 1] += 1;
      currentSet += 1;
      isSetOver = true;
    } else if (limit !== -1 && detail.setStartedAt !== null && elapsed >= limit) {
      // updateElapsed → checkSetOver → finishSet(who), which sends FINISH on ⌈N/2⌉ wins.
      if (winBy === 'MOST_SETS_AND_POINTS' && detail.score1 !== detail.score2)
        wins[detail.score1 > detail.score2 ? 0 : 1] += 1;
      isSetOver = true;
      sendsFinish = Math.max(...wins) >= Math.ceil(setsToWin / 2);
    }
    this.screen = { currentSet, isSetOver, wins, sendsFinish };
    return { detail, state, entries };
  }

  /** socket.sendGameEvent: a bare SEND (no receipt); the test waits for the entries it makes. */
  async publish(body: Record<string, unknown>, entries: number) {
    this.stomp.client.publish({ destination: `/app/score/${this.roomId}`, body: JSON.stringify(body) });
    const heard = [];
    for (let i = 0; i < entries; i += 1) heard.push(json(await this.topic.next()));
    return heard;
  }

  /**
   * A SEND the server only acknowledges: nothing on the topic. The original sends no receipt; this
   * one carries one so the test knows the server has answered.
   */
  acknowledged(body: Record<string, unknown>) {
    return this.stomp.sendWithReceipt(`/app/score/${this.roomId}`, JSON.stringify(body), nextReceipt());
  }

  /** socket_sendScore(userIndex, delta): echoes `currentSet` as setIndex. */
  score(userId: number, scoreDelta: 1 | -1, entries = 1) {
    return this.publish({ type: 'SCORE', userId, setIndex: this.screen.currentSet, scoreDelta }, entries);
  }

  /** socket_nextSet: currentSet++, then SET with the new index, userId 0 and scoreDelta 0. */
  nextSet(entries: number) {
    this.screen.currentSet += 1;
    this.screen.isSetOver = false;
    return this.publish({ type: 'SET', setIndex: this.screen.currentSet, userId: 0, scoreDelta: 0 }, entries);
  }
}

async function originalMatch(rule: Rule) {
  const m = await server.start(rule);
  const owner = await OriginalPhone.open(m.owner, m.roomId, m.game.id, rule);
  const opponent = await OriginalPhone.open(m.opponent, m.roomId, m.game.id, rule);
  /** Both phones heard `count` more entries (the sender's are read by publish). */
  const drain = async (phone: OriginalPhone, count: number) => {
    const heard = [];
    for (let i = 0; i < count; i += 1) heard.push(json(await phone.topic.next()));
    return heard;
  };
  return { m, owner, opponent, drain };
}

async function resultOf(user: UserRow, gameId: number) {
  const response = await server.t.app.inject({
    url: `/api/games/${gameId}/result`,
    headers: await server.t.authHeader(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return GameResultSchema.parse(response.json()) as Record<string, unknown>;
}

/** The parts of a result both clients must agree on. */
const outcome = (result: Record<string, unknown>) => ({
  winnerIdx: result.winnerIdx,
  user1SetCount: result.user1SetCount,
  user2SetCount: result.user2SetCount,
  drawCount: result.drawCount,
  setResults: result.setResults,
  finishedEarly: result.finishedEarly,
  abandoned: result.abandoned,
});

describe('old client: the live match as GamePlayView plays it, reloaded in each phase', () => {
  it('untimed best of 3 (3 points): live, between sets, countdown — the same 2–0 as our client', async () => {
    const rule: Rule = { pointsToWin: 3, setsToWin: 3, winBy: 'SETS_HALF_WIN', durationSeconds: -1 };
    const { m, owner, opponent, drain } = await originalMatch(rule);
    const [p1, p2] = [m.owner.id, m.opponent.id];

    await owner.score(p1, 1);
    await owner.score(p1, 1);
    await opponent.score(p2, 1);
    await drain(opponent, 2);
    await drain(owner, 1);

    // Reloaded while live: set 1, 2–1, nothing over.
    const live = await opponent.reload();
    expect(live.detail).toMatchObject({ gameStatus: 'IN_PROGRESS', currentSet: 1, score1: 2, score2: 1 });
    expect(live.entries.map((entry) => entry.type)).toEqual(['SCORE', 'SCORE', 'SCORE']);
    expect(opponent.screen).toMatchObject({ currentSet: 1, isSetOver: false, wins: [0, 0] });

    // Set point from the opponent's phone: the server ends set 1 (the phones end it locally too).
    expect((await opponent.score(p1, 1, 2)).map((entry) => entry.type)).toEqual(['SCORE', 'END_SET']);
    await drain(owner, 2);

    // Reloaded between sets: set 1 with its final points, and its win counted once.
    const between = await owner.reload();
    expect(between.detail).toMatchObject({ currentSet: 1, score1: 3, score2: 1, set1: 0, set2: 0 });
    expect(owner.screen).toMatchObject({ isSetOver: true, wins: [1, 0], sendsFinish: false });

    // The phone that was not reloaded starts set 2 (its currentSet is still 1).
    expect((await opponent.nextSet(1))[0]).toMatchObject({ type: 'SET', delta: 2 });
    await drain(owner, 1);

    // Reloaded in the countdown: set 2 at 0–0, one set won.
    const countdown = await owner.reload();
    expect(countdown.detail).toMatchObject({ currentSet: 2, score1: 0, score2: 0, set1: 1, set2: 0 });
    expect(owner.screen).toMatchObject({ currentSet: 2, isSetOver: false, wins: [1, 0] });

    clock.advance(COUNTDOWN);
    await owner.score(p1, 1);
    await owner.score(p1, 1);
    expect((await owner.score(p1, 1, 3)).map((entry) => entry.type)).toEqual(['SCORE', 'END_SET', 'FINISH']);
    // Both phones end the match locally and send FINISH themselves: acknowledged, nothing stored.
    await owner.acknowledged({ type: 'FINISH' });
    await opponent.acknowledged({ type: 'FINISH' });
    const after = await owner.reload();
    expect(after.detail.gameStatus).toBe('COMPLETED');
    expect(after.entries).toHaveLength(11);

    // Our client, the same play: explicit set indexes, SET 2 after the server ended set 1.
    const ours = await server.start(rule);
    const point = (userId: number, setIndex: number) =>
      ours.send(ours.p1, {
        type: 'SCORE',
        userId,
        setIndex,
        scoreDelta: 1,
        clientEventId: `o-${nextReceipt()}`,
      });
    for (const userId of [ours.owner.id, ours.owner.id, ours.opponent.id, ours.owner.id])
      await point(userId, 1);
    await ours.send(ours.p2, { type: 'SET', setIndex: 2 });
    clock.advance(COUNTDOWN);
    for (let i = 0; i < 3; i += 1) await point(ours.owner.id, 2);

    const theirs = await resultOf(m.owner, m.game.id);
    expect(outcome(theirs)).toEqual(outcome(await resultOf(ours.owner, ours.game.id)));
    expect(theirs).toMatchObject({ winnerIdx: 1, user1SetCount: 2, user2SetCount: 0, finishedEarly: false });
  });

  it('timed best of 3 (1 minute, most points): waiting, live, between sets, countdown — the same 0–2 as our client', async () => {
    const rule: Rule = { pointsToWin: -1, setsToWin: 3, winBy: 'MOST_SETS_AND_POINTS', durationSeconds: 60 };
    const { m, owner, opponent, drain } = await originalMatch(rule);
    const [p1, p2] = [m.owner.id, m.opponent.id];

    // Reloaded before set 1: the original starts it locally and sends nothing.
    const waiting = await owner.reload();
    expect(waiting.detail).toMatchObject({ currentSet: 1, score1: 0, score2: 0, setStartedAt: null });
    expect(owner.screen).toMatchObject({ currentSet: 1, isSetOver: false });

    // Its first SCORE starts set 1 at once (a SET 1 entry, then the point).
    expect((await owner.score(p1, 1, 2)).map((entry) => [entry.type, entry.delta])).toEqual([
      ['SET', 1],
      ['SCORE', 1],
    ]);
    await drain(opponent, 2);
    await opponent.score(p2, 1);
    await opponent.score(p2, 1);
    await drain(owner, 2);

    // Reloaded while live.
    const live = await opponent.reload();
    expect(live.detail).toMatchObject({ currentSet: 1, score1: 1, score2: 2, limitSeconds: 60 });
    expect(live.detail.setStartedAt).not.toBeNull();
    expect(opponent.screen).toMatchObject({ currentSet: 1, isSetOver: false });

    // The minute runs out: the server ends set 1 at its limit (the phones end it locally too).
    clock.advance(61_000);
    await server.t.app.liveMatch.service.sweepDue();
    expect(json(await owner.topic.next())).toMatchObject({ type: 'TIME_UP', targetId: p2, delta: 1 });
    await drain(opponent, 1);

    // Reloaded between sets: its own clock ends set 1 for the opponent — counted once, no FINISH.
    const between = await owner.reload();
    expect(between.detail).toMatchObject({ currentSet: 1, score1: 1, score2: 2, set1: 0, set2: 0 });
    expect(owner.screen).toMatchObject({ currentSet: 1, isSetOver: true, wins: [0, 1], sendsFinish: false });
    expect([between.state?.set1, between.state?.set2]).toEqual(owner.screen.wins);

    // It starts set 2 itself.
    expect((await owner.nextSet(1))[0]).toMatchObject({ type: 'SET', delta: 2 });
    await drain(opponent, 1);

    // Reloaded in the countdown.
    const countdown = await opponent.reload();
    expect(countdown.detail).toMatchObject({ currentSet: 2, score1: 0, score2: 0, set2: 1 });
    expect(opponent.screen).toMatchObject({ currentSet: 2, isSetOver: false, wins: [0, 1] });

    clock.advance(COUNTDOWN);
    await opponent.score(p2, 1);
    await drain(owner, 1);
    clock.advance(61_000);
    await server.t.app.liveMatch.service.sweepDue();
    expect((await drain(owner, 2)).map((entry) => entry.type)).toEqual(['TIME_UP', 'FINISH']);
    await drain(opponent, 2);
    await owner.acknowledged({ type: 'FINISH' });
    await opponent.acknowledged({ type: 'FINISH' });

    // Our client, the same play: 'start set 1', its points, 'start set 2', the same clock.
    const ours = await server.start(rule);
    await ours.send(ours.p1, { type: 'SET', setIndex: 1 });
    clock.advance(COUNTDOWN);
    const point = (userId: number, setIndex: number) =>
      ours.send(ours.p2, {
        type: 'SCORE',
        userId,
        setIndex,
        scoreDelta: 1,
        clientEventId: `o-${nextReceipt()}`,
      });
    await point(ours.owner.id, 1);
    await point(ours.opponent.id, 1);
    await point(ours.opponent.id, 1);
    clock.advance(61_000);
    await server.t.app.liveMatch.service.sweepDue();
    await ours.send(ours.p1, { type: 'SET', setIndex: 2 });
    clock.advance(COUNTDOWN);
    await point(ours.opponent.id, 2);
    clock.advance(61_000);
    await server.t.app.liveMatch.service.sweepDue();

    const theirs = await resultOf(m.owner, m.game.id);
    expect(outcome(theirs)).toEqual(outcome(await resultOf(ours.owner, ours.game.id)));
    expect(theirs).toMatchObject({ winnerIdx: 2, user1SetCount: 0, user2SetCount: 2, finishedEarly: false });
  });

  it('timed with a soft limit: reloaded in overtime it ends the set drawn with its next SET, as our END_SET does', async () => {
    const rule: Rule = { pointsToWin: 5, setsToWin: 1, winBy: 'SETS_HALF_WIN', durationSeconds: 30 };
    const { m, owner, opponent, drain } = await originalMatch(rule);
    const [p1] = [m.owner.id];
    await owner.score(p1, 1, 2);
    await drain(opponent, 2);
    clock.advance(31_000);
    await server.t.app.liveMatch.service.sweepDue();
    expect(json(await owner.topic.next())).toMatchObject({ type: 'TIME_UP', targetId: null, delta: 1 });
    await drain(opponent, 1);

    // Reloaded in overtime: its clock ends set 1 drawn; its next SET ends it on the server too.
    const overtime = await opponent.reload();
    expect(overtime.detail).toMatchObject({ currentSet: 1, score1: 1, score2: 0 });
    expect(overtime.state?.sets[0]?.phase).toBe('overtime');
    expect(opponent.screen).toMatchObject({
      currentSet: 1,
      isSetOver: true,
      wins: [0, 0],
      sendsFinish: false,
    });
    expect((await opponent.nextSet(2)).map((entry) => entry.type)).toEqual(['END_SET', 'FINISH']);
    await owner.acknowledged({ type: 'FINISH' });

    const ours = await server.start(rule);
    await ours.send(ours.p1, { type: 'SET', setIndex: 1 });
    clock.advance(COUNTDOWN);
    await ours.send(ours.p1, { type: 'SCORE', userId: ours.owner.id, setIndex: 1, scoreDelta: 1 });
    clock.advance(31_000);
    await ours.send(ours.p2, { type: 'END_SET', setIndex: 1 });

    const theirs = await resultOf(m.owner, m.game.id);
    expect(outcome(theirs)).toEqual(outcome(await resultOf(ours.owner, ours.game.id)));
    expect(theirs).toMatchObject({ winnerIdx: 0, drawCount: 1, finishedEarly: false });
  });
});

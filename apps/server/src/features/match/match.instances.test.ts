import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { TestClient } from '../../realtime/gateway.test-support.ts';
import { silentLogger } from '../../realtime/logger.ts';
import { createRedisBus } from '../../realtime/redis-bus.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import {
  json,
  listen,
  liveMatch,
  movableClock,
  timedMatchUnderway,
  type Player,
} from './match.test-support.ts';

// Two app instances on one database and one Redis (issue 18 "Two instances over Redis"): the owner
// plays through one, the opponent through the other; both sweep deadlines with the same clock.

const startForm = async () => multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } });

describe.skipIf(!process.env.REDIS_URL)('a live match across two app instances through Redis', () => {
  const clock = movableClock();
  let database: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;
  let urls: [string, string];
  const open: TestClient[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    // One prefix for both instances, apart from other suites on the same Redis.
    const prefix = `hanpan:test:match:${randomUUID()}:`;
    const bus = () => createRedisBus(process.env.REDIS_URL!, silentLogger, { prefix });
    one = await createTestApp({}, { database, bus: bus(), clock: clock.now });
    two = await createTestApp({}, { database, bus: bus(), clock: clock.now });
    urls = [await listen(one.app), await listen(two.app)];
    await Promise.all([one.app.realtime.ready(), two.app.realtime.ready()]);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.client.deactivate()));
    await one.close();
    await two.close();
    await database.close();
  });

  async function logsOf(user: { id: number }, gameId: number) {
    const response = await two.app.inject({
      url: `/api/games/${gameId}/game-logs`,
      headers: await two.authHeader(user),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<Record<string, unknown>>;
  }

  async function nextSeqs(player: Player, count: number): Promise<number[]> {
    const seqs: number[] = [];
    for (let i = 0; i < count; i += 1) seqs.push(json(await player.room.next()).seq as number);
    return seqs;
  }

  it('delivers an event sent to either instance to both players', async () => {
    const m = await liveMatch(one, urls, open, startForm, { pointsToWin: 11, setsToWin: 3 });
    await m.send(m.p1, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 1, targetId: m.owner.id });
    expect(json(await m.p1.room.next())).toMatchObject({ seq: 1 });
    await m.send(m.p2, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 });
    expect(json(await m.p1.room.next())).toMatchObject({
      seq: 2,
      targetId: m.opponent.id,
      state: { sets: [{ score1: 1, score2: 1 }] },
    });
    expect(json(await m.p2.room.next())).toMatchObject({ seq: 2 });
  });

  it('fires a time-up once when both instances sweep', async () => {
    const m = await timedMatchUnderway((rule) => liveMatch(one, urls, open, startForm, rule), clock, 60);
    await m.send(m.p2, { type: 'SCORE', userId: m.opponent.id, setIndex: 1, scoreDelta: 1 });
    clock.advance(61_000);
    await Promise.all([
      one.app.liveMatch.timer.sweepNow(),
      two.app.liveMatch.timer.sweepNow(),
      one.app.liveMatch.service.sweepDue(),
      two.app.liveMatch.service.sweepDue(),
    ]);
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs.map((entry) => entry.type)).toEqual(['SET', 'SCORE', 'TIME_UP']);
    expect(logs[2]).toMatchObject({ targetId: m.opponent.id, delta: 1 });
    // Both players hear the one TIME_UP, whichever instance fired it.
    for (const player of [m.p1, m.p2]) {
      expect((await nextSeqs(player, 3)).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    }
  });

  it('applies a clientEventId resent through the other instance once', async () => {
    const m = await liveMatch(one, urls, open, startForm, { pointsToWin: 11, setsToWin: 3 });
    const body = { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1, clientEventId: 'tap-1' };
    // The same press reaches both instances at once (a resend after a reconnect elsewhere), then again.
    await Promise.all([m.send(m.p1, body), m.send(m.p2, body)]);
    await m.send(m.p2, body);
    const logs = await logsOf(m.owner, m.game.id);
    expect(logs).toEqual([expect.objectContaining({ seq: 1, type: 'SCORE', targetId: m.owner.id })]);
    const detail = await one.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await one.authHeader(m.opponent),
    });
    expect(detail.json()).toMatchObject({ score1: 1, score2: 0, seq: 1 });
  });

  it('acknowledges or refuses on one instance what follows the end of a match the other instance ended', async () => {
    const m = await liveMatch(one, urls, open, startForm, { pointsToWin: 2, setsToWin: 1 });
    // The opponent's instance has taken the match in (its first event), then the owner's ends it.
    await m.send(m.p2, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: 1 });
    await m.send(m.p1, {
      type: 'SCORE',
      userId: m.owner.id,
      setIndex: 1,
      scoreDelta: 1,
      clientEventId: 'match-point',
    });
    const stored = await logsOf(m.owner, m.game.id);
    expect(stored.at(-1)).toMatchObject({ type: 'FINISH', targetId: m.owner.id });
    await m.send(m.p2, { type: 'FINISH' });
    await m.send(m.p2, {
      type: 'SCORE',
      userId: m.owner.id,
      setIndex: 1,
      scoreDelta: 1,
      clientEventId: 'match-point',
    });
    const refused = await m.refused(m.p2, { type: 'SCORE', userId: m.owner.id, setIndex: 1, scoreDelta: -1 });
    expect(refused).toMatchObject({ code: 'match_not_in_progress' });
    expect(await logsOf(m.owner, m.game.id)).toEqual(stored);
  });

  it('stores 30 concurrent sends through both instances once each, seq contiguous, and both players hear all', async () => {
    const m = await liveMatch(one, urls, open, startForm, { pointsToWin: 50, setsToWin: 1 });
    const sends = [];
    for (let i = 0; i < 15; i += 1) {
      sends.push(
        m.send(m.p1, {
          type: 'SCORE',
          userId: m.owner.id,
          setIndex: 1,
          scoreDelta: 1,
          clientEventId: `one-${i}`,
        }),
        m.send(m.p2, {
          type: 'SCORE',
          userId: m.opponent.id,
          setIndex: 1,
          scoreDelta: 1,
          clientEventId: `two-${i}`,
        }),
      );
    }
    await Promise.all(sends);
    const logs = await logsOf(m.opponent, m.game.id);
    expect(logs.map((entry) => entry.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const detail = await two.app.inject({
      url: `/api/games/${m.game.id}/detail`,
      headers: await two.authHeader(m.owner),
    });
    expect(detail.json()).toMatchObject({ score1: 15, score2: 15, seq: 30 });
    // Across instances neighbouring entries may arrive swapped (decision 023); none is lost or doubled.
    for (const player of [m.p1, m.p2]) {
      expect((await nextSeqs(player, 30)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    }
  });
});

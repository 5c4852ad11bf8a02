import {
  ChallengeListSchema,
  ChallengeSchema,
  ChallengeStatusWithUserSchema,
  errorCatalog,
  NEXT_CURSOR_HEADER,
} from '@hanpan/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, playWithMeTooRequests, type RuleRow, type UserRow } from '../../db/schema/index.ts';
import { buildBlock, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetUser } from './index.ts';

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db), { title: '점심 탁구' });
});
afterAll(() => t.close());

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}
type Player = Awaited<ReturnType<typeof player>>;

const call = (who: Player, method: 'POST' | 'DELETE' | 'GET', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/play-with-me-too/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

const send = (from: Player, to: Player, ruleId = rule.id) =>
  call(from, 'POST', 'request', { targetUserId: to.user.id, ruleId });

async function statusBetween(who: Player, other: Player) {
  const res = await call(who, 'GET', `status-with-user?otherUserId=${other.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ChallengeStatusWithUserSchema.parse(res.json());
}

describe('without a token', () => {
  // Every call of the feature, in the shape the clients send it: only the missing token is wrong.
  // The bare variant (no body, no query) proves the token is checked before the input is.
  const calls = [
    ['POST', 'request', { targetUserId: 2, ruleId: 1 }],
    ['DELETE', 'request', { targetUserId: 2 }],
    ['POST', 'accept', { requesterId: 2 }],
    ['POST', 'reject', { requesterId: 2 }],
    ['GET', 'check-request?fromUserId=2', undefined],
    ['GET', 'status-with-user?otherUserId=2', undefined],
    ['GET', 'received-requests', undefined],
    ['GET', 'sent-requests', undefined],
  ] as const;
  const unauthorized = {
    error: { code: 'unauthorized', message: errorCatalog.unauthorized.message },
    message: errorCatalog.unauthorized.message,
  };

  it.each(calls)('%s %s answers 401 with the Korean error body', async (method, path, payload) => {
    const url = `/api/play-with-me-too/${path}`;
    const withInput = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    const bare = await t.app.inject({ method, url: url.split('?')[0] });
    for (const res of [withInput, bare]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});

describe('sending and cancelling', () => {
  it('sends a challenge with a rule, refuses a second pending one with the spec message, and cancels it', async () => {
    const a = await player({ nickname: '도윤' });
    const b = await player({ nickname: '서연' });
    const res = await send(a, b);
    expect(res.statusCode, res.body).toBe(201);
    expect(ChallengeSchema.parse(res.json())).toMatchObject({
      fromUserId: a.user.id,
      fromNickname: '도윤',
      toUserId: b.user.id,
      ruleId: rule.id,
      ruleTitle: '점심 탁구',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      status: 'PENDING',
      gameId: null,
    });
    const again = await send(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 이 사용자에게 도전 신청을 보냈어요');
    expect((await call(a, 'DELETE', 'request', { targetUserId: b.user.id })).statusCode).toBe(204);
    expect((await call(a, 'DELETE', 'request', { targetUserId: b.user.id })).statusCode).toBe(404);
    expect(await statusBetween(b, a)).toMatchObject({ status: 'CANCELLED', fromUserId: a.user.id });
    // Cancelled: a new one may be sent.
    expect((await send(a, b)).statusCode).toBe(201);
  });

  it('refuses challenging oneself, an unknown rule, a missing player and a blocked pair', async () => {
    const a = await player();
    const b = await player();
    expect((await send(a, a)).statusCode).toBe(400);
    expect((await send(a, b, 987654321)).statusCode).toBe(404);
    expect((await call(a, 'POST', 'request', { targetUserId: 987654321, ruleId: rule.id })).statusCode).toBe(
      404,
    );
    const blocker = await player();
    await buildBlock(t.db, blocker.user, a.user);
    expect((await send(a, blocker)).statusCode).toBe(404);
    expect((await send(blocker, a)).statusCode).toBe(403);
    expect(await statusBetween(a, blocker)).toBeNull();
  });

  it('tells the challenged player (INBOX, opens the chat)', async () => {
    const a = await player({ nickname: '도윤' });
    const b = await player();
    await send(a, b);
    const notes = (await t.app.inject({ url: '/api/notifications', headers: b.headers })).json();
    expect(notes[0]).toMatchObject({
      type: 'INBOX',
      title: '도윤님이 한 판 하자고 도전했어요',
      url: `/chat/${a.user.id}`,
    });
  });
});

describe('answering', () => {
  it('accept makes one SCHEDULED private game (requester owns it) and answers its id; the banner shows it', async () => {
    const a = await player({ nickname: '도윤' });
    const b = await player({ nickname: '서연' });
    await send(a, b);
    expect(await statusBetween(b, a)).toMatchObject({
      status: 'PENDING',
      fromUserId: a.user.id,
      gameId: null,
      ruleTitle: '점심 탁구',
    });
    const res = await call(b, 'POST', 'accept', { requesterId: a.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const gameId = res.json() as number;
    expect(typeof gameId).toBe('number');
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({
      ownerId: a.user.id,
      opponentId: b.user.id,
      status: 'SCHEDULED',
      ruleId: rule.id,
      ruleVersion: 1,
      placeRoad: null,
      matchDate: null,
      isFriendGame: true,
    });
    expect(await statusBetween(a, b)).toMatchObject({ status: 'ACCEPTED', gameId, gameStatus: 'SCHEDULED' });
    const notes = (await t.app.inject({ url: '/api/notifications', headers: a.headers })).json();
    expect(notes[0]).toMatchObject({
      type: 'MY_GAME',
      title: '서연님이 도전을 받아들였어요',
      url: `/game?id=${gameId}`,
    });
    // Answered: nothing left to accept.
    expect((await call(b, 'POST', 'accept', { requesterId: a.user.id })).statusCode).toBe(404);
  });

  it('makes exactly one game when the same challenge is accepted twice at once', async () => {
    const a = await player();
    const b = await player();
    await send(a, b);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(b, 'POST', 'accept', { requesterId: a.user.id })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const made = await t.db.select().from(games).where(eq(games.ownerId, a.user.id));
    expect(made).toHaveLength(1);
  });

  it('reject tells the requester; only the challenged player can answer', async () => {
    const a = await player();
    const b = await player({ nickname: '하준' });
    const c = await player();
    await send(a, b);
    expect((await call(c, 'POST', 'reject', { requesterId: a.user.id })).statusCode).toBe(404);
    expect((await call(a, 'POST', 'accept', { requesterId: a.user.id })).statusCode).toBe(400);
    expect((await call(b, 'POST', 'reject', { requesterId: a.user.id })).statusCode).toBe(204);
    expect(await statusBetween(a, b)).toMatchObject({ status: 'REJECTED' });
    const notes = (await t.app.inject({ url: '/api/notifications', headers: a.headers })).json();
    expect(notes[0]).toMatchObject({ type: 'MY_GAME', title: '하준님이 도전을 거절했어요' });
  });
});

describe('reading', () => {
  it('check-request answers the pending challenge from that player, else null', async () => {
    const a = await player();
    const b = await player();
    expect((await call(b, 'GET', `check-request?fromUserId=${a.user.id}`)).json()).toBeNull();
    await send(a, b);
    const found = await call(b, 'GET', `check-request?fromUserId=${a.user.id}`);
    expect(ChallengeSchema.parse(found.json())).toMatchObject({ fromUserId: a.user.id, status: 'PENDING' });
    expect((await call(a, 'GET', `check-request?fromUserId=${b.user.id}`)).json()).toBeNull();
  });

  it('lists received and sent challenges newest first, paged, without blocked players', async () => {
    const me = await player();
    const senders = [await player(), await player(), await player()];
    for (const sender of senders) await send(sender, me);
    const target = await player();
    await send(me, target);
    await buildBlock(t.db, me.user, senders[0]!.user);
    const first = await call(me, 'GET', 'received-requests?size=1');
    expect(ChallengeListSchema.parse(first.json()).map((c) => c.fromUserId)).toEqual([senders[2]!.user.id]);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const rest = await call(me, 'GET', `received-requests?cursor=${cursor}`);
    expect(ChallengeListSchema.parse(rest.json()).map((c) => c.fromUserId)).toEqual([senders[1]!.user.id]);
    const sent = ChallengeListSchema.parse((await call(me, 'GET', 'sent-requests')).json());
    expect(sent.map((c) => c.toUserId)).toEqual([target.user.id]);
  });

  it('status-with-user is null between players who never challenged each other', async () => {
    const a = await player();
    const b = await player();
    expect(await statusBetween(a, b)).toBeNull();
  });
});

describe('a block between the pair', () => {
  it('cancels their pending challenges both ways, so none comes back after an unblock', async () => {
    const a = await player();
    const b = await player();
    expect((await send(a, b)).statusCode).toBe(201);
    expect((await send(b, a)).statusCode).toBe(201);
    const block = await t.app.inject({ method: 'POST', url: `/api/block/${b.user.id}`, headers: a.headers });
    expect(block.statusCode, block.body).toBe(204);
    const unblock = await t.app.inject({
      method: 'DELETE',
      url: `/api/block/${b.user.id}`,
      headers: a.headers,
    });
    expect(unblock.statusCode, unblock.body).toBe(204);

    expect((await call(b, 'GET', `check-request?fromUserId=${a.user.id}`)).json()).toBeNull();
    expect((await call(a, 'GET', `check-request?fromUserId=${b.user.id}`)).json()).toBeNull();
    expect((await call(a, 'POST', `accept?requesterId=${b.user.id}`)).statusCode).not.toBe(200);
    // The pair may challenge each other afresh: nothing pending holds the one-pending index.
    expect((await send(a, b)).statusCode).toBe(201);
  });
});

describe('forgetUser', () => {
  it('deletes every challenge the person sent or received', async () => {
    const a = await player();
    const b = await player();
    await send(a, b);
    await send(b, a);
    await t.db.transaction((tx) => forgetUser(tx, a.user.id));
    expect(
      await t.db.select().from(playWithMeTooRequests).where(eq(playWithMeTooRequests.toUserId, b.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(playWithMeTooRequests).where(eq(playWithMeTooRequests.fromUserId, b.user.id)),
    ).toEqual([]);
  });
});

import { FriendsSchema, FriendStatusSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { buildDeletedUser, buildFriendship, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordingNotifier } from '../notifications/notifier.test-support.ts';
import { createFriendsService } from './friends.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, as?: Pick<UserRow, 'id'>) {
  return t.app.inject({ method, url, headers: as ? await t.authHeader(as) : {} });
}

const NONE = { sent: false, isFriend: false, received: false };
const SENT = { sent: true, isFriend: false, received: false };
const RECEIVED = { sent: false, isFriend: false, received: true };
const FRIENDS = { sent: false, isFriend: true, received: false };

async function statusOf(viewer: UserRow, other: UserRow) {
  const res = await call('GET', `/api/friends/status/${other.id}`, viewer);
  expect(res.statusCode).toBe(200);
  return FriendStatusSchema.parse(res.json());
}

async function listOf(viewer: UserRow, path: string) {
  const res = await call('GET', path, viewer);
  expect(res.statusCode).toBe(200);
  return FriendsSchema.parse(res.json()).map((friend) => friend.id);
}

describe('every friends call needs a signed-in player', () => {
  it.each([
    ['GET', '/api/friends/my'],
    ['GET', '/api/friends/my/sent'],
    ['GET', '/api/friends/my/received'],
    ['POST', '/api/friends/request/1'],
    ['POST', '/api/friends/accept/1'],
    ['POST', '/api/friends/reject/1'],
    ['DELETE', '/api/friends/cancel/1'],
    ['DELETE', '/api/friends/1'],
    ['GET', '/api/friends/status/1'],
  ] as const)('%s %s answers 401 without login', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});

describe('POST /api/friends/request/{id}', () => {
  it('sends a request: the sender sees it sent, the other player received', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    const res = await call('POST', `/api/friends/request/${other.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await statusOf(me, other)).toEqual(SENT);
    expect(await statusOf(other, me)).toEqual(RECEIVED);
    expect(await listOf(me, '/api/friends/my/sent')).toEqual([other.id]);
    expect(await listOf(other, '/api/friends/my/received')).toEqual([me.id]);
  });

  it('answers 400 for a request to oneself, by id or as 0', async () => {
    const me = await buildUser(t.db);
    for (const id of [me.id, 0]) {
      const res = await call('POST', `/api/friends/request/${id}`, me);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'cannot_friend_self',
        message: '나에게는 친구 요청을 보낼 수 없어요.',
      });
    }
  });

  it('answers 404 for an unknown or deleted player and 400 for a malformed id', async () => {
    const me = await buildUser(t.db);
    expect((await call('POST', '/api/friends/request/987654321', me)).json().error.code).toBe(
      'user_not_found',
    );
    const gone = await buildDeletedUser(t.db);
    expect((await call('POST', `/api/friends/request/${gone.id}`, me)).statusCode).toBe(404);
    const malformed = await call('POST', '/api/friends/request/abc', me);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('잘못된 사용자 번호예요.');
  });

  it('answers 409 for a second request and for a request to a friend', async () => {
    const [me, other, friend] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${other.id}`, me);
    const again = await call('POST', `/api/friends/request/${other.id}`, me);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'friend_request_exists',
      message: '이미 친구 요청을 보냈어요.',
    });
    await buildFriendship(t.db, me, friend);
    const toFriend = await call('POST', `/api/friends/request/${friend.id}`, me);
    expect(toFriend.statusCode).toBe(409);
    expect(toFriend.json().error).toEqual({ code: 'already_friends', message: '이미 친구예요.' });
  });

  it('accepts instead when the other player already asked (decision 015): one friendship', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${me.id}`, other);
    const res = await call('POST', `/api/friends/request/${other.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FRIENDS);
    expect(await statusOf(other, me)).toEqual(FRIENDS);
    expect(await listOf(me, '/api/friends/my')).toEqual([other.id]);
    expect(await listOf(other, '/api/friends/my')).toEqual([me.id]);
    expect(await listOf(me, '/api/friends/my/received')).toEqual([]);
    expect(await listOf(other, '/api/friends/my/sent')).toEqual([]);
  });

  it('20 concurrent crossed requests end in exactly one friendship', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const [tokenA, tokenB] = [await t.authHeader(a), await t.authHeader(b)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/friends/request/${i % 2 === 0 ? b.id : a.id}`,
          headers: i % 2 === 0 ? tokenA : tokenB,
        }),
      ),
    );
    // One request, then its acceptance by the other side; every other call hears a 409.
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(18);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(await statusOf(a, b)).toEqual(FRIENDS);
    expect(await listOf(a, '/api/friends/my')).toEqual([b.id]);
    expect(await listOf(b, '/api/friends/my')).toEqual([a.id]);
  });

  it('20 concurrent requests in one direction end in exactly one request', async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    const headers = await t.authHeader(a);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/friends/request/${b.id}`, headers }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await listOf(b, '/api/friends/my/received')).toEqual([a.id]);
  });
});

describe('POST /api/friends/accept/{id}', () => {
  it('makes the two friends, and accepting again answers the same', async () => {
    const [me, requester] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${me.id}`, requester);
    const res = await call('POST', `/api/friends/accept/${requester.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FRIENDS);
    expect(await statusOf(requester, me)).toEqual(FRIENDS);
    expect((await call('POST', `/api/friends/accept/${requester.id}`, me)).json()).toEqual(FRIENDS);
  });

  it('answers 404 without a received request, also for accepting one’s own sent request', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    const none = await call('POST', `/api/friends/accept/${other.id}`, me);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({
      code: 'friend_request_not_found',
      message: '친구 요청이 취소되었거나 이미 처리되었어요.',
    });
    await call('POST', `/api/friends/request/${other.id}`, me);
    expect((await call('POST', `/api/friends/accept/${other.id}`, me)).statusCode).toBe(404);
    expect(await statusOf(me, other)).toEqual(SENT);
  });

  it('answers 404 once the requester withdrew', async () => {
    const [me, requester] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${me.id}`, requester);
    await call('DELETE', `/api/friends/cancel/${me.id}`, requester);
    expect((await call('POST', `/api/friends/accept/${requester.id}`, me)).statusCode).toBe(404);
  });
});

describe('POST /api/friends/reject/{id}', () => {
  it('removes the request on both sides; rejecting again answers 404', async () => {
    const [me, requester] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${me.id}`, requester);
    const res = await call('POST', `/api/friends/reject/${requester.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NONE);
    expect(await statusOf(requester, me)).toEqual(NONE);
    expect(await listOf(requester, '/api/friends/my/sent')).toEqual([]);
    expect((await call('POST', `/api/friends/reject/${requester.id}`, me)).statusCode).toBe(404);
    // The requester may ask again later.
    expect((await call('POST', `/api/friends/request/${me.id}`, requester)).statusCode).toBe(200);
  });

  it('cannot reject one’s own sent request (that is cancel)', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${other.id}`, me);
    expect((await call('POST', `/api/friends/reject/${other.id}`, me)).statusCode).toBe(404);
    expect(await statusOf(other, me)).toEqual(RECEIVED);
  });
});

describe('DELETE /api/friends/cancel/{id}', () => {
  it('withdraws my request; without one it answers 404', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${other.id}`, me);
    const res = await call('DELETE', `/api/friends/cancel/${other.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NONE);
    expect(await listOf(other, '/api/friends/my/received')).toEqual([]);
    expect((await call('DELETE', `/api/friends/cancel/${other.id}`, me)).json().error.code).toBe(
      'friend_request_not_found',
    );
  });

  it('cannot withdraw a request the other player sent me', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${me.id}`, other);
    expect((await call('DELETE', `/api/friends/cancel/${other.id}`, me)).statusCode).toBe(404);
    expect(await statusOf(me, other)).toEqual(RECEIVED);
  });
});

describe('DELETE /api/friends/{id}', () => {
  it('ends the friendship for both; not friends answers 404', async () => {
    const [me, friend] = [await buildUser(t.db), await buildUser(t.db)];
    await buildFriendship(t.db, friend, me);
    const res = await call('DELETE', `/api/friends/${friend.id}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NONE);
    expect(await statusOf(friend, me)).toEqual(NONE);
    expect(await listOf(friend, '/api/friends/my')).toEqual([]);
    const again = await call('DELETE', `/api/friends/${friend.id}`, me);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'not_friends', message: '친구가 아니에요.' });
  });

  it('does not end a pending request', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await call('POST', `/api/friends/request/${other.id}`, me);
    expect((await call('DELETE', `/api/friends/${other.id}`, me)).statusCode).toBe(404);
    expect(await statusOf(me, other)).toEqual(SENT);
  });
});

describe('GET /api/friends/status/{id}', () => {
  it('answers nothing between a player and themselves, 404 for an unknown player', async () => {
    const me = await buildUser(t.db);
    expect(await statusOf(me, me)).toEqual(NONE);
    expect((await call('GET', '/api/friends/status/987654321', me)).statusCode).toBe(404);
  });
});

describe('the lists', () => {
  it('answer the spec’s Friend shape with an absolute avatar URL', async () => {
    const me = await buildUser(t.db);
    const friend = await buildUser(t.db, { bio: '주말 탁구 환영', profilePictureKey: 'avatars/f.webp' });
    await buildFriendship(t.db, me, friend);
    const [row] = (await call('GET', '/api/friends/my', me)).json();
    expect(row).toEqual({
      id: friend.id,
      nickname: friend.nickname,
      username: friend.username,
      avatar: expect.stringMatching(/^https?:\/\/.+\/uploads\/avatars\/f/),
      intro: '주말 탁구 환영',
    });
  });

  it('list friends newest first, page by page through X-Next-Cursor, none twice', async () => {
    const me = await buildUser(t.db);
    const friends: number[] = [];
    for (let i = 0; i < 5; i++) {
      const friend = await buildUser(t.db);
      // Two share a time: the id breaks the tie.
      await buildFriendship(t.db, i % 2 ? me : friend, i % 2 ? friend : me, {
        at: new Date(Date.UTC(2025, 0, 1 + Math.min(i, 3))),
      });
      friends.push(friend.id);
    }
    const pending = await buildUser(t.db);
    await buildFriendship(t.db, pending, me, { accepted: false });
    const seen: number[] = [];
    let url: string | null = '/api/friends/my?size=2';
    while (url) {
      const res = await call('GET', url, me);
      expect(res.json().length).toBeLessThanOrEqual(2);
      seen.push(...res.json().map((row: { id: number }) => row.id));
      const cursor = res.headers['x-next-cursor'];
      url = cursor ? `/api/friends/my?size=2&cursor=${cursor}` : null;
    }
    const [f0, f1, f2, f3, f4] = friends;
    expect(seen).toEqual([Math.max(f3!, f4!), Math.min(f3!, f4!), f2, f1, f0]);
  });

  it('separate sent from received requests, newest first', async () => {
    const me = await buildUser(t.db);
    const [to1, to2, from1] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await buildFriendship(t.db, me, to1, { accepted: false, at: new Date('2025-01-01T00:00:00Z') });
    await buildFriendship(t.db, me, to2, { accepted: false, at: new Date('2025-01-02T00:00:00Z') });
    await buildFriendship(t.db, from1, me, { accepted: false });
    expect(await listOf(me, '/api/friends/my/sent')).toEqual([to2.id, to1.id]);
    expect(await listOf(me, '/api/friends/my/received')).toEqual([from1.id]);
    expect(await listOf(me, '/api/friends/my')).toEqual([]);
  });

  it('show someone else’s friends with userId; 404 for an unknown player', async () => {
    const [me, other, theirFriend] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await buildFriendship(t.db, other, theirFriend);
    expect(await listOf(me, `/api/friends/my?userId=${other.id}`)).toEqual([theirFriend.id]);
    expect(await listOf(me, '/api/friends/my?userId=0')).toEqual([]);
    expect((await call('GET', '/api/friends/my?userId=987654321', me)).statusCode).toBe(404);
  });

  it('leave out a friend whose account is gone', async () => {
    const me = await buildUser(t.db);
    const gone = await buildUser(t.db);
    await buildFriendship(t.db, me, gone);
    await call('POST', '/api/user/remove', gone);
    expect(await listOf(me, '/api/friends/my')).toEqual([]);
  });

  it('refuse a size over 100 and a forged cursor with 400', async () => {
    const me = await buildUser(t.db);
    expect((await call('GET', '/api/friends/my?size=101', me)).statusCode).toBe(400);
    expect((await call('GET', '/api/friends/my/sent?cursor=bm9wZQ', me)).statusCode).toBe(400);
  });
});

describe('notifications', () => {
  it('tell the other player of a request and the requester of its acceptance, nobody of the rest', async () => {
    const notifier = recordingNotifier();
    const { told } = notifier;
    const friends = createFriendsService({ db: t.db, notifier });
    const a = await buildUser(t.db, { nickname: '서연' });
    const b = await buildUser(t.db, { nickname: '도윤' });
    const actor = (user: UserRow) => ({
      userId: user.id,
      sessionId: 's',
      role: 'USER' as const,
      isGroupAccount: false,
    });
    await friends.requestFriend(actor(a), b.id);
    await friends.acceptFriend(actor(b), a.id);
    await friends.unfriend(actor(a), b.id);
    await friends.requestFriend(actor(a), b.id);
    await friends.rejectFriend(actor(b), a.id);
    expect(told).toEqual([
      [
        b.id,
        {
          type: 'FRIEND',
          title: '친구 요청',
          message: '서연님이 친구 요청을 보냈어요.',
          url: `/profile/${a.id}`,
          actorId: a.id,
        },
      ],
      [
        a.id,
        {
          type: 'FRIEND',
          title: '친구 수락',
          message: '도윤님이 친구 요청을 수락했어요.',
          url: `/profile/${b.id}`,
          actorId: b.id,
        },
      ],
      [b.id, expect.objectContaining({ title: '친구 요청' })],
    ]);
  });
});

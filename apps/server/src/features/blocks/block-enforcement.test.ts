import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { buildBlock, buildFriendship, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Decision 015's matrix: every feature that shows or acts on another player, seen from the player
 * who blocked (blocker) and from the one blocked. The blocked player never learns of the block —
 * the blocker looks absent (404) — while the blocker hears plainly that they blocked (403).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, as: Pick<UserRow, 'id'>) {
  return t.app.inject({ method, url, headers: await t.authHeader(as) });
}

/** A blocker and the player they blocked, with distinctive nicknames for search. */
async function blockedPair() {
  const tag = Math.random().toString(36).slice(2, 7);
  const blocker = await buildUser(t.db, { nickname: `막${tag}`, username: `bk${tag}` });
  const blocked = await buildUser(t.db, { nickname: `당${tag}`, username: `bd${tag}` });
  await buildBlock(t.db, blocker, blocked);
  return { blocker, blocked, tag };
}

describe('friends between a blocked pair', () => {
  it.each([
    ['POST', 'request'],
    ['POST', 'accept'],
  ] as const)(
    '%s /api/friends/%s: 403 for the blocker, 404 (as if absent) for the blocked',
    async (method, path) => {
      const { blocker, blocked } = await blockedPair();
      const byBlocker = await call(method, `/api/friends/${path}/${blocked.id}`, blocker);
      expect(byBlocker.statusCode).toBe(403);
      expect(byBlocker.json().error).toEqual({
        code: 'user_blocked',
        message: '차단한 사용자예요. 설정의 차단 관리에서 차단을 풀 수 있어요.',
      });
      const byBlocked = await call(method, `/api/friends/${path}/${blocker.id}`, blocked);
      expect(byBlocked.statusCode).toBe(404);
      expect(byBlocked.json().error.code).toBe('user_not_found');
    },
  );

  it('status: nothing for the blocker, 404 for the blocked', async () => {
    const { blocker, blocked } = await blockedPair();
    const byBlocker = await call('GET', `/api/friends/status/${blocked.id}`, blocker);
    expect(byBlocker.json()).toEqual({ sent: false, isFriend: false, received: false });
    expect((await call('GET', `/api/friends/status/${blocker.id}`, blocked)).statusCode).toBe(404);
  });

  it('their friend lists: 403 for the blocker, 404 for the blocked', async () => {
    const { blocker, blocked } = await blockedPair();
    expect((await call('GET', `/api/friends/my?userId=${blocked.id}`, blocker)).statusCode).toBe(403);
    expect((await call('GET', `/api/friends/my?userId=${blocker.id}`, blocked)).statusCode).toBe(404);
  });

  it('a third player’s friend list hides each from the other, not from anyone else', async () => {
    const { blocker, blocked } = await blockedPair();
    const mutual = await buildUser(t.db);
    const bystander = await buildUser(t.db);
    await buildFriendship(t.db, mutual, blocker);
    await buildFriendship(t.db, blocked, mutual);
    const ids = async (viewer: UserRow) =>
      (await call('GET', `/api/friends/my?userId=${mutual.id}`, viewer))
        .json()
        .map((row: { id: number }) => row.id)
        .sort();
    expect(await ids(blocker)).toEqual([blocker.id]);
    expect(await ids(blocked)).toEqual([blocked.id]);
    expect(await ids(bystander)).toEqual([blocker.id, blocked.id].sort());
    // The profile's count agrees with the list each viewer sees.
    const count = async (viewer: UserRow) =>
      (await call('GET', `/api/user-profile/${mutual.id}`, viewer)).json().stats.friends;
    expect(await count(blocker)).toBe(1);
    expect(await count(bystander)).toBe(2);
  });

  it('blocking ends the friendship and pending requests both ways; unblocking does not restore them', async () => {
    const [me, friend, asked, asker] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await buildFriendship(t.db, me, friend);
    await buildFriendship(t.db, me, asked, { accepted: false });
    await buildFriendship(t.db, asker, me, { accepted: false });
    for (const other of [friend, asked, asker]) {
      expect((await call('POST', `/api/block/${other.id}`, me)).statusCode).toBe(204);
    }
    expect((await call('GET', '/api/friends/my', me)).json()).toEqual([]);
    expect((await call('GET', '/api/friends/my/sent', me)).json()).toEqual([]);
    expect((await call('GET', '/api/friends/my/received', me)).json()).toEqual([]);
    expect((await call('GET', '/api/friends/my', friend)).json()).toEqual([]);
    expect((await call('GET', '/api/friends/my/received', asked)).json()).toEqual([]);
    expect((await call('GET', '/api/friends/my/sent', asker)).json()).toEqual([]);

    await call('DELETE', `/api/block/${friend.id}`, me);
    expect((await call('GET', `/api/friends/status/${friend.id}`, me)).json()).toEqual({
      sent: false,
      isFriend: false,
      received: false,
    });
    expect((await call('POST', `/api/friends/request/${friend.id}`, me)).statusCode).toBe(200);
  });

  it('being blocked also ends the friendship (whoever blocks)', async () => {
    const [me, friend] = [await buildUser(t.db), await buildUser(t.db)];
    await buildFriendship(t.db, me, friend);
    await call('POST', `/api/block/${me.id}`, friend);
    expect((await call('GET', '/api/friends/my', me)).json()).toEqual([]);
  });
});

describe('profiles between a blocked pair', () => {
  it('the blocked player gets 404 as for a missing player', async () => {
    const { blocker, blocked } = await blockedPair();
    const res = await call('GET', `/api/user-profile/${blocker.id}`, blocked);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'user_not_found', message: '사용자를 찾을 수 없어요.' });
  });

  it('the blocker sees the profile marked blockedByMe; others see it unmarked', async () => {
    const { blocker, blocked } = await blockedPair();
    const seen = await call('GET', `/api/user-profile/${blocked.id}`, blocker);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: blocked.id, nickname: blocked.nickname, blockedByMe: true });
    const bystander = await buildUser(t.db);
    expect((await call('GET', `/api/user-profile/${blocked.id}`, bystander)).json().blockedByMe).toBe(false);
    expect((await call('GET', '/api/user-profile/0', blocker)).json().blockedByMe).toBe(false);
  });
});

describe('search between a blocked pair', () => {
  it('neither finds the other; a bystander finds both', async () => {
    const { blocker, blocked, tag } = await blockedPair();
    const found = async (viewer: UserRow) =>
      (await call('GET', `/api/user-profile/search?keyword=${tag}`, viewer))
        .json()
        .map((row: { id: number }) => row.id)
        .sort();
    expect(await found(blocker)).toEqual([]);
    expect(await found(blocked)).toEqual([]);
    expect(await found(await buildUser(t.db))).toEqual([blocker.id, blocked.id].sort());
  });
});

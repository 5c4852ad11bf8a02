import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBlock, buildDeletedUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isBlockedBetween } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

describe('POST /api/block/{id}', () => {
  it('answers 401 without login', async () => {
    const res = await call('POST', '/api/block/1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('로그인이 필요해요.');
  });

  it('answers 400 for blocking oneself and for a malformed id', async () => {
    const me = await buildUser(t.db);
    const headers = await t.authHeader(me);
    const self = await call('POST', `/api/block/${me.id}`, headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'cannot_block_self',
      message: '자기 자신은 차단할 수 없어요.',
    });
    const malformed = await call('POST', '/api/block/-3', headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('잘못된 사용자 번호예요.');
  });

  it('answers 404 for an unknown or deleted player', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    expect((await call('POST', '/api/block/987654321', headers)).json().error.code).toBe('user_not_found');
    const gone = await buildDeletedUser(t.db);
    expect((await call('POST', `/api/block/${gone.id}`, headers)).statusCode).toBe(404);
  });

  it('blocks, idempotently', async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    const headers = await t.authHeader(me);
    expect((await call('POST', `/api/block/${other.id}`, headers)).statusCode).toBe(204);
    expect((await call('POST', `/api/block/${other.id}`, headers)).statusCode).toBe(204);
    const list = (await call('GET', '/api/block', headers)).json();
    expect(list).toHaveLength(1);
    expect(await isBlockedBetween(t.db, other.id, me.id)).toBe(true);
  });
});

describe('GET /api/block', () => {
  it('answers 401 without login', async () => {
    expect((await call('GET', '/api/block')).statusCode).toBe(401);
  });

  it('lists the players I blocked, newest first, with the username (never the e-mail) in `email`', async () => {
    const me = await buildUser(t.db);
    const older = await buildUser(t.db, { email: 'older@example.com' });
    const newer = await buildUser(t.db);
    const blockedMe = await buildUser(t.db);
    await buildBlock(t.db, me, older, new Date('2025-01-01T00:00:00Z'));
    await buildBlock(t.db, me, newer, new Date('2025-02-01T00:00:00Z'));
    await buildBlock(t.db, blockedMe, me);
    const res = await call('GET', '/api/block', await t.authHeader(me));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: newer.id,
        nickname: newer.nickname,
        username: newer.username,
        profileUrl: null,
        email: newer.username,
      },
      {
        id: older.id,
        nickname: older.nickname,
        username: older.username,
        profileUrl: null,
        email: older.username,
      },
    ]);
    expect(res.body).not.toContain('older@example.com');
  });
});

describe('GET /api/block paging', () => {
  it('answers at most `size` rows and the rest through X-Next-Cursor, newest first, none twice', async () => {
    const me = await buildUser(t.db);
    const blocked = [];
    for (let i = 0; i < 5; i++) {
      const other = await buildUser(t.db);
      // Two blocks share a timestamp: the id breaks the tie, so neither is skipped nor repeated.
      await buildBlock(t.db, me, other, new Date(Date.UTC(2025, 0, 1 + Math.min(i, 3))));
      blocked.push(other.id);
    }
    const headers = await t.authHeader(me);
    const seen: number[] = [];
    let url: string | null = '/api/block?size=2';
    while (url) {
      const res = await call('GET', url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeLessThanOrEqual(2);
      seen.push(...res.json().map((row: { id: number }) => row.id));
      const cursor = res.headers['x-next-cursor'];
      url = cursor ? `/api/block?size=2&cursor=${cursor}` : null;
    }
    expect(seen).toEqual([blocked[4], blocked[3], blocked[2], blocked[1], blocked[0]]);
  });

  it('refuses a size over 100 and a forged cursor with 400', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    expect((await call('GET', '/api/block?size=101', headers)).statusCode).toBe(400);
    const forged = await call('GET', '/api/block?cursor=bm90LWEtY3Vyc29y', headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(
      '목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
    );
  });
});

describe('DELETE /api/block/{id}', () => {
  it('answers 401 without login', async () => {
    expect((await call('DELETE', '/api/block/1')).statusCode).toBe(401);
  });

  it('unblocks, and answers 404 when there is no such block', async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    await buildBlock(t.db, me, other);
    await buildBlock(t.db, other, me);
    const headers = await t.authHeader(me);
    expect((await call('DELETE', `/api/block/${other.id}`, headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/block', headers)).json()).toEqual([]);
    const again = await call('DELETE', `/api/block/${other.id}`, headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'block_not_found', message: '차단한 사용자가 아니에요.' });
    // Their block of me is theirs to lift.
    expect(await isBlockedBetween(t.db, me.id, other.id)).toBe(true);
  });
});

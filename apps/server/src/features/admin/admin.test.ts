import { AdminStatsSchema, UserSearchResultsSchema } from '@hanpan/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../db/schema/index.ts';
import { buildAdmin, buildBlock, buildDeletedUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (user: { id: number } | null, url: string) =>
  t.app.inject({ url, headers: user ? await t.authHeader(user) : {} });

describe('every admin call', () => {
  it.each(['/api/admin/stats', '/api/admin/users', '/api/admin/users?keyword=민&size=5'])(
    '%s answers 401 without login and 403 for a player',
    async (url) => {
      expect((await get(null, url)).statusCode).toBe(401);
      const player = await get(await buildUser(t.db), url);
      expect(player.statusCode).toBe(403);
      expect(player.json().error).toEqual({ code: 'forbidden', message: '관리자 권한이 필요합니다.' });
    },
  );
});

describe('GET /api/admin/stats', () => {
  it('counts open reports and those open longer than the promised 24 hours', async () => {
    const admin = await buildAdmin(t.db);
    const before = AdminStatsSchema.parse((await get(admin, '/api/admin/stats')).json());
    const reporter = await buildUser(t.db);
    // Reports point at items of other features by (type, id); the counters do not look at them.
    const rows = await t.db
      .insert(reports)
      .values([
        { targetType: 'RULE', targetId: 1, reporterId: reporter.id, reason: '오래된 신고' },
        { targetType: 'RULE', targetId: 2, reporterId: reporter.id, reason: '방금 들어온 신고' },
        { targetType: 'GAME', targetId: 3, reporterId: reporter.id, reason: '23시간 된 신고' },
        {
          targetType: 'COMMENT',
          targetId: 4,
          reporterId: reporter.id,
          reason: '처리된 신고',
          status: 'RESOLVED',
          resolvedAt: new Date(),
        },
      ])
      .returning({ id: reports.id });
    await t.db
      .update(reports)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(reports.id, rows[0]!.id));
    await t.db
      .update(reports)
      .set({ createdAt: new Date(Date.now() - 23 * 3_600_000) })
      .where(inArray(reports.id, [rows[2]!.id, rows[3]!.id]));

    const res = await get(admin, '/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const after = AdminStatsSchema.parse(res.json());
    expect(after.reports).toEqual({ open: before.reports.open + 3, overdue: before.reports.overdue + 1 });
    expect(after.recentEditRequests.length).toBeLessThanOrEqual(5);
  });
});

describe('GET /api/admin/users', () => {
  it('finds players by nickname or username in any case, blocked or not, and never deleted accounts', async () => {
    const admin = await buildAdmin(t.db);
    const byNickname = await buildUser(t.db, { nickname: '탁구왕김철수' });
    const byUsername = await buildUser(t.db, { username: 'PINGpong77', nickname: '민지' });
    const blocked = await buildUser(t.db, { nickname: '탁구요정' });
    await buildBlock(t.db, admin, blocked);
    await buildDeletedUser(t.db);

    const found = async (keyword: string) =>
      UserSearchResultsSchema.parse(
        (await get(admin, `/api/admin/users?keyword=${encodeURIComponent(keyword)}`)).json(),
      );
    expect((await found('탁구')).map((user) => user.id)).toEqual([blocked.id, byNickname.id]);
    expect((await found('pingPONG')).map((user) => user.id)).toEqual([byUsername.id]);
    expect((await found('%')).map((user) => user.id)).toEqual([]);
    expect(await found('pingpong')).toEqual([
      { id: byUsername.id, nickname: '민지', username: 'PINGpong77', avatar: null, intro: null },
    ]);
  });

  it('lists everyone newest first with an empty keyword, page by page, with absolute avatar URLs', async () => {
    const admin = await buildAdmin(t.db);
    const newest = await buildUser(t.db, { bio: '안녕하세요', profilePictureKey: 'avatars/someone.webp' });
    const deleted = await buildDeletedUser(t.db);

    const first = await get(admin, '/api/admin/users?size=2');
    expect(first.statusCode).toBe(200);
    const firstPage = UserSearchResultsSchema.parse(first.json());
    expect(firstPage[0]).toMatchObject({ id: newest.id, intro: '안녕하세요' });
    expect(firstPage[0]!.avatar).toMatch(/^https?:\/\/.+avatars\/someone/);

    const seen = [...firstPage];
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    while (cursor) {
      const page = await get(admin, `/api/admin/users?size=2&cursor=${cursor}`);
      seen.push(...UserSearchResultsSchema.parse(page.json()));
      cursor = page.headers['x-next-cursor'] as string | undefined;
    }
    const ids = seen.map((user) => user.id);
    const everyone = await t.db.select({ id: users.id, deletedAt: users.deletedAt }).from(users);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(
      everyone
        .filter((user) => !user.deletedAt)
        .map((user) => user.id)
        .sort((a, b) => a - b),
    );
    expect(ids).not.toContain(deleted.id);
    expect(ids).toContain(admin.id);
  });

  it('answers 400 for a keyword over 50 characters and for a foreign cursor', async () => {
    const admin = await buildAdmin(t.db);
    expect((await get(admin, `/api/admin/users?keyword=${'가'.repeat(51)}`)).statusCode).toBe(400);
    expect((await get(admin, '/api/admin/users?cursor=bm9wZQ')).statusCode).toBe(400);
  });
});

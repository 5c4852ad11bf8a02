import { AdminReportListSchema, AdminReportSchema, type ReportTargetType } from '@hanpan/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/index.ts';
import { buildAdmin, buildUser } from '../../test/factories.ts';
import { failureOf } from '../../test/failure-of.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { ReportTargetKind, ReportTargets } from '../feature-deps.ts';
import {
  assertVisible,
  createReportTargets,
  hiddenTargetIds,
  viewerOf,
  visibleToViewer,
  type Viewer,
} from './index.ts';

/*
 * Reports knows no rules, games or comments: this file plays all three with a small table of its
 * own and fake kinds describing it, which win over any real kind a feature adds to the app.
 */
const probeItems = pgTable('report_probe_items', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  authorId: bigint('author_id', { mode: 'number' }),
  title: text('title').notNull(),
});

/** Probe items their kind calls invisible to everyone but their author (a private item). */
const privateProbeIds = new Set<number>();

const probeKind = (type: ReportTargetType): ReportTargetKind => ({
  type,
  async isVisibleTo(db, viewer, id) {
    const [row] = await db
      .select()
      .from(probeItems)
      .where(and(eq(probeItems.kind, type), eq(probeItems.id, id)));
    return row !== undefined && (!privateProbeIds.has(id) || row.authorId === viewer.userId);
  },
  async describe(db, ids) {
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(probeItems)
            .where(and(eq(probeItems.kind, type), inArray(probeItems.id, ids)));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          title: row.title,
          text: `${row.title}의 내용`,
          authorId: row.authorId,
          authorNickname: null,
          url: `/probe/${row.id}`,
        },
      ]),
    );
  },
});

/** The fake kinds win; a real kind for another type still registers. `fakes` may be edited by a test. */
const fakes = new Map<ReportTargetType, ReportTargetKind>(
  (['RULE', 'GAME', 'COMMENT'] as const).map((type) => [type, probeKind(type)]),
);
function fakeReportTargets(): ReportTargets {
  const real = createReportTargets();
  return {
    addKind: (kind) => void (fakes.has(kind.type) || real.addKind(kind)),
    kindOf: (type) => fakes.get(type) ?? real.kindOf(type),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { reportTargets: fakeReportTargets() });
  await t.db.execute(sql`
    create table report_probe_items (
      id bigint generated always as identity primary key,
      kind text not null,
      author_id bigint,
      title text not null)`);
});
afterAll(() => t.close());

type User = { id: number };

async function buildItem(type: ReportTargetType, author: User | null, title = '탁구 한판 규칙') {
  const [row] = await t.db
    .insert(probeItems)
    .values({ kind: type, authorId: author?.id ?? null, title })
    .returning();
  return row!;
}

const report = async (user: User | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload,
    headers: user ? await t.authHeader(user) : {},
  });
const adminCall = async (
  user: User | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? await t.authHeader(user) : {},
    ...(payload ? { payload } : {}),
  });
const resolve = (admin: User, reportId: number, payload: object) =>
  adminCall(admin, 'POST', `/api/admin/reports/${reportId}/resolve`, payload);

/** Every page of the queue (size 2, following X-Next-Cursor). */
async function wholeQueue(admin: User, status: string) {
  const all = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const res = await adminCall(
      admin,
      'GET',
      `/api/admin/reports?status=${status}&size=2${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const items = AdminReportListSchema.parse(res.json());
    expect(items.length).toBeLessThanOrEqual(2);
    all.push(...items);
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) return all;
  }
  throw new Error('the queue never ended');
}

const reason = '규칙 설명에 욕설이 들어 있어요.';

describe('POST /api/reports', () => {
  it('answers 401 without login', async () => {
    const item = await buildItem('RULE', await buildUser(t.db));
    expect((await report(null, { targetId: item.id, targetType: 'RULE', reason })).statusCode).toBe(401);
  });

  it('stores the report and answers 201 with its id', async () => {
    const author = await buildUser(t.db);
    const reporter = await buildUser(t.db);
    const item = await buildItem('RULE', author);
    const res = await report(reporter, { targetId: item.id, targetType: 'RULE', reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(typeof id).toBe('number');
    const queue = await wholeQueue(await buildAdmin(t.db), 'OPEN');
    expect(queue.find((entry) => entry.id === id)).toEqual({
      id,
      targetType: 'RULE',
      targetId: item.id,
      reason,
      status: 'OPEN',
      reporterId: reporter.id,
      reporterNickname: reporter.nickname,
      createdAt: expect.any(String),
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
      targetHidden: false,
      openReportsOnTarget: 1,
      preview: {
        title: item.title,
        text: `${item.title}의 내용`,
        authorId: author.id,
        authorNickname: null,
        url: `/probe/${item.id}`,
      },
    });
  });

  it.each([
    ['RULE', 'rule_already_reported', '이미 신고한 규칙이에요'],
    ['GAME', 'game_already_reported', '신고 접수가 완료된 경기입니다.'],
    ['COMMENT', 'comment_already_reported', '이미 신고한 댓글이에요.'],
  ] as const)(
    'answers 409 for a second report of the same %s, in its own words',
    async (type, code, message) => {
      const item = await buildItem(type, await buildUser(t.db));
      const reporter = await buildUser(t.db);
      const body = { targetId: item.id, targetType: type, reason };
      expect((await report(reporter, body)).statusCode).toBe(201);
      const again = await report(reporter, { ...body, reason: '다른 이유로 한 번 더 신고해요.' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code, message });
      // Someone else may still report it.
      expect((await report(await buildUser(t.db), body)).statusCode).toBe(201);
    },
  );

  it('accepts one of two identical reports sent at the same moment and answers 409 to the other', async () => {
    const item = await buildItem('GAME', await buildUser(t.db));
    const reporter = await buildUser(t.db);
    const headers = await t.authHeader(reporter);
    const body = { targetId: item.id, targetType: 'GAME', reason };
    const results = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/reports', payload: body, headers })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().error.code).toBe('game_already_reported');
    const stored = await t.db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.targetType, 'GAME'), eq(reports.targetId, item.id)));
    expect(stored).toHaveLength(1);
  });

  it.each([
    [{ reason: '   ' }, '신고 사유를 입력해 주세요.'],
    [{ reason: '' }, '신고 사유를 입력해 주세요.'],
    [{ reason: undefined }, '신고 사유를 입력해 주세요.'],
    [{ reason: '가'.repeat(101) }, '신고 사유는 100자까지 쓸 수 있어요.'],
    [{ targetType: 'USER' }, '신고할 대상을 확인해 주세요.'],
    [{ targetId: -1 }, '신고할 대상을 확인해 주세요.'],
  ])('answers 400 for %j with its Korean message', async (change, message) => {
    const item = await buildItem('RULE', await buildUser(t.db));
    const res = await report(await buildUser(t.db), {
      targetId: item.id,
      targetType: 'RULE',
      reason,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message });
  });

  it('accepts a reason of exactly 100 characters (counted as people count them)', async () => {
    const item = await buildItem('RULE', await buildUser(t.db));
    const res = await report(await buildUser(t.db), {
      targetId: item.id,
      targetType: 'RULE',
      reason: '👍'.repeat(100),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an item that does not exist, is of another kind, or whose kind nobody registered', async () => {
    const reporter = await buildUser(t.db);
    const notFound = { code: 'report_target_not_found', message: '신고할 항목을 찾을 수 없어요.' };
    const missing = await report(reporter, { targetId: 987654321, targetType: 'RULE', reason });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual(notFound);
    const game = await buildItem('GAME', await buildUser(t.db));
    expect(
      (await report(reporter, { targetId: game.id, targetType: 'COMMENT', reason })).json().error,
    ).toEqual(notFound);
    const comments = fakes.get('COMMENT')!;
    fakes.delete('COMMENT');
    try {
      const comment = await buildItem('COMMENT', await buildUser(t.db));
      const unregistered = await report(reporter, { targetId: comment.id, targetType: 'COMMENT', reason });
      expect(unregistered.statusCode).toBe(404);
      expect(unregistered.json().error).toEqual(notFound);
    } finally {
      fakes.set('COMMENT', comments);
    }
  });

  it("answers the missing id's 404 for an item its kind says the reporter cannot see, and stores nothing", async () => {
    const author = await buildUser(t.db);
    const reporter = await buildUser(t.db);
    const item = await buildItem('GAME', author);
    privateProbeIds.add(item.id);
    const res = await report(reporter, { targetId: item.id, targetType: 'GAME', reason });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'report_target_not_found',
      message: '신고할 항목을 찾을 수 없어요.',
    });
    const stored = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetType, 'GAME'), eq(reports.targetId, item.id)));
    expect(stored).toEqual([]);
  });

  it('answers 400 for reporting my own item', async () => {
    const me = await buildUser(t.db);
    const item = await buildItem('COMMENT', me);
    const res = await report(me, { targetId: item.id, targetType: 'COMMENT', reason });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'cannot_report_own',
      message: '내가 쓴 글은 신고할 수 없어요.',
    });
  });
});

describe('admin calls', () => {
  it.each([
    ['GET', '/api/admin/reports', undefined],
    ['GET', '/api/admin/reports?status=RESOLVED', undefined],
    ['POST', '/api/admin/reports/1/resolve', { note: '확인했어요.', hideTarget: true }],
    ['POST', '/api/admin/reports/1/resolve', {}],
    ['DELETE', '/api/admin/hidden/RULE/1', undefined],
  ] as const)('%s %s answers 401 without login and 403 for a player', async (method, url, payload) => {
    const anonymous = await adminCall(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    const player = await adminCall(await buildUser(t.db), method, url, payload);
    expect(player.statusCode).toBe(403);
    expect(player.json().error).toEqual({ code: 'forbidden', message: '관리자 권한이 필요합니다.' });
  });
});

describe('GET /api/admin/reports', () => {
  it('lists open reports oldest first and resolved ones newest decision first, page by page', async () => {
    const admin = await buildAdmin(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const item = await buildItem('RULE', await buildUser(t.db));
      ids.push(
        (await report(await buildUser(t.db), { targetId: item.id, targetType: 'RULE', reason })).json().id,
      );
    }
    // The second one came in first: it leads the queue.
    await t.db
      .update(reports)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(reports.id, ids[1]!));
    const open = (await wholeQueue(admin, 'OPEN')).map((entry) => entry.id).filter((id) => ids.includes(id));
    expect(open).toEqual([ids[1], ids[0], ids[2]]);
    // Anything but RESOLVED is the open queue.
    const fallback = (await adminCall(admin, 'GET', '/api/admin/reports?status=nonsense&size=100')).json();
    expect(fallback.every((entry: { status: string }) => entry.status === 'OPEN')).toBe(true);

    for (const id of [ids[2]!, ids[0]!])
      expect((await resolve(admin, id, { note: '문제없어요.' })).statusCode).toBe(200);
    const resolved = (await wholeQueue(admin, 'RESOLVED'))
      .map((entry) => entry.id)
      .filter((id) => ids.includes(id));
    expect(resolved).toEqual([ids[0], ids[2]]);
  });

  it('answers 400 for a cursor it did not hand out and for a size out of range', async () => {
    const admin = await buildAdmin(t.db);
    expect((await adminCall(admin, 'GET', '/api/admin/reports?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await adminCall(admin, 'GET', '/api/admin/reports?size=101')).statusCode).toBe(400);
  });

  it('shows a deleted reporter as 탈퇴한 사용자 and keeps the report for the staff', async () => {
    const reporter = await buildUser(t.db);
    const item = await buildItem('RULE', await buildUser(t.db));
    const { id } = (await report(reporter, { targetId: item.id, targetType: 'RULE', reason })).json();
    await t.app.inject({ method: 'POST', url: '/api/user/remove', headers: await t.authHeader(reporter) });
    const entry = (await wholeQueue(await buildAdmin(t.db), 'OPEN')).find((row) => row.id === id);
    expect(entry).toMatchObject({ reporterId: null, reporterNickname: '탈퇴한 사용자', reason });
  });

  it('shows no preview once the reported item is gone', async () => {
    const item = await buildItem('GAME', await buildUser(t.db));
    const { id } = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'GAME', reason })
    ).json();
    await t.db.delete(probeItems).where(eq(probeItems.id, item.id));
    const entry = (await wholeQueue(await buildAdmin(t.db), 'OPEN')).find((row) => row.id === id);
    expect(entry?.preview).toBeNull();
  });
});

describe('POST /api/admin/reports/{reportId}/resolve', () => {
  it('closes every open report on the same target with one decision, and only those', async () => {
    const admin = await buildAdmin(t.db, { nickname: '운영자' });
    const item = await buildItem('RULE', await buildUser(t.db));
    const other = await buildItem('RULE', await buildUser(t.db));
    const first = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'RULE', reason })
    ).json().id;
    const second = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'RULE', reason })
    ).json().id;
    const elsewhere = (
      await report(await buildUser(t.db), { targetId: other.id, targetType: 'RULE', reason })
    ).json().id;
    const before = (await wholeQueue(admin, 'OPEN')).find((entry) => entry.id === first);
    expect(before?.openReportsOnTarget).toBe(2);

    const res = await resolve(admin, first, { note: '  욕설이 아니라 사투리예요.  ' });
    expect(res.statusCode).toBe(200);
    expect(AdminReportSchema.parse(res.json())).toMatchObject({
      id: first,
      status: 'RESOLVED',
      resolvedBy: '운영자',
      resolutionNote: '욕설이 아니라 사투리예요.',
      resolvedAt: expect.any(String),
      targetHidden: false,
      openReportsOnTarget: 0,
    });
    const resolved = await wholeQueue(admin, 'RESOLVED');
    expect(resolved.find((entry) => entry.id === second)).toMatchObject({
      status: 'RESOLVED',
      resolvedBy: '운영자',
      resolutionNote: '욕설이 아니라 사투리예요.',
    });
    expect((await wholeQueue(admin, 'OPEN')).find((entry) => entry.id === elsewhere)?.status).toBe('OPEN');

    for (const id of [first, second]) {
      const again = await resolve(admin, id, { note: '다시 처리해요.' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'report_already_resolved',
        message: '이미 처리된 신고예요.',
      });
    }
  });

  it('answers 404 for an unknown report and 400 without a note', async () => {
    const admin = await buildAdmin(t.db);
    const missing = await resolve(admin, 987654321, { note: '확인했어요.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('report_not_found');
    const blank = await resolve(admin, 1, { note: '   ', hideTarget: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('처리 메모를 입력해 주세요.');
  });

  it('lets exactly one of two admins deciding on the same target at once go through', async () => {
    const [admin1, admin2] = [await buildAdmin(t.db), await buildAdmin(t.db)];
    const item = await buildItem('COMMENT', await buildUser(t.db));
    const a = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'COMMENT', reason })
    ).json().id;
    const b = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'COMMENT', reason })
    ).json().id;
    const results = await Promise.all([
      resolve(admin1, a, { note: '숨겨요.', hideTarget: true }),
      resolve(admin2, b, { note: '그대로 둬요.' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('hiding an item (the one visibility filter)', () => {
  const visibleIds = async (viewer: Viewer | null, ids: number[]) =>
    (
      await t.db
        .select({ id: probeItems.id })
        .from(probeItems)
        .where(
          and(
            inArray(probeItems.id, ids),
            visibleToViewer('RULE', probeItems.id, probeItems.authorId, viewer),
          ),
        )
        .orderBy(asc(probeItems.id))
    ).map((row) => row.id);

  it('takes a hidden item out of lists for everyone but its author and admins, until staff undo it', async () => {
    const author = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const admin = await buildAdmin(t.db);
    const hidden = await buildItem('RULE', author, '숨길 규칙');
    const kept = await buildItem('RULE', author, '남는 규칙');
    const ownerless = await buildItem('RULE', null, '작성자 없는 규칙');
    const ids = [hidden.id, kept.id, ownerless.id];
    const asStranger = viewerOf({ userId: stranger.id, role: 'USER' });
    const asAuthor = viewerOf({ userId: author.id, role: 'USER' });
    const asAdmin = viewerOf({ userId: admin.id, role: 'ADMIN' });

    const { id } = (await report(stranger, { targetId: hidden.id, targetType: 'RULE', reason })).json();
    const res = await resolve(admin, id, { note: '욕설이 있어 숨겨요.', hideTarget: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ targetHidden: true, status: 'RESOLVED' });
    await t.db.insert(probeItems).values({ kind: 'GAME', title: '같은 번호의 다른 종류' });

    expect(await visibleIds(asStranger, ids)).toEqual([kept.id, ownerless.id]);
    expect(await visibleIds(null, ids)).toEqual([kept.id, ownerless.id]);
    expect(await visibleIds(asAuthor, ids)).toEqual(ids);
    expect(await visibleIds(asAdmin, ids)).toEqual(ids);
    // Another kind with the same id is not hidden by it.
    expect(
      await t.db
        .select({ id: probeItems.id })
        .from(probeItems)
        .where(and(eq(probeItems.id, hidden.id), visibleToViewer('GAME', probeItems.id, null, asStranger))),
    ).toHaveLength(1);

    expect(await hiddenTargetIds(t.db, 'RULE', ids)).toEqual(new Set([hidden.id]));
    expect(await hiddenTargetIds(t.db, 'GAME', ids)).toEqual(new Set());
    const refused = await failureOf(() => assertVisible(t.db, 'RULE', hidden.id, author.id, asStranger));
    expect(refused).toMatchObject({
      code: 'content_hidden',
      status: 404,
      message: '관리자가 숨긴 항목이에요.',
    });
    await expect(assertVisible(t.db, 'RULE', hidden.id, author.id, null)).rejects.toMatchObject({
      code: 'content_hidden',
    });
    await assertVisible(t.db, 'RULE', hidden.id, author.id, asAuthor);
    await assertVisible(t.db, 'RULE', hidden.id, author.id, asAdmin);
    await assertVisible(t.db, 'RULE', kept.id, author.id, asStranger);

    // A second decision on the same item hides it idempotently.
    const later = (
      await report(await buildUser(t.db), { targetId: hidden.id, targetType: 'RULE', reason })
    ).json().id;
    expect(
      (await resolve(admin, later, { note: '계속 숨겨요.', hideTarget: true })).json().targetHidden,
    ).toBe(true);

    const undo = await adminCall(admin, 'DELETE', `/api/admin/hidden/RULE/${hidden.id}`);
    expect(undo.statusCode).toBe(204);
    expect(await visibleIds(asStranger, ids)).toEqual(ids);
    await assertVisible(t.db, 'RULE', hidden.id, author.id, asStranger);
    const entry = (await wholeQueue(admin, 'RESOLVED')).find((row) => row.id === id);
    expect(entry?.targetHidden).toBe(false);
    expect((await adminCall(admin, 'DELETE', `/api/admin/hidden/RULE/${hidden.id}`)).statusCode).toBe(204);
    expect((await adminCall(admin, 'DELETE', '/api/admin/hidden/USER/1')).statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  it('keeps the decisions of an admin who left, shown as 탈퇴한 사용자', async () => {
    const admin = await buildAdmin(t.db);
    const item = await buildItem('RULE', await buildUser(t.db));
    const { id } = (
      await report(await buildUser(t.db), { targetId: item.id, targetType: 'RULE', reason })
    ).json();
    await resolve(admin, id, { note: '숨겨요.', hideTarget: true });
    await t.app.inject({ method: 'POST', url: '/api/user/remove', headers: await t.authHeader(admin) });
    const entry = (await wholeQueue(await buildAdmin(t.db), 'RESOLVED')).find((row) => row.id === id);
    expect(entry).toMatchObject({
      resolvedBy: '탈퇴한 사용자',
      targetHidden: true,
      resolutionNote: '숨겨요.',
    });
  });
});

import { RuleListSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenItems, ruleEditRequests } from '../../db/schema/index.ts';
import { buildAdmin, buildDeletedUser, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// GET /api/rules/list: sorts, category filters, search (초성 too) and keyset paging. Each test
// keeps to a minor category or a search word of its own, since they share one database.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeader(await buildUser(t.db));
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/rules/list?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rules: RuleListSchema.parse(res.json()),
    next: res.headers['x-next-cursor'] as string | undefined,
  };
}
const ids = (rules: Array<{ id: number }>) => rules.map((rule) => rule.id);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

/** Every page of a list, following X-Next-Cursor. */
async function allPages(params: Record<string, string>) {
  const seen: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await list(q({ ...params, ...(cursor ? { cursor } : {}) }));
    expect(page.rules.length).toBeLessThanOrEqual(Number(params.size ?? 30));
    seen.push(...ids(page.rules));
    cursor = page.next;
    pages++;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('sorting', () => {
  it('lists the newest first by default (recent), the id breaking ties', async () => {
    const minor = '클라이밍';
    const old = await buildRule(t.db, null, { minorCategory: minor, createdAt: day(1) });
    const tiedA = await buildRule(t.db, null, { minorCategory: minor, createdAt: day(2) });
    const tiedB = await buildRule(t.db, null, { minorCategory: minor, createdAt: day(2) });
    const newest = await buildRule(t.db, null, { minorCategory: minor, createdAt: day(3) });
    const expected = [newest.id, tiedB.id, tiedA.id, old.id];
    expect(ids((await list(q({ minor }))).rules)).toEqual(expected);
    expect(ids((await list(q({ minor, sort: 'recent' }))).rules)).toEqual(expected);
    // Any other sort name (the older clients send 'latest') reads as recent.
    expect(ids((await list(q({ minor, sort: 'latest' }))).rules)).toEqual(expected);
  });

  it('sorts popular by play count, then average rating, then newest id', async () => {
    const minor = '라크로스';
    const build = (playCount: number, ratingSum: number, ratingCount: number) =>
      buildRule(t.db, null, { minorCategory: minor, playCount, ratingSum, ratingCount });
    const fewPlays = await build(1, 5, 1);
    const manyPlaysLowRating = await build(20, 4, 2); // 2.0
    const manyPlaysHighRating = await build(20, 9, 2); // 4.5
    const unrated = await build(20, 0, 0); // 0
    const sameAsHigh = await build(20, 9, 2);
    const { rules } = await list(q({ minor, sort: 'popular' }));
    expect(ids(rules)).toEqual([
      sameAsHigh.id,
      manyPlaysHighRating.id,
      manyPlaysLowRating.id,
      unrated.id,
      fewPlays.id,
    ]);
    expect(rules[0]).toMatchObject({ playCount: 20, averageRating: 4.5, ratingCount: 2 });
  });
});

describe('filters', () => {
  it('filters by major and by minor', async () => {
    const brain = await buildRule(t.db, null, { majorCategory: '두뇌', minorCategory: '암기력' });
    const body = await buildRule(t.db, null, { majorCategory: '신체', minorCategory: '유연성' });
    const brainIds = ids((await list(q({ major: '두뇌', size: '100' }))).rules);
    expect(brainIds).toContain(brain.id);
    expect(brainIds).not.toContain(body.id);
    expect(ids((await list(q({ major: '신체', minor: '유연성' }))).rules)).toEqual([body.id]);
    // An empty filter is no filter (clients send major= for "all").
    expect(ids((await list(q({ major: '', minor: '', size: '100' }))).rules)).toEqual(
      expect.arrayContaining([brain.id, body.id]),
    );
  });
});

describe('search', () => {
  it('finds a keyword in the title or the goal, case-insensitively', async () => {
    const inTitle = await buildRule(t.db, null, { title: '주말 Pingpong 리그', goal: '그냥 즐겨요.' });
    const inGoal = await buildRule(t.db, null, { title: '동네 한판', goal: '누가 PINGPONG 왕인지 가려요.' });
    const neither = await buildRule(t.db, null, { title: '동네 두판', goal: '아무 말 없어요.' });
    const found = ids((await list(q({ search: 'pingpong' }))).rules);
    expect(found).toEqual(expect.arrayContaining([inTitle.id, inGoal.id]));
    expect(found).not.toContain(neither.id);
  });

  it('takes % and _ literally', async () => {
    const percent = await buildRule(t.db, null, { title: '승률 100% 도전' });
    const plain = await buildRule(t.db, null, { title: '승률 1000 도전' });
    const found = ids((await list(q({ search: '100%' }))).rules);
    expect(found).toContain(percent.id);
    expect(found).not.toContain(plain.id);
    expect(ids((await list(q({ search: '_' }))).rules)).not.toContain(plain.id);
  });

  it("finds 탁구 by its 초성 'ㅌㄱ' (spaces ignored), in the title or the goal", async () => {
    const title = await buildRule(t.db, null, { title: '점심시간 탁구', goal: '빨리 끝내요.' });
    const goal = await buildRule(t.db, null, { title: '점심 대결', goal: '사무실 탁구대에서 해요.' });
    const other = await buildRule(t.db, null, { title: '점심 축구', goal: '운동장에서 해요.' });
    for (const keyword of ['ㅌㄱ', ' ㅌ ㄱ ']) {
      const found = ids((await list(q({ search: keyword, size: '100' }))).rules);
      expect(found).toEqual(expect.arrayContaining([title.id, goal.id]));
      expect(found).not.toContain(other.id);
    }
    // Across words of the title ('점심시간 탁구' → ㅈㅅㅅㄱㅌㄱ), but never from title into goal.
    expect(ids((await list(q({ search: 'ㅅㄱㅌㄱ' }))).rules)).toContain(title.id);
    expect(ids((await list(q({ search: 'ㄱㅃㄹ' }))).rules)).not.toContain(title.id);
  });

  it('answers an empty list when nothing matches, and ignores a blank keyword', async () => {
    expect((await list(q({ search: '이런규칙은없어요' }))).rules).toEqual([]);
    expect((await list(q({ search: '   ' }))).rules.length).toBeGreaterThan(0);
  });

  it('answers 400 for a keyword over 50 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rules/list?${q({ search: '가'.repeat(51) })}`,
      headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('paging', () => {
  it('pages the recent list through X-Next-Cursor, none twice, none skipped', async () => {
    const minor = '펜싱';
    const built = [];
    for (let n = 1; n <= 5; n++) {
      built.push(await buildRule(t.db, null, { minorCategory: minor, createdAt: day(Math.min(n, 3)) }));
    }
    const { seen, pages } = await allPages({ minor, size: '2' });
    expect(pages).toBe(3);
    expect(seen).toEqual([built[4]!.id, built[3]!.id, built[2]!.id, built[1]!.id, built[0]!.id]);
  });

  it('pages the popular list, ties on plays and rating included', async () => {
    const minor = '유도';
    const built = [];
    for (const [plays, sum, count] of [
      [3, 10, 2],
      [3, 10, 2],
      [3, 0, 0],
      [9, 4, 1],
      [0, 0, 0],
    ] as const) {
      built.push(
        await buildRule(t.db, null, {
          minorCategory: minor,
          playCount: plays,
          ratingSum: sum,
          ratingCount: count,
        }),
      );
    }
    const { seen } = await allPages({ minor, sort: 'popular', size: '2' });
    expect(seen).toEqual([built[3]!.id, built[1]!.id, built[0]!.id, built[2]!.id, built[4]!.id]);
  });

  it('answers 400 for a forged cursor, or a cursor of the other sort', async () => {
    await buildRule(t.db, null, { minorCategory: '검도' });
    await buildRule(t.db, null, { minorCategory: '검도' });
    const { next } = await list(q({ minor: '검도', size: '1' }));
    expect(next).toBeTruthy();
    for (const url of [
      `/api/rules/list?minor=${encodeURIComponent('검도')}&sort=popular&cursor=${next}`,
      '/api/rules/list?cursor=bm90LWEtY3Vyc29y',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.');
    }
  });

  it('refuses a size over 100', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rules/list?size=101', headers });
    expect(res.statusCode).toBe(400);
  });
});

describe("the page's bytes", () => {
  // The list is written as JSON text by its statement (rules.queries.ts, ruleJsonHead/Tail), the
  // detail by presentRule and zod: a page must be the detail answers of its rules, byte for byte.
  it('are the detail answers joined, for tricky text, numbers, authors, requests and hidden rules', async () => {
    const minor = '세팍타크로';
    const viewer = await buildUser(t.db);
    const admin = await buildAdmin(t.db);
    const pictured = await buildUser(t.db, {
      profilePictureKey: 'avatars/9/0123456789abcdef0123456789abcdef-640.webp',
    });
    const gone = await buildDeletedUser(t.db);
    const noNickname = await buildUser(t.db, { nickname: null });
    const own = await buildRule(t.db, viewer, {
      minorCategory: minor,
      title: 'Quote "q" \\ back',
      goal: '첫 줄\u3000 \n  둘째\t줄\n\n셋째 \u00a0',
      scoreDefinition: '점수\n"정의" </script>',
      extraInfo: '이모지 😀 \u2028끝',
      winBy: 'TIME_LIMIT',
      pointsToWin: -1,
      setsToWin: 1,
      durationSeconds: 600,
      ratingSum: 33, // 4.125: JavaScript rounds the half up (4.13), PostgreSQL's round() to even
      ratingCount: 8,
      playCount: 3,
      lastPlayedAt: new Date('2026-01-01T00:00:00.999Z'),
    });
    const ownHidden = await buildRule(t.db, viewer, { minorCategory: minor, ratingSum: 2, ratingCount: 3 });
    const rows = [
      own,
      ownHidden,
      await buildRule(t.db, pictured, {
        minorCategory: minor,
        goal: '\u2028\ufeff목표\u2029\n\u2003끝 ',
        ratingSum: 7,
        ratingCount: 2,
      }),
      await buildRule(t.db, gone, { minorCategory: minor, goal: 'a\r\nb' }),
      await buildRule(t.db, noNickname, { minorCategory: minor }),
      await buildRule(t.db, null, { minorCategory: minor, playCount: 9 }),
    ];
    const content = ({ id: _id, ...rest }: typeof own) => ({
      title: rest.title,
      majorCategory: rest.majorCategory,
      minorCategory: rest.minorCategory,
      goal: rest.goal,
      scoreDefinition: rest.scoreDefinition,
      preparation: rest.preparation,
      playOrder: rest.playOrder,
      decision: rest.decision,
      foul: rest.foul,
      extraInfo: rest.extraInfo,
      winBy: rest.winBy,
      pointsToWin: rest.pointsToWin,
      setsToWin: rest.setsToWin,
      durationSeconds: rest.durationSeconds,
    });
    await t.db.insert(ruleEditRequests).values([
      { ruleId: own.id, baseVersion: 1, ...content(own), requestedById: viewer.id, status: 'PENDING' },
      {
        ruleId: own.id,
        baseVersion: 1,
        ...content(own),
        requestedById: viewer.id,
        status: 'REJECTED',
        rejectionReason: '"다시" 써 주세요\n',
        createdAt: new Date(Date.now() + 1000),
      },
    ]);
    await t.db.insert(hiddenItems).values({ targetType: 'RULE', targetId: ownHidden.id });

    for (const user of [viewer, admin, pictured]) {
      const asUser = await t.authHeader(user);
      for (const sort of ['recent', 'popular']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/rules/list?${q({ minor, sort })}`,
          headers: asUser,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const page = RuleListSchema.parse(res.json());
        expect(page.length).toBe(user.id === pictured.id ? rows.length - 1 : rows.length);
        const details = [];
        for (const rule of page) {
          const detail = await t.app.inject({ method: 'GET', url: `/api/rules/${rule.id}`, headers: asUser });
          details.push(detail.body);
        }
        expect(res.body).toBe(`[${details.join(',')}]`);
      }
    }
  });
});

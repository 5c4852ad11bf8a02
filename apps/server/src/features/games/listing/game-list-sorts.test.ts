import { GameListSchema, NEXT_CURSOR_HEADER, REGIONS } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow, RuleRow, UserRow } from '../../../db/schema/index.ts';
import { buildBlock, buildGame, buildRule, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  rule = await buildRule(t.db, await buildUser(t.db));
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function player(overrides: Partial<UserRow> = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: await t.authHeader(user) };
}

async function page(headers: Headers, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/games/list${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: GameListSchema.parse(res.json()).map((game) => game.id),
    next: res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined,
  };
}

/** Every page of a list, `size` at a time, following X-Next-Cursor. */
async function walk(headers: Headers, query: string, size: number) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages += 1) {
    const result = await page(headers, `${query}&size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...result.ids);
    cursor = result.next;
    if (!cursor) return ids;
  }
  throw new Error('more than 50 pages');
}

const place = (road: string, region: string) => ({
  placeRoad: road,
  province: region.split(' ')[0]!,
  region,
});

describe('GET /api/games/list sorts', () => {
  // One owner's games, created oldest first; the viewer lives in 서울 강남구.
  let owner: Awaited<ReturnType<typeof player>>;
  let viewer: Awaited<ReturnType<typeof player>>;
  const made: Record<string, GameRow> = {};
  let ours: Set<number>;

  beforeAll(async () => {
    owner = await player();
    viewer = await player({ region: '서울 강남구' });
    const at = (minutes: number) => new Date(Date.UTC(2099, 0, 1, 0, minutes));
    const specs: [string, Partial<GameRow>][] = [
      ['busan', { ...place('부산 해운대구 우동 1', '부산 해운대구'), matchDate: at(30) }],
      ['seocho', { ...place('서울 서초구 서초대로 1', '서울 서초구'), matchDate: null }],
      ['undecided', { placeRoad: null, placeDetail: '협의 가능', matchDate: at(10) }],
      ['gangnamOld', { ...place('서울 강남구 테헤란로 1', '서울 강남구'), matchDate: at(20) }],
      ['gangnamNew', { ...place('서울 강남구 역삼로 1', '서울 강남구'), matchDate: at(20) }],
      ['jeju', { ...place('제주 제주시 연동 1', '제주 제주시'), matchDate: null }],
      ['suwon', { ...place('경기 수원시 팔달구 1', '경기 수원시'), matchDate: at(5) }],
    ];
    let createdAt = Date.UTC(2030, 0, 1);
    for (const [name, overrides] of specs) {
      createdAt += 60_000;
      made[name] = await buildGame(t.db, owner.user, rule, { createdAt: new Date(createdAt), ...overrides });
    }
    ours = new Set(Object.values(made).map((game) => game.id));
  });

  const mine = (ids: number[]) => ids.filter((id) => ours.has(id));
  const named = (...names: string[]) => names.map((name) => made[name]!.id);

  it('nearest: by district centre from the viewer’s region, same district newest first, no place last', async () => {
    const ids = mine(await walk(viewer.headers, '?sort=nearest', 100));
    expect(ids).toEqual(named('gangnamNew', 'gangnamOld', 'seocho', 'suwon', 'busan', 'jeju', 'undecided'));
  });

  it('soonest: match time ascending, ties by id, undecided times last', async () => {
    const ids = mine(await walk(viewer.headers, '?sort=soonest', 100));
    expect(ids).toEqual(named('suwon', 'undecided', 'gangnamOld', 'gangnamNew', 'busan', 'seocho', 'jeju'));
  });

  it.each(['recent', 'nearest', 'soonest'])(
    '%s pages one game at a time without repeats or gaps',
    async (sort) => {
      const all = mine(await walk(viewer.headers, `?sort=${sort}`, 100));
      const paged = mine(await walk(viewer.headers, `?sort=${sort}`, 1));
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(paged.length);
    },
  );

  // After a timed cursor the undecided games are a second read (game-list.queries.ts listOpenGames):
  // a page may end on the last timed game, straddle both, or start on the undecided ones.
  it.each([2, 3, 4])('soonest pages %i at a time across the undecided games, same order', async (size) => {
    const all = mine(await walk(viewer.headers, '?sort=soonest', 100));
    const paged = mine(await walk(viewer.headers, '?sort=soonest', size));
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it("reads 'latest' and unknown sorts as recent (newest first)", async () => {
    const latest = mine(await walk(viewer.headers, '?sort=latest', 100));
    expect(latest).toEqual(
      [...named('busan', 'seocho', 'undecided', 'gangnamOld', 'gangnamNew', 'jeju', 'suwon')].reverse(),
    );
    expect(mine(await walk(viewer.headers, '?sort=whatever', 100))).toEqual(latest);
  });

  it('nearest without a profile region: placed games newest first, then the rest', async () => {
    const nowhere = await player({ region: null });
    const ids = mine(await walk(nowhere.headers, '?sort=nearest', 2));
    expect(ids).toEqual(named('suwon', 'jeju', 'gangnamNew', 'gangnamOld', 'seocho', 'busan', 'undecided'));
  });

  it('nearest within a province filter', async () => {
    const ids = mine(
      await walk(viewer.headers, `?sort=nearest&region=${encodeURIComponent('서울특별시')}`, 1),
    );
    expect(ids).toEqual(named('gangnamNew', 'gangnamOld', 'seocho'));
  });

  it('nearest within one district, one game a page', async () => {
    const gangnam = `?sort=nearest&region=${encodeURIComponent('서울 강남구')}`;
    expect(mine(await walk(viewer.headers, gangnam, 1))).toEqual(named('gangnamNew', 'gangnamOld'));
    const jeju = `?sort=nearest&region=${encodeURIComponent('제주특별자치도 제주시')}`;
    expect(mine(await walk(viewer.headers, jeju, 1))).toEqual(named('jeju'));
  });

  // The nearest walk runs the list's filters inside each district's step (game-list.queries.ts).
  it('nearest leaves out every game of a blocked owner, whoever blocked', async () => {
    const blocker = await player({ region: '서울 강남구' });
    await buildBlock(t.db, blocker.user, owner.user);
    expect(mine(await walk(blocker.headers, '?sort=nearest', 2))).toEqual([]);
    const blocked = await player({ region: '서울 강남구' });
    await buildBlock(t.db, owner.user, blocked.user);
    expect(mine(await walk(blocked.headers, '?sort=nearest', 100))).toEqual([]);
  });

  it('refuses a cursor of another sort with 400 instead of skipping games', async () => {
    const first = await page(viewer.headers, '?sort=nearest&size=1');
    expect(first.next).toBeDefined();
    for (const sort of ['recent', 'soonest']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/games/list?sort=${sort}&size=1&cursor=${first.next}`,
        headers: viewer.headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/games/list region filter, all 17 provinces', () => {
  // 광주 and 전남 share one official name since 2026-07; the filter keeps their own long names.
  const LONG_NAMES: Record<string, string> = { 광주: '광주광역시', 전남: '전라남도' };
  const byProvince = new Map<string, number>();
  let viewer: Headers;

  beforeAll(async () => {
    const owner = await player();
    viewer = (await player()).headers;
    for (const region of REGIONS) {
      const district = region.districts[0]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games/create',
        headers: owner.headers,
        payload: {
          referencedRuleId: rule.id,
          friendId: null,
          placeRoad: `${LONG_NAMES[region.short] ?? region.name} ${district} 중앙로 1`,
          placeDetail: '',
          matchDate: '',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      byProvince.set(region.short, res.json() as number);
    }
  });

  it('covers 17 provinces, 광주, 대전, 울산 and 세종 among them', () => {
    expect(REGIONS).toHaveLength(17);
    for (const short of ['광주', '대전', '울산', '세종']) expect(byProvince.has(short)).toBe(true);
  });

  it.each(REGIONS.map((region) => [region.short, region] as const))(
    '%s: short and long province names, alone and with the district, find exactly its game',
    async (short, region) => {
      const district = region.districts[0]!;
      const long = LONG_NAMES[short] ?? region.name;
      const ours = new Set(byProvince.values());
      for (const filter of [short, long, `${short} ${district}`, `${long} ${district}`]) {
        const ids = (await walk(viewer, `?region=${encodeURIComponent(filter)}`, 100)).filter((id) =>
          ours.has(id),
        );
        expect(ids, filter).toEqual([byProvince.get(short)]);
      }
    },
  );
});

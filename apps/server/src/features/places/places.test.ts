import { PLACE_SEARCH_LIMIT, PlacesSchema, placeMessages, type Place } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleRow } from '../../db/schema/index.ts';
import { buildFriendship, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { knownPlacesOfGames } from './index.ts';

let t: TestApp;
let headers: Record<string, string>;
let rule: RuleRow;

async function createGame(owner: Record<string, string>, url: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: owner,
    payload: { referencedRuleId: rule.id, friendId: null, matchDate: '', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.db);
  rule = await buildRule(t.db, owner);
  const ownerHeaders = await t.authHeader(owner);
  // Places games already used are suggested (read before the first search: the list is cached).
  await createGame(ownerHeaders, '/api/games/create', {
    placeRoad: '광주광역시 북구 용봉로 77',
    placeDetail: '용봉동 무지개 배드민턴장 2층',
  });
  // A friend game's place stays private.
  const friend = await buildUser(t.db);
  await buildFriendship(t.db, owner, friend);
  await createGame(ownerHeaders, '/api/games/create-friend-game', {
    friendId: friend.id,
    placeRoad: '광주광역시 북구 용봉로 79',
    placeDetail: '비밀의 무지개 탁구 동호회방',
  });
  headers = await t.authHeader(await buildUser(t.db));
});
afterAll(() => t.close());

async function search(q: string, as = headers): Promise<Place[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/places/search?q=${encodeURIComponent(q)}`,
    headers: as,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PlacesSchema.parse(res.json());
}

const names = (places: Place[]) => places.map((place) => place.placeName);

describe('GET /api/places/search (offline default)', () => {
  it("answers public venues for a sport ('탁구'), each with its canonical region", async () => {
    const found = await search('탁구');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(PLACE_SEARCH_LIMIT);
    for (const place of found) {
      expect(place.region).toMatch(/^\S+ \S+$/);
      expect(place.address.startsWith(place.region!.split(' ')[0]!)).toBe(true);
    }
    expect(names(found).some((name) => /체육/.test(name))).toBe(true);
  });

  it("answers '강남' with the district (approximate, at its centre) and its venues", async () => {
    const found = await search('강남');
    expect(found[0]).toMatchObject({ placeName: '서울 강남구', region: '서울 강남구', approximate: true });
    expect(names(found)).toContain('강남구민체육관');
    expect(
      found.every((place) => place.lat > 33 && place.lat < 39 && place.lng > 124 && place.lng < 132),
    ).toBe(true);
  });

  it("understands initial consonants: 'ㄱㄴ' finds 강남", async () => {
    expect(names(await search('ㄱㄴ'))).toEqual(expect.arrayContaining(['서울 강남구', '강남구민체육관']));
  });

  it('answers an empty array for a place nobody knows', async () => {
    expect(await search('쀍쀍 없는장소')).toEqual([]);
  });

  it('suggests places already used in random games, never a friend game’s', async () => {
    const found = await search('무지개');
    expect(found).toEqual([
      expect.objectContaining({
        placeName: '용봉동 무지개 배드민턴장 2층',
        roadAddress: '광주광역시 북구 용봉로 77',
        region: '광주 북구',
        approximate: true,
      }),
    ]);
  });

  it('answers 400 in Korean for an empty or too long search', async () => {
    for (const q of ['', '   ', '가'.repeat(51)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/places/search?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect([placeMessages.queryRequired, placeMessages.queryTooLong]).toContain(res.json().message);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/places/search', headers });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places/search?q=%ED%83%81%EA%B5%AC' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/places/search with a provider that fails', () => {
  it('falls back to the offline default when Kakao cannot be reached', async () => {
    const broken = await createTestApp({
      KAKAO_REST_API_KEY: 'test-key',
      // Nothing listens on port 9: the connection is refused at once.
      KAKAO_LOCAL_BASE_URL: 'http://127.0.0.1:9',
      PLACES_TIMEOUT_MS: '500',
    });
    try {
      const user = await buildUser(broken.db);
      const res = await broken.app.inject({
        method: 'GET',
        url: `/api/places/search?q=${encodeURIComponent('강남')}`,
        headers: await broken.authHeader(user),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(names(PlacesSchema.parse(res.json()))).toContain('강남구민체육관');
    } finally {
      await broken.close();
    }
  });
});

describe('knownPlacesOfGames', () => {
  it('reads the used places at most once a minute', async () => {
    let now = 0;
    const known = knownPlacesOfGames(t.db, () => now);
    const first = await known();
    expect(first.map((place) => place.placeName)).toContain('용봉동 무지개 배드민턴장 2층');
    const owner = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/create',
      headers: await t.authHeader(owner),
      payload: {
        referencedRuleId: rule.id,
        friendId: null,
        placeRoad: '대전광역시 유성구 대학로 99',
        placeDetail: '새로 생긴 구장',
        matchDate: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    now = 59_000;
    expect((await known()).map((place) => place.placeName)).not.toContain('새로 생긴 구장');
    now = 61_000;
    expect((await known()).map((place) => place.placeName)).toContain('새로 생긴 구장');
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlaceSearch, resolvePlaceRegion, type PlacesConfig, type PlaceSuggestion } from './index.ts';
import { GOOGLE_FIELD_MASK } from './google-places.ts';

const KAKAO_KEY = 'kakao-secret-rest-key-123';
const GOOGLE_KEY = 'google-secret-places-key-456';

interface Seen {
  method: string | undefined;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Answer = { status: number; json: unknown } | 'hang';

/** A local stand-in for dapi.kakao.com and places.googleapis.com; each test says how it answers. */
let server: Server;
let baseUrl: string;
let answer: (path: string) => Answer;
let seen: Seen[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      seen.push({
        method: request.method,
        path: url.pathname,
        params: url.searchParams,
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      const reply = answer(url.pathname);
      if (reply === 'hang') return; // never answers: the caller's time limit must end it
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let logLines: Record<string, unknown>[];
let rawLog: string;

beforeEach(() => {
  seen = [];
  logLines = [];
  rawLog = '';
  answer = () => ({ status: 404, json: {} });
});

function placeSearch(
  keys: { kakao?: boolean; google?: boolean },
  extra: Partial<PlacesConfig> = {},
  known?: PlaceSuggestion[],
) {
  const log = pino(
    { level: 'warn' },
    {
      write(line: string) {
        rawLog += line;
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return createPlaceSearch(
    {
      KAKAO_REST_API_KEY: keys.kakao ? KAKAO_KEY : undefined,
      GOOGLE_PLACES_API_KEY: keys.google ? GOOGLE_KEY : undefined,
      KAKAO_LOCAL_BASE_URL: baseUrl,
      GOOGLE_PLACES_BASE_URL: baseUrl,
      PLACES_TIMEOUT_MS: 2000,
      ...extra,
    },
    log,
    known ? { knownPlaces: () => Promise.resolve(known) } : {},
  );
}

const KAKAO_KEYWORD = '/v2/local/search/keyword.json';
const KAKAO_ADDRESS = '/v2/local/search/address.json';
const GOOGLE_SEARCH = '/v1/places:searchText';

const keywordDoc = (over: Record<string, unknown> = {}) => ({
  id: '1',
  place_name: '올림픽공원 테니스경기장',
  category_name: '스포츠,레저 > 테니스장',
  address_name: '서울 송파구 방이동 88',
  road_address_name: '서울 송파구 올림픽로 424',
  x: '127.1250',
  y: '37.5186',
  ...over,
});

function expectKeysNotLogged() {
  expect(rawLog).not.toContain(KAKAO_KEY);
  expect(rawLog).not.toContain(GOOGLE_KEY);
}

describe('Kakao Local', () => {
  it('maps keyword and address answers, normalises regions and sends the key as KakaoAK', async () => {
    answer = (path) =>
      path === KAKAO_KEYWORD
        ? {
            status: 200,
            json: {
              meta: { total_count: 2, is_end: true },
              documents: [
                keywordDoc(),
                // Kakao reports 일반구: the region is the city.
                keywordDoc({
                  place_name: '수원종합운동장',
                  address_name: '경기 수원시 장안구 조원동 775',
                  road_address_name: '',
                  x: 127.0098,
                  y: 37.2977,
                }),
              ],
            },
          }
        : {
            status: 200,
            json: {
              documents: [
                {
                  address_name: '서울 강남구 역삼동 737',
                  address_type: 'REGION_ADDR',
                  x: '127.0365',
                  y: '37.5000',
                  road_address: {
                    address_name: '서울 강남구 테헤란로 152',
                    building_name: '강남파이낸스센터',
                  },
                },
              ],
            },
          };
    const found = await placeSearch({ kakao: true }).search('테니스', { near: '서울 송파구', limit: 5 });

    expect(found).toEqual([
      {
        placeName: '올림픽공원 테니스경기장',
        address: '서울 송파구 방이동 88',
        roadAddress: '서울 송파구 올림픽로 424',
        region: '서울 송파구',
        lat: 37.5186,
        lng: 127.125,
        approximate: false,
        source: 'kakao',
      },
      {
        placeName: '강남파이낸스센터',
        address: '서울 강남구 역삼동 737',
        roadAddress: '서울 강남구 테헤란로 152',
        region: '서울 강남구',
        lat: 37.5,
        lng: 127.0365,
        approximate: false,
        source: 'kakao',
      },
      {
        placeName: '수원종합운동장',
        address: '경기 수원시 장안구 조원동 775',
        roadAddress: null,
        region: '경기 수원시',
        lat: 37.2977,
        lng: 127.0098,
        approximate: false,
        source: 'kakao',
      },
    ]);
    expect(seen.map((s) => s.path).sort()).toEqual([KAKAO_ADDRESS, KAKAO_KEYWORD]);
    for (const request of seen) {
      expect(request.headers.authorization).toBe(`KakaoAK ${KAKAO_KEY}`);
      expect(request.params.get('query')).toBe('테니스');
      expect(request.params.get('size')).toBe('5');
    }
    const keyword = seen.find((s) => s.path === KAKAO_KEYWORD)!;
    expect(Number(keyword.params.get('x'))).toBeCloseTo(127.1, 0);
    expect(Number(keyword.params.get('y'))).toBeCloseTo(37.5, 0);
    expect(logLines).toEqual([]);
  });

  it('drops results outside Korea and addresses the region normaliser cannot place', async () => {
    answer = (path) =>
      path === KAKAO_KEYWORD
        ? {
            status: 200,
            json: {
              documents: [
                keywordDoc({
                  place_name: '도쿄 탁구장',
                  address_name: '일본 도쿄도 신주쿠구',
                  road_address_name: '',
                  x: '139.70',
                  y: '35.69',
                }),
                keywordDoc({
                  place_name: '어딘가',
                  address_name: '어딘가 모르는 곳 1',
                  road_address_name: '',
                }),
                keywordDoc({
                  place_name: '한밭체육관',
                  address_name: '대전 중구 부사동 1',
                  road_address_name: '',
                  x: '127.43',
                  y: '36.31',
                }),
              ],
            },
          }
        : { status: 200, json: { documents: [] } };
    const found = await placeSearch({ kakao: true }).search('탁구');
    expect(found.map((s) => [s.placeName, s.region])).toEqual([['한밭체육관', '대전 중구']]);
  });

  it('falls back to the offline default on a 500, logging a warning without the key', async () => {
    answer = () => ({ status: 500, json: { message: 'boom' } });
    const found = await placeSearch({ kakao: true }).search('탁구');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.source === 'offline')).toBe(true);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({ level: 40, provider: 'kakao', reason: 'http_status', status: 500 });
    expectKeysNotLogged();
  });

  it('falls back to the offline default when Kakao does not answer in time', async () => {
    answer = () => 'hang';
    const startedAt = Date.now();
    const found = await placeSearch({ kakao: true }, { PLACES_TIMEOUT_MS: 150 }).search('강남');
    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(found[0]).toMatchObject({ placeName: '서울 강남구', source: 'offline', approximate: true });
    expect(logLines[0]).toMatchObject({ provider: 'kakao', reason: 'timeout' });
    expectKeysNotLogged();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    answer = () => ({ status: 200, json: { documents: [{ place_name: 1 }] } });
    const found = await placeSearch({ kakao: true }).search('강남');
    expect(found[0]?.source).toBe('offline');
    expect(logLines[0]).toMatchObject({ provider: 'kakao', reason: 'bad_response' });
  });

  it('lets the offline lists try when Kakao finds nothing, without a warning', async () => {
    answer = () => ({ status: 200, json: { documents: [] } });
    const found = await placeSearch({ kakao: true }).search('ㄱㄴ');
    expect(found[0]).toMatchObject({ placeName: '서울 강남구', source: 'offline' });
    expect(logLines).toEqual([]);
  });
});

describe('Google Places (Text Search, New)', () => {
  const googlePlace = (over: Record<string, unknown> = {}) => ({
    displayName: { text: '잠실종합운동장', languageCode: 'ko' },
    formattedAddress: '대한민국 서울특별시 송파구 올림픽로 25',
    location: { latitude: 37.5153, longitude: 127.0728 },
    addressComponents: [
      { longText: '대한민국', shortText: 'KR', types: ['country', 'political'], languageCode: 'ko' },
    ],
    ...over,
  });

  it('asks in Korean for Korea with the key and field mask, and maps the answer', async () => {
    answer = () => ({
      status: 200,
      json: {
        places: [
          googlePlace(),
          googlePlace({
            displayName: { text: 'Tokyo Dome' },
            formattedAddress: '1 Chome-3-61 Koraku, Bunkyo City, Tokyo, Japan',
            location: { latitude: 35.7056, longitude: 139.7519 },
            addressComponents: [{ shortText: 'JP', types: ['country'] }],
          }),
          // Inside the box but Google says another country: dropped too.
          googlePlace({ addressComponents: [{ shortText: 'KP', types: ['country'] }] }),
        ],
      },
    });
    const found = await placeSearch({ google: true }).search('잠실 운동장', { near: '울산 남구', limit: 3 });

    expect(found).toEqual([
      {
        placeName: '잠실종합운동장',
        address: '서울특별시 송파구 올림픽로 25',
        roadAddress: null,
        region: '서울 송파구',
        lat: 37.5153,
        lng: 127.0728,
        approximate: false,
        source: 'google',
      },
    ]);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: GOOGLE_SEARCH });
    expect(request!.headers['x-goog-api-key']).toBe(GOOGLE_KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe(GOOGLE_FIELD_MASK);
    expect(request!.body).toMatchObject({
      textQuery: '잠실 운동장',
      languageCode: 'ko',
      regionCode: 'KR',
      pageSize: 3,
      locationBias: { circle: { radius: 20_000 } },
    });
  });

  it('falls back to the offline default on a 500 or a timeout', async () => {
    answer = () => ({ status: 500, json: {} });
    expect((await placeSearch({ google: true }).search('탁구'))[0]?.source).toBe('offline');
    answer = () => 'hang';
    expect((await placeSearch({ google: true }, { PLACES_TIMEOUT_MS: 150 }).search('탁구'))[0]?.source).toBe(
      'offline',
    );
    expect(logLines.map((line) => [line.provider, line.reason])).toEqual([
      ['google', 'http_status'],
      ['google', 'timeout'],
    ]);
    expectKeysNotLogged();
  });

  it('answers when Kakao fails, before the offline default', async () => {
    answer = (path) =>
      path === GOOGLE_SEARCH ? { status: 200, json: { places: [googlePlace()] } } : { status: 502, json: {} };
    const found = await placeSearch({ kakao: true, google: true }).search('잠실');
    expect(found.map((s) => s.source)).toEqual(['google']);
    expect(logLines.map((line) => line.provider)).toEqual(['kakao']);
  });
});

describe('createPlaceSearch without keys', () => {
  it('never calls out and searches the offline lists with the known places', async () => {
    const known: PlaceSuggestion = {
      placeName: '세종 한솔동 탁구클럽',
      address: '세종특별자치시 한솔동 1',
      roadAddress: null,
      region: '세종 세종시',
      lat: 36.48,
      lng: 127.26,
      approximate: false,
      source: 'kakao',
    };
    const found = await placeSearch({}, {}, [known]).search('한솔 탁구');
    expect(found[0]).toMatchObject({ placeName: '세종 한솔동 탁구클럽', source: 'offline', lat: 36.48 });
    expect(seen).toEqual([]);
  });

  it('still answers when the known places cannot be read', async () => {
    const search = createPlaceSearch(
      { KAKAO_LOCAL_BASE_URL: baseUrl, GOOGLE_PLACES_BASE_URL: baseUrl, PLACES_TIMEOUT_MS: 100 },
      { warn: () => undefined },
      { knownPlaces: () => Promise.reject(new Error('db down')) },
    );
    expect((await search.search('탁구')).length).toBeGreaterThan(0);
  });
});

describe('resolvePlaceRegion', () => {
  it('maps addresses through the core normaliser, null when it cannot', () => {
    expect(resolvePlaceRegion('서울특별시 강남구 테헤란로 152')).toBe('서울 강남구');
    expect(resolvePlaceRegion('대한민국 울산광역시 남구 삼산로 1')).toBe('울산 남구');
    expect(resolvePlaceRegion('세종특별자치시 한누리대로 2130')).toBe('세종 세종시');
    expect(resolvePlaceRegion('광주광역시 서구 금화로 240')).toBe('광주 서구');
    expect(resolvePlaceRegion('1 Chome-3-61 Koraku, Tokyo')).toBeNull();
    expect(resolvePlaceRegion('')).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { generateKeyPair, exportPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  signInThroughBrowser,
  closedPort,
  startKakaoApiStub,
  startMockProvider,
  type KakaoApiStub,
  type MockProvider,
} from './oauth-test-support.ts';

const GOOGLE_CLIENT_ID = 'google-web-client.apps.googleusercontent.com';
const GOOGLE_ANDROID_CLIENT_ID = 'google-android-client.apps.googleusercontent.com';
const APPLE_BUNDLE_ID = 'kr.hanpan.ios';
const KAKAO_APP_ID = '1000';

let database: DatabaseHandle;
let google: MockProvider;
let kakao: MockProvider;
let apple: MockProvider;
let kakaoApi: KakaoApiStub;
let t: TestApp;
const extraApps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  [google, kakao, apple] = await Promise.all([startMockProvider(), startMockProvider(), startMockProvider()]);
  kakaoApi = await startKakaoApiStub();
  const appleKey = await generateKeyPair('ES256', { extractable: true });
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://hanpan.test',
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_NATIVE_CLIENT_IDS: `${GOOGLE_ANDROID_CLIENT_ID}, other-ios-client`,
      GOOGLE_ISSUER: google.issuer,
      KAKAO_CLIENT_ID: 'kakao-rest-api-key',
      KAKAO_APP_ID,
      KAKAO_ISSUER: kakao.issuer,
      KAKAO_API_URL: kakaoApi.url,
      APPLE_CLIENT_ID: 'kr.hanpan.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: await exportPKCS8(appleKey.privateKey),
      APPLE_NATIVE_CLIENT_IDS: APPLE_BUNDLE_ID,
      APPLE_ISSUER: apple.issuer,
    },
    { database },
  );
});

afterAll(async () => {
  for (const app of [t, ...extraApps]) await app?.close();
  await database?.close();
  await Promise.all([google, kakao, apple, kakaoApi].map((server) => server?.stop()));
});

/** An id token as a native SDK would hand it over, signed by the mock provider's key. */
function idTokenFrom(mock: MockProvider, claims: { sub: string; aud: string; email?: string }) {
  return mock.server.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, claims);
    },
  });
}

function nativeLogin(app: TestApp, provider: string, token: string) {
  return app.app.inject({ method: 'POST', url: `/api/auth/native/${provider}`, payload: { token } });
}

async function userIdOf(token: string) {
  const res = await t.app.inject({
    url: '/api/auth/current-user-id',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as number;
}

const INVALID = { code: 'unauthorized', message: '로그인 정보를 확인할 수 없어요. 다시 로그인해 주세요.' };

describe('POST /api/auth/native/google and /apple (id tokens)', () => {
  it('signs in with a Google id token for the web or a native client id, as one user', async () => {
    const first = await nativeLogin(
      t,
      'google',
      await idTokenFrom(google, { sub: 'g-native-1', aud: GOOGLE_CLIENT_ID, email: 'native@gmail.com' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.any(String), isNewUser: true, nickname: null });
    const userId = await userIdOf(first.json().token);
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]!.email).toBe('native@gmail.com');

    const android = await nativeLogin(
      t,
      'google',
      await idTokenFrom(google, { sub: 'g-native-1', aud: GOOGLE_ANDROID_CLIENT_ID }),
    );
    expect(android.statusCode).toBe(200);
    expect(await userIdOf(android.json().token)).toBe(userId);

    // The browser flow with the same Google account lands on the same user.
    google.signInAs({ sub: 'g-native-1', email: 'native@gmail.com' });
    expect(await userIdOf(await signInThroughBrowser(t.app, 'google'))).toBe(userId);
  });

  it('reports an onboarded user as not new, with the nickname', async () => {
    const token = await idTokenFrom(google, { sub: 'g-native-2', aud: GOOGLE_CLIENT_ID });
    const userId = await userIdOf((await nativeLogin(t, 'google', token)).json().token);
    await t.db.update(users).set({ username: 'native2', nickname: '네이티브' }).where(eq(users.id, userId));
    expect((await nativeLogin(t, 'google', token)).json()).toMatchObject({
      isNewUser: false,
      nickname: '네이티브',
    });
  });

  it('signs in with an Apple id token for the iOS bundle id', async () => {
    const res = await nativeLogin(
      t,
      'apple',
      await idTokenFrom(apple, {
        sub: '000999.apple.native',
        aud: APPLE_BUNDLE_ID,
        email: 'abc@privaterelay.appleid.com',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().isNewUser).toBe(true);
    const userId = await userIdOf(res.json().token);
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]!.email).toBe(
      'abc@privaterelay.appleid.com',
    );
  });

  it('answers 401 in Korean for a token of another client, another key, an expired one or garbage', async () => {
    const otherKey = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: google.server.issuer.keys.get()!.kid })
      .setIssuer(google.issuer)
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject('g-bad')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey.privateKey);
    const expired = await google.server.issuer.buildToken({
      expiresIn: -600,
      scopesOrTransform: (_header, payload) => void Object.assign(payload, { aud: GOOGLE_CLIENT_ID }),
    });
    const appleTokenForGoogle = await idTokenFrom(apple, { sub: 'g-bad', aud: GOOGLE_CLIENT_ID });
    const tokens = [
      await idTokenFrom(google, { sub: 'g-bad', aud: 'someone-elses-client' }),
      forged,
      expired,
      appleTokenForGoogle,
      'not-a-jwt-at-all',
    ];
    for (const token of tokens) {
      const res = await nativeLogin(t, 'google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(INVALID);
    }
  });

  it('answers 400 for a missing token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/native/google', payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unconfigured or unknown provider', async () => {
    const bare = await createTestApp({}, { database });
    extraApps.push(bare);
    for (const res of [
      await nativeLogin(bare, 'apple', 'x'.repeat(20)),
      await nativeLogin(t, 'naver', 'x'.repeat(20)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: '지원하지 않는 로그인 방식이에요.' });
    }
  });

  it("answers 503 when the provider's keys cannot be fetched", async () => {
    const down = await createTestApp(
      {
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
      { database },
    );
    extraApps.push(down);
    const res = await nativeLogin(
      down,
      'google',
      await idTokenFrom(google, { sub: 'g-x', aud: GOOGLE_CLIENT_ID }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'Google 로그인 서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    );
  });
});

describe('POST /api/auth/native/kakao (access tokens)', () => {
  it("signs in with a Kakao access token, as the same user as Kakao's web sign-in", async () => {
    kakaoApi.grant('kakao-access-token-1', { id: 271828, email: 'k1@kakao.com' });
    const res = await nativeLogin(t, 'kakao', 'kakao-access-token-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isNewUser: true, nickname: null });
    const userId = await userIdOf(res.json().token);
    // Kakao's profile (nickname, picture) is never stored.
    expect((await t.db.select().from(users).where(eq(users.id, userId)))[0]).toMatchObject({
      email: 'k1@kakao.com',
      nickname: null,
      profilePictureKey: null,
    });
    expect(kakaoApi.calls.slice(-2)).toEqual(['/v1/user/access_token_info', '/v2/user/me']);

    kakao.signInAs({ sub: '271828', email: 'k1@kakao.com' });
    expect(await userIdOf(await signInThroughBrowser(t.app, 'kakao'))).toBe(userId);
  });

  it('answers 401 for an unknown token and for a token issued to another Kakao app', async () => {
    kakaoApi.grant('token-of-another-app', { id: 1, appId: 2000 });
    for (const token of ['kakao-unknown-token', 'token-of-another-app']) {
      const res = await nativeLogin(t, 'kakao', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual(INVALID);
    }
  });

  it("answers 503 when Kakao's API is unreachable", async () => {
    const down = await createTestApp(
      { KAKAO_CLIENT_ID: 'k', KAKAO_API_URL: `http://127.0.0.1:${await closedPort()}` },
      { database },
    );
    extraApps.push(down);
    const res = await nativeLogin(down, 'kakao', 'kakao-access-token-1');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      '카카오 로그인 서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    );
  });
});

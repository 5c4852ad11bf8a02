import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  exportPKCS8,
  generateKeyPair,
  jwtVerify,
  decodeProtectedHeader,
  SignJWT,
  type CryptoKey,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { externalIdentities, oauthStates, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { findOrCreateSocialUser } from './oauth.service.ts';
import {
  approveAtProvider,
  closedPort,
  startBlackHole,
  startMockProvider,
  type MockProvider,
} from './oauth-test-support.ts';

const PUBLIC_URL = 'https://hanpan.test';
const GOOGLE_CLIENT_ID = 'google-web-client.apps.googleusercontent.com';
const KAKAO_CLIENT_ID = 'kakao-rest-api-key';
const APPLE_CLIENT_ID = 'kr.hanpan.web';

let database: DatabaseHandle;
let google: MockProvider;
let kakao: MockProvider;
let apple: MockProvider;
let applePublicKey: CryptoKey;
let t: TestApp;
const extraApps: TestApp[] = [];

function providerEnv(): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: google.issuer,
    KAKAO_CLIENT_ID,
    KAKAO_CLIENT_SECRET: 'kakao-secret',
    KAKAO_ISSUER: kakao.issuer,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  [google, kakao, apple] = await Promise.all([startMockProvider(), startMockProvider(), startMockProvider()]);
  const appleKey = await generateKeyPair('ES256', { extractable: true });
  applePublicKey = appleKey.publicKey;
  t = await createTestApp(
    {
      PUBLIC_URL,
      ...providerEnv(),
      APPLE_CLIENT_ID,
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // One line with literal \n, as it would sit in an env file.
      APPLE_PRIVATE_KEY: (await exportPKCS8(appleKey.privateKey)).replace(/\n/g, '\\n'),
      APPLE_ISSUER: apple.issuer,
    },
    { database },
  );
});

afterAll(async () => {
  for (const app of [t, ...extraApps]) await app?.close();
  await database?.close();
  await Promise.all([google, kakao, apple].map((mock) => mock?.stop()));
});

async function anotherApp(env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp(env, { database });
  extraApps.push(app);
  return app;
}

// Each call comes from its own address so the per-IP limits of these routes stay out of the way.
let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function start(app: FastifyInstance, provider: string, query = ''): Promise<URL> {
  const res = await app.inject({
    url: `/oauth2/authorization/${provider}${query}`,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  return new URL(res.headers.location as string, PUBLIC_URL);
}

function returnTo(app: FastifyInstance, callback: URL, method: 'GET' | 'POST' = 'GET', extra = {}) {
  if (method === 'GET') {
    // The browser that started the sign-in carries the state cookie it was given.
    const cookie = `hanpan_oauth_state=${callback.searchParams.get('state') ?? ''}`;
    return app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
      remoteAddress: nextAddress(),
    });
  }
  const form = new URLSearchParams({ ...Object.fromEntries(callback.searchParams), ...extra });
  return app.inject({
    method: 'POST',
    url: callback.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
    remoteAddress: nextAddress(),
  });
}

async function signIn(app: FastifyInstance, provider: string, method: 'GET' | 'POST' = 'GET') {
  const authorize = await start(app, provider);
  return returnTo(app, await approveAtProvider(authorize.toString()), method);
}

function signedIn(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  const location = new URL(res.headers.location as string, PUBLIC_URL);
  expect(location.pathname, location.searchParams.get('error') ?? '').toBe('/oauth/callback');
  return {
    token: location.searchParams.get('token') ?? '',
    isNewUser: location.searchParams.get('isNewUser'),
    nickname: location.searchParams.get('nickname'),
  };
}

function initError(res: LightMyRequestResponse): string | null {
  expect(res.statusCode).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  const raw = res.headers.location as string;
  // On PUBLIC_URL when the app has one, else relative to this server.
  expect(raw.startsWith(`${PUBLIC_URL}/init?error=`) || raw.startsWith('/init?error=')).toBe(true);
  return new URL(raw, PUBLIC_URL).searchParams.get('error');
}

async function sessionOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json() as { userId: number; onboarded: boolean; nickname: string | null };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const identitiesOf = (subject: string) =>
  t.db.select().from(externalIdentities).where(eq(externalIdentities.subject, subject));

const GOOGLE_FAILED = 'Google 로그인 중 문제가 발생했어요. 잠시 후 다시 시도해 주세요.';
const EXPIRED = '로그인 요청이 만료되었어요. 다시 시도해 주세요.';

describe('GET /oauth2/authorization/{provider}', () => {
  it('sends the browser to the provider with state, S256 PKCE, nonce and our callback, and keeps the state', async () => {
    const url = await start(t.app, 'google');
    expect(url.origin + url.pathname).toBe(`${google.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/oauth2/callback/google`,
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    const [saved] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, params.state!));
    expect(saved).toMatchObject({ provider: 'google', nonce: params.nonce });
    expect(saved!.codeVerifier).not.toBe(params.code_challenge);
  });

  it('asks Kakao for its OpenID scopes and Apple for a form POST with the e-mail scope', async () => {
    const kakaoUrl = await start(t.app, 'kakao');
    expect(kakaoUrl.searchParams.get('scope')).toBe('openid account_email');
    expect(kakaoUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/oauth2/callback/kakao`);
    const appleUrl = await start(t.app, 'apple');
    expect(appleUrl.origin).toBe(apple.issuer);
    expect(Object.fromEntries(appleUrl.searchParams)).toMatchObject({
      client_id: APPLE_CLIENT_ID,
      scope: 'email',
      response_mode: 'form_post',
      redirect_uri: `${PUBLIC_URL}/oauth2/callback/apple`,
    });
    expect(appleUrl.searchParams.get('nonce')).toBeTruthy();
  });

  it('builds the callback address from the request when PUBLIC_URL is unset, and passes a login hint on', async () => {
    const app = await anotherApp(providerEnv());
    const res = await app.app.inject({
      url: '/oauth2/authorization/google?login_hint=player@example.com',
      headers: { host: 'hanpan.example:8443' },
    });
    const url = new URL(res.headers.location as string);
    expect(url.searchParams.get('redirect_uri')).toBe('http://hanpan.example:8443/oauth2/callback/google');
    expect(url.searchParams.get('login_hint')).toBe('player@example.com');
  });

  it('sends unknown and unconfigured providers back to /init, and /api/auth/providers tells which work', async () => {
    const bare = await anotherApp({});
    expect(initError(await bare.app.inject({ url: '/oauth2/authorization/kakao' }))).toBe(
      '카카오 로그인은 지금 사용할 수 없어요.',
    );
    expect(initError(await t.app.inject({ url: '/oauth2/authorization/naver' }))).toBe(
      '지원하지 않는 로그인 방식이에요.',
    );
    expect(initError(await bare.app.inject({ url: '/oauth2/callback/google?code=a&state=b' }))).toBe(
      'Google 로그인은 지금 사용할 수 없어요.',
    );
    expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toMatchObject({
      kakao: false,
      google: false,
      apple: false,
    });
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toMatchObject({
      kakao: true,
      google: true,
      apple: true,
    });
  });

  it('limits sign-in starts to 30 a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ url: '/oauth2/authorization/naver', remoteAddress: '10.99.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('signing in through the browser', () => {
  it('creates a Google user on the first sign-in and finds the same one afterwards', async () => {
    google.signInAs({ sub: 'google-100', email: 'player100@gmail.com' });
    // Names and pictures in the id token must not reach our database (privacy policy: e-mail only).
    google.tamperNextIdToken((claims) =>
      Object.assign(claims, { name: '홍길동', picture: 'https://x/p.png' }),
    );
    const first = signedIn(await signIn(t.app, 'google'));
    expect(first).toMatchObject({ isNewUser: 'true', nickname: '' });
    const session = await sessionOf(t.app, first.token);
    expect(session.onboarded).toBe(false);
    expect(await userRow(session.userId)).toMatchObject({
      email: 'player100@gmail.com',
      username: null,
      nickname: null,
      profilePictureKey: null,
      isGroupAccount: false,
      passwordHash: null,
    });

    const again = signedIn(await signIn(t.app, 'google'));
    expect((await sessionOf(t.app, again.token)).userId).toBe(session.userId);
    // Not onboarded yet, so still "new": the web app sends them back to onboarding.
    expect(again.isNewUser).toBe('true');

    await t.db
      .update(users)
      .set({ username: 'hanpanking', nickname: '한판왕' })
      .where(eq(users.id, session.userId));
    const onboarded = signedIn(await signIn(t.app, 'google'));
    expect(onboarded).toMatchObject({ isNewUser: 'false', nickname: '한판왕' });
    expect((await sessionOf(t.app, onboarded.token)).userId).toBe(session.userId);
  });

  it('signs in with Kakao, a second issuer, sending the client secret in the form body', async () => {
    kakao.signInAs({ sub: '3141592653', email: 'kakao-user@kakao.com' });
    let tokenRequest: Record<string, unknown> = {};
    let authorization: string | undefined;
    kakao.server.service.once('beforeResponse', (_response, req) => {
      tokenRequest = { ...req.body };
      authorization = req.headers.authorization;
    });
    const result = signedIn(await signIn(t.app, 'kakao'));
    expect(result.isNewUser).toBe('true');
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      client_id: KAKAO_CLIENT_ID,
      client_secret: 'kakao-secret',
      redirect_uri: `${PUBLIC_URL}/oauth2/callback/kakao`,
    });
    expect(tokenRequest.code_verifier).toMatch(/^[\w-]{43}$/);
    expect(authorization).toBeUndefined();
    const { userId } = await sessionOf(t.app, result.token);
    expect(await identitiesOf('3141592653')).toEqual([
      expect.objectContaining({ provider: 'kakao', userId }),
    ]);
  });

  it('keeps providers apart: one subject at Google and at Kakao is two people', async () => {
    google.signInAs({ sub: 'same-subject', email: null });
    kakao.signInAs({ sub: 'same-subject', email: null });
    const viaGoogle = await sessionOf(t.app, signedIn(await signIn(t.app, 'google')).token);
    const viaKakao = await sessionOf(t.app, signedIn(await signIn(t.app, 'kakao')).token);
    expect(viaGoogle.userId).not.toBe(viaKakao.userId);
    expect((await userRow(viaGoogle.userId)).email).toBeNull();
  });

  it("takes Apple's form POST and signs the client secret with the Apple key", async () => {
    apple.signInAs({ sub: '001234.abcdef.1234', email: 'xyz@privaterelay.appleid.com' });
    let clientSecret = '';
    apple.server.service.once('beforeResponse', (_response, req) => {
      clientSecret = String(req.body.client_secret ?? '');
    });
    const authorize = await start(t.app, 'apple');
    const callback = await approveAtProvider(authorize.toString());
    // Apple adds the name as JSON on the first sign-in; it must be ignored.
    const res = await returnTo(t.app, callback, 'POST', {
      user: JSON.stringify({ name: { firstName: '길동' } }),
    });
    const result = signedIn(res);
    expect(result.isNewUser).toBe('true');
    const { userId } = await sessionOf(t.app, result.token);
    expect(await userRow(userId)).toMatchObject({ email: 'xyz@privaterelay.appleid.com', nickname: null });

    expect(decodeProtectedHeader(clientSecret)).toMatchObject({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(clientSecret, applePublicKey, {
      issuer: 'TEAM123456',
      subject: APPLE_CLIENT_ID,
      audience: apple.issuer,
    });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(600);
  });

  it('gives a deleted user who signs in again a fresh account', async () => {
    google.signInAs({ sub: 'google-deleted', email: 'gone@gmail.com' });
    const before = await sessionOf(t.app, signedIn(await signIn(t.app, 'google')).token);
    // What account deletion does (users feature): mark the user, drop the identity.
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, before.userId));
    await t.db.delete(externalIdentities).where(eq(externalIdentities.userId, before.userId));

    const after = signedIn(await signIn(t.app, 'google'));
    expect(after.isNewUser).toBe('true');
    expect((await sessionOf(t.app, after.token)).userId).not.toBe(before.userId);
  });

  it('also when the deletion left the identity row behind', async () => {
    google.signInAs({ sub: 'google-deleted-2', email: null });
    const before = await sessionOf(t.app, signedIn(await signIn(t.app, 'google')).token);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, before.userId));

    const after = await sessionOf(t.app, signedIn(await signIn(t.app, 'google')).token);
    expect(after.userId).not.toBe(before.userId);
    expect(await identitiesOf('google-deleted-2')).toEqual([
      expect.objectContaining({ userId: after.userId }),
    ]);
  });

  it('makes one account when first sign-ins of the same person race', async () => {
    // Open every pooled connection first (PostgreSQL run), so the attempts really overlap.
    await Promise.all(Array.from({ length: 5 }, () => t.db.select().from(users).limit(1)));
    for (let round = 0; round < 3; round++) {
      const identity = { subject: `racing-subject-${round}`, email: 'race@gmail.com' };
      const results = await Promise.all(
        Array.from({ length: 4 }, () => findOrCreateSocialUser(t.db, 'google', identity)),
      );
      expect(new Set(results.map((user) => user.id)).size).toBe(1);
      expect(await identitiesOf(identity.subject)).toHaveLength(1);
    }
  });
});

describe('failed sign-ins end on /init with a Korean message', () => {
  it('refuses a callback address used a second time', async () => {
    google.signInAs({ sub: 'google-replay', email: null });
    const callback = await approveAtProvider((await start(t.app, 'google')).toString());
    signedIn(await returnTo(t.app, callback));
    expect(initError(await returnTo(t.app, callback))).toBe(EXPIRED);
  });

  it('refuses a state older than ten minutes, and spends it', async () => {
    const authorize = await start(t.app, 'google');
    const state = authorize.searchParams.get('state')!;
    await t.db
      .update(oauthStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oauthStates.state, state));
    expect(initError(await returnTo(t.app, await approveAtProvider(authorize.toString())))).toBe(EXPIRED);
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.state, state))).toEqual([]);
  });

  it('refuses a callback opened in a browser that did not start the sign-in (login CSRF)', async () => {
    const callback = await approveAtProvider((await start(t.app, 'google')).toString());
    const res = await t.app.inject({
      url: callback.pathname + callback.search,
      remoteAddress: nextAddress(),
    });
    expect(initError(res)).toBe(EXPIRED);
    const forged = await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: 'hanpan_oauth_state=someone-elses' },
      remoteAddress: nextAddress(),
    });
    expect(initError(forged)).toBe(EXPIRED);
  });

  it('gives the starting browser an HttpOnly, SameSite=Lax state cookie scoped to the callback', async () => {
    const res = await t.app.inject({ url: '/oauth2/authorization/google', remoteAddress: nextAddress() });
    const state = new URL(res.headers.location as string).searchParams.get('state');
    expect(res.headers['set-cookie']).toBe(
      `hanpan_oauth_state=${state}; Path=/oauth2/callback; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
  });

  it('refuses an unknown state, a missing one and the state of another provider', async () => {
    expect(initError(await t.app.inject({ url: '/oauth2/callback/google?code=abc&state=made-up' }))).toBe(
      EXPIRED,
    );
    expect(initError(await t.app.inject({ url: '/oauth2/callback/google?code=abc' }))).toBe(EXPIRED);
    expect(initError(await t.app.inject({ url: '/oauth2/callback/google?state=a&state=b' }))).toBe(EXPIRED);
    const kakaoCallback = await approveAtProvider((await start(t.app, 'kakao')).toString());
    const crossed = `/oauth2/callback/google${kakaoCallback.search}`;
    expect(initError(await t.app.inject({ url: crossed }))).toBe(EXPIRED);
  });

  it.each([
    ['access_denied', '로그인이 취소되었어요.'],
    ['server_error', GOOGLE_FAILED],
  ])('reports error=%s from the provider and spends the state', async (error, message) => {
    google.server.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', error);
    });
    const callback = await approveAtProvider((await start(t.app, 'google')).toString());
    expect(initError(await returnTo(t.app, callback))).toBe(message);
    const state = callback.searchParams.get('state')!;
    expect(await t.db.select().from(oauthStates).where(eq(oauthStates.state, state))).toEqual([]);
  });

  it('reports a cancelled Apple sign-in sent as a form POST', async () => {
    const authorize = await start(t.app, 'apple');
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/callback/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `error=user_cancelled_authorize&state=${authorize.searchParams.get('state')}`,
    });
    expect(initError(res)).toBe('로그인이 취소되었어요.');
  });

  it('reports a refused code exchange', async () => {
    google.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(initError(await signIn(t.app, 'google'))).toBe(GOOGLE_FAILED);
  });

  it('refuses an id token signed by another key, and creates no account', async () => {
    google.signInAs({ sub: 'google-forged', email: 'forged@gmail.com' });
    const authorize = await start(t.app, 'google');
    const otherKey = await generateKeyPair('RS256');
    const forged = await new SignJWT({
      nonce: authorize.searchParams.get('nonce'),
      email: 'forged@gmail.com',
    })
      // The real key's id: the signature, not a missing key, must be what fails.
      .setProtectedHeader({ alg: 'RS256', kid: google.server.issuer.keys.get()!.kid })
      .setIssuer(google.issuer)
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject('google-forged')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey.privateKey);
    google.server.service.once('beforeResponse', (response) => {
      if (response.body) response.body.id_token = forged;
    });
    const res = await returnTo(t.app, await approveAtProvider(authorize.toString()));
    expect(initError(res)).toBe(GOOGLE_FAILED);
    expect(res.body).toBe('');
    expect(await identitiesOf('google-forged')).toEqual([]);
  });

  it.each([
    ['a nonce of another request', (claims: Record<string, unknown>) => void (claims.nonce = 'not-ours')],
    ['another audience', (claims: Record<string, unknown>) => void (claims.aud = 'someone-else')],
    [
      'an expiry in the past',
      (claims: Record<string, unknown>) => void (claims.exp = Date.now() / 1000 - 600),
    ],
    ['another issuer', (claims: Record<string, unknown>) => void (claims.iss = 'https://evil.example')],
  ])('refuses an id token with %s', async (name, tamper) => {
    const sub = `google-tampered-${name.replace(/\W+/g, '-')}`;
    google.signInAs({ sub, email: null });
    google.tamperNextIdToken(tamper);
    expect(initError(await signIn(t.app, 'google'))).toBe(GOOGLE_FAILED);
    expect(await identitiesOf(sub)).toEqual([]);
  });

  it('gives up at once when the provider refuses connections', async () => {
    const down = await anotherApp({
      ...providerEnv(),
      GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
    });
    const started = Date.now();
    expect(initError(await down.app.inject({ url: '/oauth2/authorization/google' }))).toBe(GOOGLE_FAILED);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gives up when the provider goes down between the redirect and the callback', async () => {
    const flaky = await startMockProvider();
    try {
      const app = await anotherApp({ ...providerEnv(), PUBLIC_URL, GOOGLE_ISSUER: flaky.issuer });
      const callback = await approveAtProvider((await start(app.app, 'google')).toString());
      await flaky.stop();
      const started = Date.now();
      expect(initError(await returnTo(app.app, callback))).toBe(GOOGLE_FAILED);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await flaky.stop();
    }
  });

  it('gives up after OAUTH_HTTP_TIMEOUT_MS when the provider never answers', async () => {
    const hole = await startBlackHole();
    try {
      const app = await anotherApp({
        ...providerEnv(),
        GOOGLE_ISSUER: hole.url,
        OAUTH_HTTP_TIMEOUT_MS: '300',
      });
      const started = Date.now();
      expect(initError(await app.app.inject({ url: '/oauth2/authorization/google' }))).toBe(GOOGLE_FAILED);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await hole.stop();
    }
  });
});

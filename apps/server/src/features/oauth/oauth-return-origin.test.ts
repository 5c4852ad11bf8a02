import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveAtProvider, startMockProvider, type MockProvider } from './oauth-test-support.ts';

// A sign-in started by a client on another origin returns there (contract notes: OAuth line).
const PUBLIC_URL = 'https://api.hanpan.test';
const CLIENT = 'https://app.hanpan.test';
const PREVIEW = 'http://localhost:5173';

let kakao: MockProvider;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  kakao = await startMockProvider();
  const providers = { KAKAO_CLIENT_ID: 'kakao-key', KAKAO_ISSUER: kakao.issuer };
  t = await createTestApp({ ...providers, PUBLIC_URL, CORS_ORIGINS: `${CLIENT}, ${PREVIEW}` });
  bare = await createTestApp({ ...providers, CORS_ORIGINS: CLIENT });
});

afterAll(async () => {
  await t?.close();
  await bare?.close();
  await kakao?.stop();
});

let address = 0;
const nextAddress = () => `10.7.0.${(address++ % 250) + 1}`;

/** A whole browser sign-in, the start carrying `query` and `headers`: where the browser lands. */
async function signInFrom(app: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  const start = await app.inject({
    url: `/oauth2/authorization/kakao${query}`,
    headers,
    remoteAddress: nextAddress(),
  });
  expect(start.statusCode).toBe(302);
  const callback = await approveAtProvider(start.headers.location as string);
  const done = await app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie: `hanpan_oauth_state=${callback.searchParams.get('state')}` },
    remoteAddress: nextAddress(),
  });
  expect(done.statusCode).toBe(302);
  return done.headers.location as string;
}

const landing = (location: string) => {
  const url = new URL(location, 'http://relative.invalid');
  return { at: url.origin + url.pathname, token: url.searchParams.get('token') };
};

describe('where a browser sign-in returns', () => {
  it.each([
    ['?origin=', `${CLIENT}`, {}],
    ['?redirect=', `${encodeURIComponent(`${CLIENT}/init?next=/profile/0`)}`, {}],
    ['', '', { referer: `${CLIENT}/init` }],
    ['', '', { origin: PREVIEW }],
  ])('returns to an allowed client origin named by %s%s %j', async (name, value, headers) => {
    const expected = 'origin' in headers ? PREVIEW : CLIENT;
    const { at, token } = landing(await signInFrom(t.app, `${name}${value}`, headers));
    expect(at).toBe(`${expected}/oauth/callback`);
    expect(token).toBeTruthy();
  });

  it('falls back to PUBLIC_URL for an origin not on the list, whatever the client claims', async () => {
    for (const [query, headers] of [
      ['?origin=https://evil.example', {}],
      ['?redirect=javascript:alert(1)', {}],
      ['?origin=https://app.hanpan.test.evil.example', { referer: 'https://evil.example/' }],
      ['', {}],
    ] as const) {
      expect(landing(await signInFrom(t.app, query, headers)).at).toBe(`${PUBLIC_URL}/oauth/callback`);
    }
  });

  it('stays relative to this server without PUBLIC_URL', async () => {
    expect(await signInFrom(bare.app, '?origin=https://evil.example')).toMatch(/^\/oauth\/callback\?token=/);
    expect(landing(await signInFrom(bare.app, `?origin=${CLIENT}`)).at).toBe(`${CLIENT}/oauth/callback`);
  });

  it('ends a failed sign-in on the client origin’s /init', async () => {
    kakao.server.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const location = new URL(await signInFrom(t.app, `?origin=${CLIENT}`));
    expect(location.origin + location.pathname).toBe(`${CLIENT}/init`);
    expect(location.searchParams.get('error')).toBe('로그인이 취소되었어요.');
  });

  it('cannot be pointed elsewhere by editing the state on the way back', async () => {
    const start = await t.app.inject({
      url: `/oauth2/authorization/kakao?origin=${CLIENT}`,
      remoteAddress: nextAddress(),
    });
    const callback = await approveAtProvider(start.headers.location as string);
    const state = callback.searchParams.get('state')!;
    const forged = `${state.slice(0, state.lastIndexOf('.'))}.${Buffer.from(PREVIEW).toString('base64url')}`;
    callback.searchParams.set('state', forged);
    const done = await t.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: `hanpan_oauth_state=${forged}` },
      remoteAddress: nextAddress(),
    });
    // An unknown state: refused, on an allowed origin at most, and without a token.
    const location = new URL(done.headers.location as string);
    expect(location.pathname).toBe('/init');
    expect(location.searchParams.get('token')).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const DAY = 86_400;
const MAX = 30 * DAY;
const now = () => Math.floor(Date.now() / 1000);

/** A token shaped like ours, with any claim left out or changed. */
function forge(
  claims: { sub?: string; sid?: unknown; iat?: number | null; exp?: number | null },
  key: Uint8Array = secret,
) {
  const { sub = '7', sid = randomUUID(), iat = now(), exp = now() + DAY } = claims;
  const jwt = new SignJWT(sid === undefined ? {} : { sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('hanpan')
    .setAudience('hanpan-app');
  if (iat !== null) jwt.setIssuedAt(iat);
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

describe('verifyAccessToken', () => {
  it('accepts a token we signed', async () => {
    const sessionId = randomUUID();
    const token = await signAccessToken({ userId: 7, sessionId }, secret, new Date(Date.now() + MAX * 1000));
    expect(await verifyAccessToken(token, secret, MAX)).toEqual({ userId: 7, sessionId });
  });

  it('refuses a token without exp (it would never expire)', async () => {
    expect(await verifyAccessToken(await forge({ exp: null }), secret, MAX)).toBeNull();
  });

  it('refuses a token without iat', async () => {
    expect(await verifyAccessToken(await forge({ iat: null }), secret, MAX)).toBeNull();
  });

  it('refuses a lifetime longer than a session', async () => {
    expect(await verifyAccessToken(await forge({ exp: now() + 365 * DAY }), secret, MAX)).toBeNull();
    expect(await verifyAccessToken(await forge({ exp: now() + MAX }), secret, MAX)).not.toBeNull();
  });

  it('refuses a token issued longer ago than a session lasts', async () => {
    const token = await forge({ iat: now() - 40 * DAY, exp: now() + DAY });
    expect(await verifyAccessToken(token, secret, MAX)).toBeNull();
  });

  it.each([['not-a-uuid'], [''], [42], ["' or 1=1 --"]])('refuses sid %j', async (sid) => {
    expect(await verifyAccessToken(await forge({ sid }), secret, MAX)).toBeNull();
  });
});

describe('a forged token at the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a malformed sid', { sid: 'not-a-uuid' }],
    ['no exp', { exp: null }],
    ['a year-long lifetime', { exp: now() + 365 * DAY }],
  ])('answers 401 for %s, not 400 or 500', async (_name, claims) => {
    const user = await buildUser(t.db);
    const token = await forge({ sub: String(user.id), ...claims }, t.app.deps.authSecret);
    const res = await t.app.inject({
      url: '/api/user-profile/my/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_expired');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCachedTokenVerifier, signAccessToken } from './access-token.ts';

const secret = new TextEncoder().encode('unit-test-secret-that-is-long-enough!!');
const MAX_LIFETIME = 30 * 86_400;
const claims = { userId: 7, sessionId: '00000000-0000-4000-8000-000000000007' };

afterEach(() => vi.useRealTimers());

describe('cached access-token verification', () => {
  it('accepts a token again from memory, and never past its own expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const token = await signAccessToken(claims, secret, new Date(start.getTime() + 5_000));
    const verify = createCachedTokenVerifier(secret, MAX_LIFETIME, 10_000);

    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(start.getTime() + 4_000);
    expect(await verify(token)).toEqual(claims);
    // The cache would keep it 10 s, but the token itself expired after 5 s.
    vi.setSystemTime(start.getTime() + 6_000);
    expect(await verify(token)).toBeNull();
  });

  it('does not let a remembered token vouch for a tampered or foreign one', async () => {
    const token = await signAccessToken(claims, secret, new Date(Date.now() + 60_000));
    const verify = createCachedTokenVerifier(secret, MAX_LIFETIME);
    expect(await verify(token)).toEqual(claims);

    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    forged.sub = '8';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verify(tampered)).toBeNull();

    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough!!!!');
    const foreign = await signAccessToken(claims, otherSecret, new Date(Date.now() + 60_000));
    expect(await verify(foreign)).toBeNull();
  });
});

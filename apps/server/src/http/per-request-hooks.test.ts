import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The per-request hooks written for their cost (docs/performance.md, session 12): CORS, the global
// rate limit and the request id answer as the plugins and the onSend hook they replaced did.
const ORIGIN = 'https://app.hanpan.kr';
let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: ORIGIN, RATE_LIMIT_PER_MINUTE: '1000' });
  limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(() => Promise.all([t?.close(), limited?.close()]));

describe('CORS', () => {
  it('varies every answer by Origin and adds nothing for a request without an allowed one', async () => {
    for (const headers of [{}, { origin: '' }, { origin: 'https://evil.example' }]) {
      const res = await t.app.inject({ url: '/healthz', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Origin');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers a preflight from an allowed origin with 204, before authentication', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/notifications',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id, x-next-cursor',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'authorization',
      'access-control-max-age': '600',
      vary: 'Origin, Access-Control-Request-Headers',
      'content-length': '0',
    });
  });

  it('refuses a preflight without its method (400) and leaves other OPTIONS to the 404', async () => {
    const bare = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/notifications',
      headers: { origin: ORIGIN },
    });
    expect(bare.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/notifications',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('route_not_found');
  });
});

describe('request id', () => {
  it('is on answers refused before routing, and on 404s', async () => {
    const badUrl = await t.app.inject({ url: '/api/%zz', headers: { 'x-request-id': 'trace-bad-url-1' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-request-id']).toBe('trace-bad-url-1');
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('global rate limit', () => {
  it('counts per address with the plugin’s headers, and skips routes with their own setting', async () => {
    const first = await limited.app.inject({ url: '/api/auth/providers' });
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '60',
    });
    await limited.app.inject({ url: '/api/auth/providers' });
    const over = await limited.app.inject({ url: '/api/auth/providers' });
    expect(over.statusCode).toBe(429);
    expect(over.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '60' });
    // /healthz says `rateLimit: false`: never counted, never refused.
    const health = await limited.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

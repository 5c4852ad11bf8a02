import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const webDistDir = mkdtempSync(join(tmpdir(), 'hanpan-web-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html lang="ko"><title>한판</title></html>');
writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp(
    { CORS_ORIGINS: 'https://app.hanpan.kr', RATE_LIMIT_PER_MINUTE: '1000' },
    { webDistDir },
  );
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('not found', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'route_not_found', message: '존재하지 않는 API예요.' },
      message: '존재하지 않는 API예요.',
    });
  });

  it('serves index.html for unknown app paths so the client router can show its page', async () => {
    const res = await t.app.inject({ url: '/some/deep/page?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>한판</title>');
  });

  it('serves the app shell at the root', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>한판</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('errors', () => {
  it('answers malformed JSON with a Korean 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('요청 본문을 읽을 수 없어요.');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000), password: 'password1' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it('sends a real CSP, no-referrer and a request id', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('echoes an allowed origin with credentials and ignores others', async () => {
    const allowed = await t.app.inject({ url: '/healthz', headers: { origin: 'https://app.hanpan.kr' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.hanpan.kr');
    // A client on another origin must be able to read the next page's cursor (contract notes, Lists).
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-next-cursor');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves uploads with CORS to the web origin, so a canvas that draws them stays exportable', async () => {
    // The story image (decision 030) loads the opponent's picture with crossOrigin='anonymous';
    // without an allowing answer the browser refuses it (or taints the canvas and the save fails).
    const folder = join(t.config.DATA_DIR, 'uploads', 'avatars', '5');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'a1b2c3-640.webp'), 'webp');
    const res = await t.app.inject({
      url: '/uploads/avatars/5/a1b2c3-640.webp',
      headers: { origin: 'https://app.hanpan.kr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.hanpan.kr');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Cached for a year: caches must keep one answer per origin.
    expect(String(res.headers.vary)).toMatch(/origin/i);
    const other = await t.app.inject({
      url: '/uploads/avatars/5/a1b2c3-640.webp',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('observability and docs', () => {
  it('exposes Prometheus metrics with request durations by route', async () => {
    await t.app.inject({ url: '/healthz' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /hanpan_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/,
    );
  });

  it('publishes OpenAPI generated from the zod schemas', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(
      spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('rate limiting', () => {
  it('answers 429 in Korean past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.app.inject({ url: '/api/auth/providers' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const res = await limited.app.inject({ url: '/api/auth/providers' });
      expect(res.json().error).toEqual({
        code: 'rate_limited',
        message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
      });
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: 'true' })]);
});
afterAll(() => Promise.all([direct.close(), proxied.close()]));

const https = { 'x-forwarded-proto': 'https' };

describe('Strict-Transport-Security', () => {
  it('is absent on plain HTTP, even when a client claims HTTPS without a trusted proxy', async () => {
    expect(
      (await direct.app.inject({ url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const claimed = await direct.app.inject({ url: '/healthz', headers: https });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy says the request came over HTTPS', async () => {
    const res = await proxied.app.inject({ url: '/healthz', headers: https });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on error answers over HTTPS too', async () => {
    const res = await proxied.app.inject({ url: '/api/nothing-here', headers: https });
    expect(res.statusCode).toBe(404);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});

describe('framing', () => {
  it('is refused the same way by X-Frame-Options and CSP frame-ancestors', async () => {
    const res = await direct.app.inject({ url: '/healthz' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

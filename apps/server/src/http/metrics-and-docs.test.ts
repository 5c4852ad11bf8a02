import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Production-like apps share one in-memory database each; the checks are about routing, not data.
const production = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) };
const METRICS_TOKEN = 'metrics-token-0123456789';

describe('in production', () => {
  let plain: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    [plain, withToken] = await Promise.all([
      createTestApp(production),
      createTestApp({ ...production, METRICS_TOKEN, API_DOCS: 'true' }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), withToken.close()]));

  it('has no /metrics without a configured token', async () => {
    const res = await plain.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('hanpan_');
  });

  it('serves /metrics only to the bearer of METRICS_TOKEN', async () => {
    const ask = (authorization?: string) =>
      withToken.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask('Bearer wrong')).statusCode).toBe(401);
    expect((await ask(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await ask(METRICS_TOKEN)).statusCode).toBe(401);
    const ok = await ask(`Bearer ${METRICS_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('hanpan_http_request_duration_seconds');
  });

  it('has no /docs unless API_DOCS=true', async () => {
    expect((await plain.app.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    expect((await withToken.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  });
});

describe('outside production', () => {
  it('keeps /metrics and /docs open for development, and can turn docs off', async () => {
    const dev = await createTestApp({ API_DOCS: 'false' });
    try {
      expect((await dev.app.inject({ url: '/metrics' })).statusCode).toBe(200);
      expect((await dev.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('still asks for the token when one is configured', async () => {
    const dev = await createTestApp({ METRICS_TOKEN });
    try {
      expect((await dev.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const ok = await dev.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

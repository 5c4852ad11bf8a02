import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeLoggerOptions } from '../../http/log-safety.ts';
import { redactingLogger } from '../../realtime/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approveAtProvider, startMockProvider, type MockProvider } from './oauth-test-support.ts';

/**
 * Issue 7 §4: a sign-in used to log `/oauth/callback?token=…` at info level. Every log line of a
 * whole browser sign-in is captured here; no code, state or token value may appear in any of them.
 */
let google: MockProvider;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  google = await startMockProvider();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://hanpan.test',
      GOOGLE_CLIENT_ID: 'google-web-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer,
    },
    { logger: pino(safeLoggerOptions('trace'), sink) },
  );
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

describe('logs of a full sign-in', () => {
  it('never carry the code, the state, the session token, the bearer header or the cookie', async () => {
    const start = await t.app.inject({ url: '/oauth2/authorization/google' });
    const callback = await approveAtProvider(start.headers.location as string);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    expect(code.length).toBeGreaterThan(5);
    const cookie = `hanpan_oauth_state=${state}`;
    const done = await t.app.inject({ url: callback.pathname + callback.search, headers: { cookie } });
    const landing = done.headers.location as string;
    const token = new URL(landing, 'https://hanpan.test').searchParams.get('token')!;
    expect(token).toMatch(/^ey/);

    // The browser then loads the landing page and uses the token; a replayed callback fails.
    await t.app.inject({ url: landing });
    await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}`, cookie } });
    await t.app.inject({ url: `/api/user-profile/nope?access_token=${token}&id_token=${token}` });
    await t.app.inject({ url: callback.pathname + callback.search, headers: { cookie } });

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('/oauth/callback?token=[redacted]');
    for (const secret of [code, state, token]) expect(log).not.toContain(secret);
    expect(log).not.toContain('Bearer');
  });
});

describe('realtime log lines', () => {
  it('redact credential fields, headers and URL query values', () => {
    const seen: Array<Record<string, unknown>> = [];
    const capture = (obj: Record<string, unknown>) => void seen.push(obj);
    const logger = redactingLogger({ debug: capture, info: capture, warn: capture, error: capture });
    logger.warn(
      {
        token: 'secret-token',
        headers: { token: 'secret-token', cookie: 'a=b', destination: '/topic/x' },
        url: '/ws?access_token=secret-token&v=1',
        conn: 7,
      },
      'refused',
    );
    expect(JSON.stringify(seen)).not.toContain('secret-token');
    expect(JSON.stringify(seen)).not.toContain('a=b');
    expect(seen[0]).toMatchObject({ conn: 7, url: '/ws?access_token=[redacted]&v=1' });
    expect(seen[0]!.headers).toMatchObject({ destination: '/topic/x' });
  });
});

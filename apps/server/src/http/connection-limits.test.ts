import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { jsonExceedsDepth } from './json-body.ts';

/** Issue 7 §4: no client keeps a connection by trickling, and no body costs the CPU by nesting. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a raw socket, writes `first`, then one more byte every second; resolves when the server closes it. */
function trickle(first: string, next: string): Promise<{ closedAfterMs: number; received: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(next);
    }, 1000);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the trickling connection open for 10 s'));
    }, 10_000);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('timeouts on a real socket', () => {
  it('closes a connection whose body trickles in one byte a second', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{';
    const { closedAfterMs, received } = await trickle(head, ' ');
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(received).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('closes a connection whose headers trickle in', async () => {
    const { closedAfterMs } = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 'a');
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('leaves an upgraded websocket alone (it is no longer an HTTP request)', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, ['v12.stomp']);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });

  it('applies the configured limits to the server', () => {
    expect(t.app.server.requestTimeout).toBe(1500);
    expect(t.app.server.headersTimeout).toBe(1000);
    expect(t.app.server.keepAliveTimeout).toBe(500);
  });
});

describe('JSON bodies', () => {
  const post = async (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'content-type': 'application/json', ...(await t.authHeader(await buildUser(t.db))) },
    });

  it('refuses 1 MB of deeply nested JSON fast', async () => {
    const started = performance.now();
    const res = await post('['.repeat(1_048_576));
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a body over 64 KB', async () => {
    const res = await post(JSON.stringify({ category: 'OTHER', content: '가'.repeat(30_000) }));
    expect(res.statusCode).toBe(413);
  });

  it('refuses nesting deeper than 32 under the size limit with 400', async () => {
    const res = await post(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'bad_request', message: '요청 본문이 너무 깊게 중첩되어 있어요.' },
    });
  });

  it('counts only structure, not brackets inside strings', () => {
    expect(jsonExceedsDepth(JSON.stringify({ content: '[[[[[[[[[[{{{{{{{{{{"\\]]' }), 2)).toBe(false);
    expect(jsonExceedsDepth('[[[]]]', 3)).toBe(false);
    expect(jsonExceedsDepth('[[[[]]]]', 3)).toBe(true);
  });

  it('still parses an ordinary body and refuses prototype poisoning', async () => {
    const ok = await post(
      JSON.stringify({ category: 'OTHER', content: '문의 내용을 충분히 길게 적었어요.' }),
    );
    expect(ok.statusCode).toBe(201);
    const poisoned = await post(
      '{"category":"OTHER","content":"문의 내용을 충분히 길게 적었어요.","__proto__":{"x":1}}',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('every error body', () => {
  it('carries a top-level message equal to error.message', async () => {
    const user = await buildUser(t.db);
    const answers = [
      await t.app.inject({ url: '/api/nothing-here' }),
      await t.app.inject({ url: '/api/user-profile/my/profile' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/complete',
        payload: { username: 'BAD', nickname: '' },
        headers: await t.authHeader(user),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{broken',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const res of answers) {
      const body = res.json();
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof body.message).toBe('string');
      expect(body.message).toBe(body.error.message);
    }
  });

  it('does so for the rate limiter too', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
    try {
      await limited.app.inject({ url: '/api/auth/providers' });
      const res = await limited.app.inject({ url: '/api/auth/providers' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(res.json().error.message);
      expect(res.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

import { connect, type AddressInfo } from 'node:net';
import { ErrorBodySchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Issue 16 item 7: every error answer has the one body `{ error: {code, message}, message }` with a
 * Korean message and never repeats the request, also those Fastify or Node's HTTP parser produce
 * before a route runs. Over a real socket: inject() never meets Node's parser, and it normalises
 * some URLs a client can send.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Writes `request` as is on a new connection and reads the answer until the server closes it. */
function raw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

const request = (method: string, path: string, headers: Record<string, string> = {}, body = '') =>
  [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body || method === 'POST' ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
    '',
    body,
  ].join('\r\n');

function expectStandardBody(answer: RawAnswer, status: number, code: string, mustNotEcho: string[] = []) {
  expect(answer.status).toBe(status);
  expect(answer.head.toLowerCase()).toContain('content-type: application/json');
  const body = ErrorBodySchema.parse(JSON.parse(answer.body));
  expect(body.error.code).toBe(code);
  expect(body.message).toBe(body.error.message);
  expect(body.message).toMatch(/[가-힣]/);
  expect(answer.body).not.toMatch(/FST_|statusCode/);
  for (const fragment of mustNotEcho) expect(answer.body).not.toContain(fragment);
}

const longId = '1'.repeat(150);

describe('errors before a route runs, over a real socket', () => {
  it.each([
    ['a bad percent-encoding', 400, 'bad_url', '/api/games/%ff/detail', ['%ff', '/api/games']],
    ['an over-long path parameter', 414, 'uri_too_long', `/api/games/${longId}/detail`, [longId]],
    ['an unknown API path', 404, 'route_not_found', '/api/no-such-call/%3Cscript%3E', ['no-such-call']],
  ])('%s answers %i with the standard Korean body', async (_label, status, code, path, echo) => {
    expectStandardBody(await raw(request('GET', path)), status, code, echo);
  });

  it('a JSON body over the limit answers 413', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(t.config.JSON_BODY_LIMIT_BYTES + 10), password: 'p' });
    const answer = await raw(
      request('POST', '/api/auth/login', { 'Content-Type': 'application/json' }, body),
    );
    expectStandardBody(answer, 413, 'payload_too_large');
  });

  it('broken JSON answers 400', async () => {
    const answer = await raw(
      request('POST', '/api/auth/login', { 'Content-Type': 'application/json' }, '{"a":'),
    );
    expectStandardBody(answer, 400, 'bad_request');
  });

  it('an unsupported media type answers 415', async () => {
    const answer = await raw(request('POST', '/api/auth/login', { 'Content-Type': 'text/xml' }, '<a/>'));
    expectStandardBody(answer, 415, 'unsupported_media_type');
  });

  it("headers over Node's limit answer 431 (Node's parser, before Fastify)", async () => {
    const answer = await raw(request('GET', '/api/auth/current-user-id', { 'X-Big': 'a'.repeat(20_000) }));
    expectStandardBody(answer, 431, 'headers_too_large', ['aaaa', 'X-Big']);
  });

  it('a URL longer than the header limit answers 431 without repeating it', async () => {
    const path = `/api/games/list?region=${'b'.repeat(20_000)}`;
    expectStandardBody(await raw(request('GET', path)), 431, 'headers_too_large', ['bbbb']);
  });

  it('a request line the parser cannot read answers 400', async () => {
    expectStandardBody(await raw('GARBAGE\r\n\r\n'), 400, 'bad_request', ['GARBAGE']);
  });
});

describe('a request that arrives while the server closes', () => {
  it("answers 503 with the standard body (Fastify's own 503 has an English one)", async () => {
    const closingApp = await createTestApp();
    await closingApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: closingPort } = closingApp.app.server.address() as AddressInfo;
    const socket = connect(closingPort, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A request in flight keeps this connection open through close(); the next one on it then
    // arrives while the server closes.
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\n\r\n{',
    );
    await pause(200);
    const closing = closingApp.close();
    await pause(200);
    socket.write('}GET /api/rules/categories HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await pause(1_000);
    socket.destroy();
    await closing;
    const second = received.slice(received.indexOf('HTTP/1.1', 1));
    const [head = '', body = ''] = second.split('\r\n\r\n');
    expectStandardBody({ status: Number(head.slice(9, 12)), head, body }, 503, 'service_unavailable');
  });
});

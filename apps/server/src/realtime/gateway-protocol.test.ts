import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  connectFrame,
  rawClient,
  startGateway,
  stompClient,
  within,
  type RawClient,
  type TestGateway,
} from './gateway.test-support.ts';

describe('STOMP gateway (raw frames)', () => {
  let t: TestGateway;
  const sockets: RawClient[] = [];
  const open = async (protocols?: string[]) => {
    const raw = await rawClient(t.url, protocols);
    sockets.push(raw);
    return raw;
  };
  const connected = async () => {
    const raw = await open();
    raw.send(connectFrame('user-1'));
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    return raw;
  };
  const expectError = async (raw: RawClient, code: string) => {
    const frame = await raw.nextFrame();
    expect(frame.command).toBe('ERROR');
    expect(frame.headers['error-code']).toBe(code);
    return frame;
  };

  beforeAll(async () => {
    t = await startGateway({
      limits: {
        maxBodyBytes: 1024,
        maxFrameBytes: 4096,
        maxSubscriptionsPerConnection: 2,
        maxPendingFrames: 8,
      },
    });
  });
  afterEach(() => {
    for (const raw of sockets.splice(0)) raw.ws.terminate();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['garbage', 'hello world\n\n\0', 'malformed_frame'],
    [
      'an unknown command',
      'CONNECT\naccept-version:1.2\ntoken:user-1\n\n\0FROBNICATE\n\n\0',
      'unsupported_command',
    ],
    ['a SUBSCRIBE before CONNECT', 'SUBSCRIBE\nid:1\ndestination:/topic/ws/7\n\n\0', 'not_connected'],
    ['a bad content-length', 'CONNECT\ncontent-length:abc\n\n\0', 'malformed_frame'],
    [
      'an undefined header escape',
      'CONNECT\naccept-version:1.2\ntoken:user-1\n\n\0SEND\nx:\\t\n\n\0',
      'malformed_frame',
    ],
    ['an unsupported version', 'CONNECT\naccept-version:2.0\ntoken:user-1\n\n\0', 'unsupported_version'],
    [
      'a malformed heart-beat',
      'CONNECT\naccept-version:1.2\ntoken:user-1\nheart-beat:often\n\n\0',
      'malformed_frame',
    ],
    [
      'a transaction',
      'CONNECT\naccept-version:1.2\ntoken:user-1\n\n\0BEGIN\ntransaction:t1\n\n\0',
      'unsupported_command',
    ],
  ])('answers %s with ERROR and closes, and the server keeps serving', async (_name, text, code) => {
    const raw = await open();
    raw.send(text);
    let frame = await raw.nextFrame();
    if (frame.command === 'CONNECTED') frame = await raw.nextFrame();
    expect(frame.command).toBe('ERROR');
    expect(frame.headers['error-code']).toBe(code);
    await raw.closed();
    const next = stompClient(t.url, { token: 'user-2' });
    await next.connected();
    await next.client.deactivate();
  });

  it('names the supported versions when none is acceptable', async () => {
    const raw = await open();
    raw.send('CONNECT\naccept-version:2.0,3.0\ntoken:user-1\n\n\0');
    expect((await expectError(raw, 'unsupported_version')).headers.version).toBe('1.2,1.1,1.0');
  });

  it.each([
    ['id', 'SUBSCRIBE\ndestination:/topic/ws/7\n\n\0'],
    ['destination', 'SUBSCRIBE\nid:0\n\n\0'],
    ['destination', 'SEND\n\n{}\0'],
  ])('requires header %s', async (header, text) => {
    const raw = await connected();
    raw.send(text);
    expect((await expectError(raw, 'malformed_frame')).body.toString()).toContain(header);
  });

  it('refuses client ack modes', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE\nid:0\ndestination:/topic/ws/7\nack:client\n\n\0');
    await expectError(raw, 'unsupported_command');
  });

  it('refuses a duplicate subscription id', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE\nid:0\ndestination:/topic/ws/7\n\n\0SUBSCRIBE\nid:0\ndestination:/topic/ws/8\n\n\0');
    await expectError(raw, 'duplicate_subscription');
  });

  it('refuses subscriptions past maxSubscriptionsPerConnection', async () => {
    const raw = await connected();
    for (const id of ['a', 'b', 'c']) raw.send(`SUBSCRIBE\nid:${id}\ndestination:/topic/ws/7\n\n\0`);
    await expectError(raw, 'too_many_subscriptions');
  });

  it('handles frames split across messages and several frames in one message', async () => {
    const raw = await open();
    const frames =
      'CONNECT\r\naccept-version:1.1,1.2\r\ntoken:user-1\r\n\r\n\0\n' +
      'SUBSCRIBE\nid:a\ndestination:/topic/ws/7\nreceipt:r1\n\n\0' +
      'SEND\ndestination:/app/chat/7\ncontent-type:application/json\ncontent-length:19\n\n{"content":"split"}\0';
    for (let i = 0; i < frames.length; i += 40) raw.send(frames.slice(i, i + 40));
    expect((await raw.nextFrame()).headers.version).toBe('1.2');
    expect((await raw.nextFrame()).headers['receipt-id']).toBe('r1');
    const message = await raw.nextFrame();
    expect(message.command).toBe('MESSAGE');
    expect(message.headers.subscription).toBe('a');
    expect(JSON.parse(message.body.toString()).content).toBe('split');
  });

  it('accepts a body with NULs when content-length says so', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE\nid:e\ndestination:/user/queue/errors\nreceipt:r\n\n\0');
    await raw.nextFrame();
    const body = Buffer.from('{"content":"a"}\0\0', 'utf8');
    raw.send(
      Buffer.concat([
        Buffer.from(
          `SEND\ndestination:/app/chat/7\ncontent-type:text/plain\ncontent-length:${body.length}\n\n`,
        ),
        body,
        Buffer.from([0]),
      ]),
    );
    // A text/plain body reaches the handler as a string, which has no `content`: validation fails,
    // answered on the error queue (the protocol itself was fine, so the socket stays open).
    const frame = await raw.nextFrame();
    expect(frame.command).toBe('MESSAGE');
    expect(JSON.parse(frame.body.toString('utf8')).code).toBe('validation_failed');
  });

  it('refuses a body over maxBodyBytes with ERROR and close code 1009', async () => {
    const raw = await connected();
    raw.send(`SEND\ndestination:/app/chat/7\n\n{"content":"${'가'.repeat(400)}"}\0`);
    await expectError(raw, 'body_too_large');
    expect((await raw.closed()).code).toBe(1009);
  });

  it('refuses a frame over maxFrameBytes', async () => {
    const raw = await connected();
    raw.send(`SEND\ndestination:/app/chat/7\nx:${'y'.repeat(5000)}\n\n\0`);
    await expectError(raw, 'frame_too_large');
  });

  it('lets ws refuse a message over twice maxFrameBytes, and keeps serving', async () => {
    const raw = await connected();
    raw.send(`SEND\ndestination:/app/chat/7\n\n${'z'.repeat(10_000)}\0`);
    expect((await raw.closed()).code).toBe(1009);
    await (await rawClient(t.url)).ws.terminate();
  });

  it('refuses a flood of frames in flight with rate_limited', async () => {
    const raw = await connected();
    raw.send('UNSUBSCRIBE\nid:nothing\n\n\0'.repeat(20));
    await expectError(raw, 'rate_limited');
  });

  it('speaks STOMP 1.0 to a client that sends no accept-version', async () => {
    const raw = await open();
    raw.send('CONNECT\ntoken:user-1\n\n\0');
    expect((await raw.nextFrame()).headers.version).toBe('1.0');
  });

  it('escapes header values it sends back', async () => {
    const raw = await connected();
    raw.send('SUBSCRIBE\nid:weird\\cid\\nx\ndestination:/topic/ws/7\nreceipt:r\\c1\n\n\0');
    expect((await raw.nextFrame()).headers['receipt-id']).toBe('r:1');
  });

  it('closes a socket that never sends CONNECT', async () => {
    const quick = await startGateway({ limits: { connectTimeoutMs: 100 } });
    const raw = await rawClient(quick.url);
    await expectError(raw, 'connect_timeout');
    await raw.closed();
    await quick.close();
  });
});

describe('STOMP gateway (upgrade and subprotocols)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startGateway();
  });
  afterAll(async () => {
    await t.close();
  });

  it('prefers v12.stomp among offered subprotocols', async () => {
    const raw = await rawClient(t.url, ['v10.stomp', 'v11.stomp', 'v12.stomp']);
    expect(raw.ws.protocol).toBe('v12.stomp');
    raw.ws.terminate();
  });

  it('accepts a client offering no subprotocol', async () => {
    const raw = await rawClient(t.url, []);
    raw.send(connectFrame('user-1'));
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    raw.ws.terminate();
  });

  it('refuses a client offering only unknown subprotocols', async () => {
    const ws = new WebSocket(t.url, ['mqtt']);
    const error = await within(new Promise<Error>((resolve) => ws.on('error', resolve)), 5_000, 'error');
    expect(error.message).toMatch(/subprotocol|protocol/i);
  });

  it('answers 503 past maxConnections', async () => {
    const small = await startGateway({ limits: { maxConnections: 1 } });
    const first = await rawClient(small.url);
    await expect(rawClient(small.url)).rejects.toThrow(/503/);
    first.ws.terminate();
    await small.close();
  });

  it('destroys upgrades on other paths', async () => {
    const ws = new WebSocket(t.url.replace('/ws', '/other'));
    await within(new Promise((resolve) => ws.on('error', resolve)), 5_000, 'error');
    expect(ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('still answers plain HTTP on the same server', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      request(t.url.replace('ws:', 'http:'), (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });
});

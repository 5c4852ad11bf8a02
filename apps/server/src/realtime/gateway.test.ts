import { userErrorQueue } from '@hanpan/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  deferred,
  rawClient,
  startGateway,
  stompClient,
  within,
  type TestClient,
  type TestGateway,
  until,
} from './gateway.test-support.ts';

describe('STOMP gateway (stompjs client)', () => {
  let t: TestGateway;
  const clients: TestClient[] = [];
  const connect = (token?: string) => {
    const c = stompClient(t.url, token === undefined ? {} : { token });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await startGateway();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.client.deactivate({ force: true })));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a CONNECT without token with ERROR and closes the socket', async () => {
    const c = connect();
    const error = await c.error();
    expect(error.headers['error-code']).toBe('unauthorized');
    expect(error.headers.message).toBe('로그인이 필요해요.');
    expect(error.body).toContain('token');
    expect((await c.closed()).code).toBe(1008);
  });

  it('refuses a CONNECT with a token the authenticator rejects', async () => {
    const c = connect('forged.jwt.token');
    expect((await c.error()).headers['error-code']).toBe('session_expired');
    await c.closed();
  });

  it('answers CONNECTED with version, heart-beat and server headers', async () => {
    const frame = await connect('user-1').connected();
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
    expect(frame.headers.server).toMatch(/^hanpan-realtime/);
    expect(t.gateway.connectionCount()).toBeGreaterThanOrEqual(1);
  });

  it('lets a member subscribe to the room topic and delivers what another member sends', async () => {
    const alice = connect('user-1');
    const bob = connect('user-2');
    await Promise.all([alice.connected(), bob.connected()]);
    const inbox = await alice.subscribe('/topic/ws/7');
    await bob.sendWithReceipt('/app/chat/7', JSON.stringify({ content: '한판 하실래요?' }), 'chat-1');
    const message = await inbox.next();
    expect(JSON.parse(message.body)).toEqual({
      messageType: 'TALK',
      senderId: 2,
      content: '한판 하실래요?',
      timestamp: '2025-01-01T00:00:00+09:00',
    });
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers.destination).toBe('/topic/ws/7');
    expect(message.headers['message-id']).toBeTruthy();
    expect(Number(message.headers['content-length'])).toBe(Buffer.byteLength(message.body));
  });

  it('refuses a subscription the rule denies with ERROR (receipt-id kept) and closes', async () => {
    const carol = connect('user-3');
    await carol.connected();
    carol.client.subscribe('/topic/ws/7', () => {}, { receipt: 'r-denied' });
    const error = await carol.error();
    expect(error.headers['error-code']).toBe('forbidden');
    expect(error.headers['receipt-id']).toBe('r-denied');
    expect((await carol.closed()).code).toBe(1008);
  });

  it('refuses subscribing to a destination no topic matches', async () => {
    const c = connect('user-1');
    await c.connected();
    c.client.subscribe('/topic/secret/admin', () => {});
    expect((await c.error()).headers['error-code']).toBe('unknown_destination');
  });

  it('refuses a SEND straight to a topic', async () => {
    const c = connect('user-1');
    await c.connected();
    c.client.publish({ destination: '/topic/ws/7', body: '{"content":"spoof"}' });
    const error = await c.error();
    expect(error.headers['error-code']).toBe('forbidden');
    await c.closed();
  });

  it('refuses a SEND to an unregistered /app destination', async () => {
    const c = connect('user-1');
    await c.connected();
    c.client.publish({ destination: '/app/nothing/here', body: '{}' });
    expect((await c.error()).headers['error-code']).toBe('unknown_destination');
  });

  it('answers a typed handler error on the sender’s error queue and keeps the socket open', async () => {
    const c = connect('user-1');
    await c.connected();
    const errors = await c.subscribe('/user/queue/errors');
    const room = await c.subscribe('/topic/ws/7');
    c.client.publish({ destination: '/app/typed', body: '{}', headers: { receipt: 'r-typed' } });
    const error = JSON.parse((await errors.next()).body);
    expect(userErrorQueue.schema.parse(error)).toEqual({
      code: 'forbidden',
      message: '이 경기의 선수만 점수를 기록할 수 있어요.',
      destination: '/app/typed',
      receiptId: 'r-typed',
    });
    // Still open and usable: the next SEND goes through on the same socket.
    await c.sendWithReceipt('/app/chat/7', JSON.stringify({ content: '아직 연결돼 있어요' }), 'after-error');
    expect(JSON.parse((await room.next()).body).content).toBe('아직 연결돼 있어요');
    expect(c.client.connected).toBe(true);
  });

  it('sends a handler error to the sender only, not to other sockets of anyone', async () => {
    const sender = connect('user-1');
    const sameUserElsewhere = connect('user-1');
    await Promise.all([sender.connected(), sameUserElsewhere.connected()]);
    const mine = await sender.subscribe('/user/queue/errors');
    const other = await sameUserElsewhere.subscribe('/user/queue/errors');
    sender.client.publish({ destination: '/app/typed', body: '{}' });
    expect(JSON.parse((await mine.next()).body).code).toBe('forbidden');
    await sameUserElsewhere.roundTrip();
    expect(other.unread()).toBe(0);
  });

  it('delivers publishToUser to every socket of that user and nobody else', async () => {
    t.gateway.registerUserQueue('/user/queue/badge');
    const phone = connect('user-1');
    const laptop = connect('user-1');
    const stranger = connect('user-2');
    await Promise.all([phone.connected(), laptop.connected(), stranger.connected()]);
    const [a, b, c] = await Promise.all([
      phone.subscribe('/user/queue/badge'),
      laptop.subscribe('/user/queue/badge'),
      stranger.subscribe('/user/queue/badge'),
    ]);
    await t.gateway.publishToUser(1, '/user/queue/badge', { unread: 3 });
    expect(JSON.parse((await a.next()).body)).toEqual({ unread: 3 });
    expect((await b.next()).headers.destination).toBe('/user/queue/badge');
    await stranger.roundTrip();
    expect(c.unread()).toBe(0);
  });

  it('answers a SEND by a non-member with forbidden and publishes nothing', async () => {
    const alice = connect('user-1');
    const carol = connect('user-3');
    await Promise.all([alice.connected(), carol.connected()]);
    const inbox = await alice.subscribe('/topic/ws/7');
    const carolErrors = await carol.subscribe('/user/queue/errors');
    carol.client.publish({ destination: '/app/chat/7', body: JSON.stringify({ content: 'intruder' }) });
    expect(JSON.parse((await carolErrors.next()).body).code).toBe('forbidden');
    const bob = connect('user-2');
    await bob.connected();
    await bob.sendWithReceipt('/app/chat/7', JSON.stringify({ content: 'first real message' }), 'chat-2');
    expect(JSON.parse((await inbox.next()).body).content).toBe('first real message');
  });

  it('answers an unexpected handler error generically, logs it and keeps serving', async () => {
    const c = connect('user-1');
    await c.connected();
    const errors = await c.subscribe('/user/queue/errors');
    c.client.publish({ destination: '/app/boom', body: '{}' });
    const error = (await errors.next()).body;
    expect(JSON.parse(error).code).toBe('internal_error');
    expect(error).not.toContain('database');
    expect(t.logger.errors.some((e) => String(e.err).includes('database exploded'))).toBe(true);
    await connect('user-2').connected();
  });

  it('answers invalid JSON declared as JSON with bad_request', async () => {
    const c = connect('user-1');
    await c.connected();
    const errors = await c.subscribe('/user/queue/errors');
    c.client.publish({
      destination: '/app/chat/7',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse((await errors.next()).body).code).toBe('bad_request');
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const alice = connect('user-1');
    const bob = connect('user-2');
    await Promise.all([alice.connected(), bob.connected()]);
    const received: string[] = [];
    const sub = alice.client.subscribe('/topic/ws/7', (m) => received.push(m.body), { id: 'only-sub' });
    const inbox = await alice.subscribe('/topic/ws/7');
    const unsubscribed = deferred<void>();
    alice.client.watchForReceipt('unsub-1', () => unsubscribed.resolve());
    sub.unsubscribe({ receipt: 'unsub-1' });
    await within(unsubscribed.promise, 5_000, 'unsubscribe receipt');
    await bob.sendWithReceipt('/app/chat/7', JSON.stringify({ content: 'after' }), 'chat-3');
    await inbox.next();
    expect(received).toEqual([]);
  });

  it('exports connection and frame metrics to the given registry', async () => {
    const c = connect('user-3');
    await c.connected();
    c.client.subscribe('/topic/ws/7', () => {});
    await c.error();
    const text = await t.registry.metrics();
    expect(text).toMatch(/hanpan_realtime_connections \d+/);
    expect(text).toMatch(/hanpan_realtime_frames_in_total\{command="CONNECT"\} \d+/);
    expect(text).toMatch(/hanpan_realtime_errors_total\{code="forbidden"\} \d+/);
  });

  it('sends RECEIPT for DISCONNECT and then closes', async () => {
    const raw = await rawClient(t.url);
    raw.send('CONNECT\naccept-version:1.2\ntoken:user-1\n\n\0');
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    raw.send('DISCONNECT\nreceipt:bye-1\n\n\0');
    const receipt = await raw.nextFrame();
    expect(receipt.command).toBe('RECEIPT');
    expect(receipt.headers['receipt-id']).toBe('bye-1');
    expect((await raw.closed()).code).toBe(1000);
  });

  it('counts only open sockets', async () => {
    const c = connect('user-1');
    await c.connected();
    expect(t.gateway.connectionCount()).toBeGreaterThan(0);
    await c.client.deactivate();
    await until(() => t.gateway.connectionCount() === 0, 'connection count to reach 0');
  });
});

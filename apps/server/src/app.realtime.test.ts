import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DatabaseHandle } from './db/client.ts';
import { createRedisBus } from './realtime/redis-bus.ts';
import { buildUser } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { openTestDatabase } from './test/test-database.ts';

// The gateway's own protocol tests live in realtime/; these check it wired into the real app:
// real tokens, real sessions, revocation, and fan-out between two app instances.

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

function stompClient(url: string, token?: string) {
  return new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
    connectHeaders: token ? { token } : {},
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
}

/** Resolves 'connected', or the ERROR frame's message when the server refuses. */
function connect(client: Client): Promise<'connected' | string> {
  return new Promise((resolve) => {
    client.onConnect = () => resolve('connected');
    client.onStompError = (frame: IFrame) => resolve(frame.headers.message ?? 'error');
    client.onWebSocketClose = () => resolve('closed');
    client.activate();
  });
}

function registerEcho(app: FastifyInstance) {
  app.realtime.registerTopic('/topic/test/:roomId', {
    canSubscribe: async (user, params) => params.roomId === String(user.userId) || params.roomId === 'shared',
  });
  app.realtime.registerAppDestination('/app/echo/:roomId', {
    handle: async ({ user, params, body, gateway }) =>
      gateway.publish(`/topic/test/${params.roomId}`, { from: user.userId, body }),
  });
}

describe('realtime on the app', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    registerEcho(t.app);
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('refuses a connection without a token or with a forged one', async () => {
    for (const token of [undefined, 'forged.token.value']) {
      const client = stompClient(url, token);
      expect(await connect(client)).not.toBe('connected');
      await client.deactivate();
    }
  });

  it('accepts a signed-in user and delivers what they send to a room they may join', async () => {
    const user = await buildUser(t.db);
    const client = stompClient(url, await t.tokenFor(user));
    expect(await connect(client)).toBe('connected');
    const received = new Promise<IMessage>((resolve) => client.subscribe('/topic/test/shared', resolve));
    client.publish({ destination: '/app/echo/shared', body: JSON.stringify({ content: '안녕하세요' }) });
    const message = await received;
    expect(JSON.parse(message.body)).toEqual({ from: user.id, body: { content: '안녕하세요' } });
    await client.deactivate();
  });

  it('closes a live connection when its session logs out', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    const client = stompClient(url, token);
    expect(await connect(client)).toBe('connected');
    const closed = new Promise<void>((resolve) => (client.onWebSocketClose = () => resolve()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    await closed;
    await client.deactivate();
  });
});

describe.skipIf(!process.env.REDIS_URL)('fan-out between two app instances through Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({}, { database, bus: createRedisBus(process.env.REDIS_URL!, console) });
    b = await createTestApp({}, { database, bus: createRedisBus(process.env.REDIS_URL!, console) });
    registerEcho(a.app);
    registerEcho(b.app);
    [urlA, urlB] = [await listen(a.app), await listen(b.app)];
    await Promise.all([a.app.realtime.ready(), b.app.realtime.ready()]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('delivers a message sent on instance B to a subscriber on instance A', async () => {
    const alice = await buildUser(a.db);
    const bob = await buildUser(a.db);
    const onA = stompClient(urlA, await a.tokenFor(alice));
    const onB = stompClient(urlB, await b.tokenFor(bob));
    expect(await connect(onA)).toBe('connected');
    expect(await connect(onB)).toBe('connected');
    const receipt = new Promise<void>((resolve) => onA.watchForReceipt('sub-1', () => resolve()));
    const received = new Promise<IMessage>((resolve) =>
      onA.subscribe('/topic/test/shared', resolve, { receipt: 'sub-1' }),
    );
    await receipt;
    onB.publish({ destination: '/app/echo/shared', body: JSON.stringify({ content: '다른 서버에서' }) });
    expect(JSON.parse((await received).body)).toEqual({ from: bob.id, body: { content: '다른 서버에서' } });
    await onA.deactivate();
    await onB.deactivate();
  });
});

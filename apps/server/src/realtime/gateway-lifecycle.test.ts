import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus } from './bus.ts';
import {
  connectFrame,
  rawClient,
  startGateway,
  stompClient,
  until,
  type RawClient,
  type TestGateway,
} from './gateway.test-support.ts';

const gateways: TestGateway[] = [];
const sockets: RawClient[] = [];
const start = async (...args: Parameters<typeof startGateway>) => {
  const t = await startGateway(...args);
  gateways.push(t);
  return t;
};
const open = async (t: TestGateway, ...rest: [string[]?, { autoPong?: boolean }?]) => {
  const raw = await rawClient(t.url, ...rest);
  sockets.push(raw);
  return raw;
};

afterEach(async () => {
  for (const raw of sockets.splice(0)) raw.ws.terminate();
  await Promise.all(gateways.splice(0).map((t) => t.close()));
});

describe('heart-beats', () => {
  it('negotiates heart-beats and sends EOLs at the agreed interval', async () => {
    const t = await start({ limits: { heartbeatMs: 50 } });
    const raw = await open(t);
    raw.send(connectFrame('user-1', 'heart-beat:0,20\n'));
    expect((await raw.nextFrame()).headers['heart-beat']).toBe('50,50');
    await raw.firstHeartbeat();
    await until(() => raw.heartbeats() >= 3, 'three heart-beats');
  });

  it('sends no heart-beats when the client wants none', async () => {
    const t = await start({ limits: { heartbeatMs: 20 } });
    const quiet = await open(t);
    const beating = await open(t);
    quiet.send(connectFrame('user-1', 'heart-beat:0,0\n'));
    beating.send(connectFrame('user-2', 'heart-beat:0,20\n'));
    await Promise.all([quiet.nextFrame(), beating.nextFrame()]);
    await until(() => beating.heartbeats() >= 3, 'heart-beats on the other socket');
    expect(quiet.heartbeats()).toBe(0);
  });

  it('closes a client silent for twice its promised interval, and keeps one that beats', async () => {
    const t = await start({ limits: { heartbeatMs: 50 } });
    const silent = await open(t);
    const alive = await open(t);
    silent.send(connectFrame('user-1', 'heart-beat:50,0\n'));
    alive.send(connectFrame('user-2', 'heart-beat:50,0\n'));
    await Promise.all([silent.nextFrame(), alive.nextFrame()]);
    const beat = setInterval(() => alive.send('\n'), 40);
    try {
      expect((await silent.closed()).code).toBe(1006);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    } finally {
      clearInterval(beat);
    }
  });

  it('pings clients without heart-beats and drops those that never answer', async () => {
    const t = await start({ limits: { pingMs: 50 } });
    const deaf = await open(t, ['v12.stomp'], { autoPong: false });
    const polite = await open(t);
    deaf.send(connectFrame('user-1'));
    polite.send(connectFrame('user-2'));
    await Promise.all([deaf.nextFrame(), polite.nextFrame()]);
    await deaf.closed();
    expect(polite.ws.readyState).toBe(polite.ws.OPEN);
  });

  it('keeps a stompjs client with heart-beats both ways connected', async () => {
    const t = await start({ limits: { heartbeatMs: 50 } });
    const c = stompClient(t.url, { token: 'user-1', heartbeatIncoming: 50, heartbeatOutgoing: 50 });
    expect((await c.connected()).headers['heart-beat']).toBe('50,50');
    const inbox = await c.subscribe('/topic/ws/7');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.gateway.publish('/topic/ws/7', { still: 'here' });
    expect(JSON.parse((await inbox.next()).body)).toEqual({ still: 'here' });
    await c.client.deactivate();
  });
});

describe('session revocation', () => {
  it('closes a session the periodic recheck no longer accepts', async () => {
    const t = await start({ authRecheckMs: 30 });
    const raw = await open(t);
    raw.send(connectFrame('user-1'));
    await raw.nextFrame();
    t.auth.revoked.add('user-1');
    const error = await raw.nextFrame();
    expect(error.headers['error-code']).toBe('session_expired');
    expect((await raw.closed()).code).toBe(1008);
  });

  it('silently drops a subscription whose rule now says no', async () => {
    let allowed = true;
    const t = await start({ authRecheckMs: 30 });
    t.gateway.registerTopic('/topic/flag/:id', { canSubscribe: async () => allowed });
    const c = stompClient(t.url, { token: 'user-1' });
    await c.connected();
    const flagged = await c.subscribe('/topic/flag/1');
    const room = await c.subscribe('/topic/ws/7');
    allowed = false;
    await until(() => t.logger.infos.includes('realtime subscription revoked'), 'revocation');
    await t.gateway.publish('/topic/flag/1', { secret: true });
    await t.gateway.publish('/topic/ws/7', { ok: true });
    expect(JSON.parse((await room.next()).body)).toEqual({ ok: true });
    await c.client.deactivate();
    void flagged;
  });

  it('disconnects a session or a user on demand', async () => {
    const t = await start();
    const [one, two, other] = await Promise.all([open(t), open(t), open(t)]);
    one!.send(connectFrame('user-1'));
    two!.send(connectFrame('user-2'));
    other!.send(connectFrame('user-3'));
    await Promise.all([one!.nextFrame(), two!.nextFrame(), other!.nextFrame()]);
    await t.gateway.disconnectSession('s-1');
    await t.gateway.disconnectUser(2);
    expect((await one!.nextFrame()).headers['error-code']).toBe('session_expired');
    expect((await two!.nextFrame()).headers['error-code']).toBe('session_expired');
    await Promise.all([one!.closed(), two!.closed()]);
    expect(other!.ws.readyState).toBe(other!.ws.OPEN);
  });
});

describe('graceful close', () => {
  it('sends ERROR server_shutdown, closes with 1001 and stops accepting', async () => {
    const t = await startGateway();
    const raw = await rawClient(t.url);
    raw.send(connectFrame('user-1'));
    await raw.nextFrame();
    const c = stompClient(t.url, { token: 'user-2' });
    await c.connected();
    await t.gateway.close();
    const error = await raw.nextFrame();
    expect(error.headers['error-code']).toBe('server_shutdown');
    expect((await raw.closed()).code).toBe(1001);
    expect((await c.error()).headers['error-code']).toBe('server_shutdown');
    expect((await c.closed()).code).toBe(1001);
    expect(t.gateway.connectionCount()).toBe(0);
    await expect(rawClient(t.url)).rejects.toThrow();
    await t.close();
  });

  it('is idempotent and closes the bus', async () => {
    const bus = createInProcessBus();
    const t = await startGateway({}, bus);
    await Promise.all([t.gateway.close(), t.gateway.close()]);
    await expect(bus.publish('/topic/ws/7', '{}')).rejects.toThrow(/closed/);
    await t.close();
  });
});

describe('fan-out', () => {
  it('delivers to subscribers on every gateway sharing a bus, once each', async () => {
    const bus = createInProcessBus();
    const a = await start({ closeBus: false }, bus);
    const b = await start({ closeBus: false }, bus);
    const onA = stompClient(a.url, { token: 'user-1' });
    const onB = stompClient(b.url, { token: 'user-2' });
    await Promise.all([onA.connected(), onB.connected()]);
    const inboxA = await onA.subscribe('/topic/ws/7');
    const inboxB = await onB.subscribe('/topic/ws/7');
    await onB.sendWithReceipt('/app/chat/7', JSON.stringify({ content: 'from B' }), 'fan-1');
    await b.gateway.publish('/topic/ws/7', { n: 2 });
    for (const inbox of [inboxA, inboxB]) {
      expect(JSON.parse((await inbox.next()).body).content).toBe('from B');
      expect(JSON.parse((await inbox.next()).body)).toEqual({ n: 2 });
    }
    await Promise.all([onA.client.deactivate(), onB.client.deactivate()]);
  });

  it('refuses to publish what JSON cannot encode', async () => {
    const t = await start();
    await expect(t.gateway.publish('/topic/ws/7', undefined)).rejects.toThrow(TypeError);
    await expect(t.gateway.publish('topic/no-slash', {})).rejects.toThrow();
  });
});

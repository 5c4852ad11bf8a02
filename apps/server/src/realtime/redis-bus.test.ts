import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FanoutBus } from './bus.ts';
import {
  connectFrame,
  deferred,
  rawClient,
  startGateway,
  stompClient,
  within,
  type TestGateway,
} from './gateway.test-support.ts';
import { silentLogger } from './logger.ts';
import { createRedisBus } from './redis-bus.ts';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('Redis fan-out', () => {
  // A prefix per test keeps parallel runs (and other suites on the same Redis) apart.
  const newBus = (prefix: string) => createRedisBus(REDIS_URL!, silentLogger, { prefix });
  const buses: FanoutBus[] = [];
  const gateways: TestGateway[] = [];
  afterEach(async () => {
    await Promise.all(gateways.splice(0).map((t) => t.close()));
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  it('delivers a publish to every subscribed bus, the publisher included, in order', async () => {
    const prefix = `hanpan:test:${randomUUID()}:`;
    const a = newBus(prefix);
    const b = newBus(prefix);
    const stranger = newBus(`hanpan:test:${randomUUID()}:`);
    buses.push(a, b, stranger);
    const seenA: string[] = [];
    const seenB: string[] = [];
    const doneA = deferred<void>();
    const doneB = deferred<void>();
    await a.subscribe((channel, payload) => {
      seenA.push(`${channel} ${payload}`);
      if (seenA.length === 3) doneA.resolve();
    });
    await b.subscribe((channel, payload) => {
      seenB.push(`${channel} ${payload}`);
      if (seenB.length === 3) doneB.resolve();
    });
    const strangerSaw: string[] = [];
    await stranger.subscribe((channel) => strangerSaw.push(channel));
    for (const n of [1, 2, 3]) await b.publish('/topic/ws/7', `{"n":${n}}`);
    await within(Promise.all([doneA.promise, doneB.promise]), 5_000, 'three messages on both buses');
    const expected = [1, 2, 3].map((n) => `/topic/ws/7 {"n":${n}}`);
    expect(seenA).toEqual(expected);
    expect(seenB).toEqual(expected);
    expect(strangerSaw).toEqual([]);
  });

  it('stops calling a handler after unsubscribe and closes idempotently', async () => {
    const prefix = `hanpan:test:${randomUUID()}:`;
    const bus = newBus(prefix);
    const seen: string[] = [];
    const got = deferred<void>();
    const unsubscribe = await bus.subscribe((_c, p) => seen.push(p));
    await bus.subscribe(() => got.resolve());
    unsubscribe();
    await bus.publish('/x', 'one');
    await within(got.promise, 5_000, 'message');
    expect(seen).toEqual([]);
    await Promise.all([bus.close(), bus.close()]);
  });

  it('carries a SEND on gateway B to a subscriber on gateway A', async () => {
    const prefix = `hanpan:test:${randomUUID()}:`;
    const a = await startGateway({}, newBus(prefix));
    const b = await startGateway({}, newBus(prefix));
    gateways.push(a, b);
    const alice = stompClient(a.url, { token: 'user-1' });
    const bob = stompClient(b.url, { token: 'user-2' });
    await Promise.all([alice.connected(), bob.connected()]);
    const inbox = await alice.subscribe('/topic/ws/7');
    await bob.sendWithReceipt('/app/chat/7', JSON.stringify({ content: '다른 서버에서 왔어요' }), 'redis-1');
    const message = await inbox.next();
    expect(JSON.parse(message.body)).toMatchObject({
      messageType: 'TALK',
      senderId: 2,
      content: '다른 서버에서 왔어요',
    });
    expect(message.headers.destination).toBe('/topic/ws/7');
    await Promise.all([alice.client.deactivate(), bob.client.deactivate()]);
  });

  it('disconnects a revoked session on every instance', async () => {
    const prefix = `hanpan:test:${randomUUID()}:`;
    const a = await startGateway({}, newBus(prefix));
    const b = await startGateway({}, newBus(prefix));
    gateways.push(a, b);
    const raw = await rawClient(a.url);
    raw.send(connectFrame('user-1'));
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    await b.gateway.disconnectSession('s-1');
    expect((await raw.nextFrame()).headers['error-code']).toBe('session_expired');
    await raw.closed();
  });
});

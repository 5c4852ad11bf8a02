import { randomUUID } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { createRedisBus } from '../../realtime/redis-bus.ts';
import { stompClient, type MessageQueue, type TestClient } from '../../realtime/gateway.test-support.ts';
import { silentLogger } from '../../realtime/logger.ts';
import { buildBlock, buildUser } from '../../test/factories.ts';
import { listen, stompTestApp } from '../../test/stomp-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildDmRoom } from './chat.test-support.ts';

// Two real @stomp/stompjs clients against the real app: tokens, sessions, the database, the bus.

const json = (message: IMessage) => JSON.parse(message.body) as Record<string, unknown>;
let receipts = 0;
const nextReceipt = () => `r-${(receipts += 1)}`;

/** Connected, subscribed to its own error queue; sockets opened here are closed after each file. */
async function connectAs(t: TestApp, url: string, user: { id: number }, open: TestClient[]) {
  const client = stompClient(url, { token: await t.tokenFor(user) });
  open.push(client);
  await client.connected();
  const errors = await client.subscribe('/user/queue/errors');
  return { ...client, errors };
}

/** A SEND the server refuses: no RECEIPT, the refusal on the sender's error queue instead. */
async function refusedSend(client: TestClient & { errors: MessageQueue }, destination: string, body: string) {
  const receipt = nextReceipt();
  client.client.publish({ destination, body, headers: { receipt, 'content-type': 'application/json' } });
  const error = json(await client.errors.next());
  expect(error).toMatchObject({ destination, receiptId: receipt });
  return error;
}

describe('DM chat over STOMP', () => {
  const server = stompTestApp();
  const { open } = server;

  async function room() {
    const a = await buildUser(server.t.db);
    const b = await buildUser(server.t.db);
    const roomId = await buildDmRoom(server.t.db, a, b);
    return { a, b, roomId, topic: `/topic/ws/${roomId}`, destination: `/app/chat/${roomId}` };
  }

  it('delivers a line to both members live, stored (with its id) before anyone receives it', async () => {
    const { a, b, topic, destination, roomId } = await room();
    const alice = await connectAs(server.t, server.url, a, open);
    const bob = await connectAs(server.t, server.url, b, open);
    const aliceRoom = await alice.subscribe(topic);
    const bobRoom = await bob.subscribe(topic);
    const bobDm = await bob.subscribe('/user/queue/dm');

    await alice.sendWithReceipt(
      destination,
      JSON.stringify({ content: '  오늘 7시에 탁구 어때요?\n' }),
      nextReceipt(),
    );
    const received = json(await bobRoom.next());
    // Looked up the moment it arrived: the row was committed before the broadcast.
    const [stored] = await server.t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, received.id as number));
    expect(received).toEqual({
      id: stored!.id,
      messageType: 'TALK',
      senderId: a.id,
      content: '오늘 7시에 탁구 어때요?',
      timestamp: stored!.createdAt.toISOString(),
    });
    expect(stored).toMatchObject({ roomId, senderId: a.id, content: '오늘 7시에 탁구 어때요?' });
    expect(json(await aliceRoom.next())).toEqual(received);
    expect(json(await bobDm.next())).toEqual({ type: 'MESSAGE', roomId, message: received });

    await bob.sendWithReceipt(destination, JSON.stringify({ content: '좋아요 😀' }), nextReceipt());
    expect(json(await aliceRoom.next())).toMatchObject({ senderId: b.id, content: '좋아요 😀' });
  });

  it('refuses a third player: SUBSCRIBE ends with ERROR, SEND answers on their error queue', async () => {
    const { a, topic, destination } = await room();
    const stranger = await buildUser(server.t.db);
    const alice = await connectAs(server.t, server.url, a, open);
    const aliceRoom = await alice.subscribe(topic);

    const peeker = await connectAs(server.t, server.url, stranger, open);
    const error = await refusedSend(peeker, destination, JSON.stringify({ content: '끼어들기' }));
    expect(error).toMatchObject({ code: 'not_chat_member', message: '참여하지 않은 대화방이에요.' });
    // Still connected: the next frame is answered.
    await peeker.subscribe('/user/queue/dm');

    peeker.client.subscribe(topic, () => {});
    expect((await peeker.error()).headers['error-code']).toBe('forbidden');

    await alice.sendWithReceipt(destination, JSON.stringify({ content: '우리끼리' }), nextReceipt());
    expect(json(await aliceRoom.next()).content).toBe('우리끼리');
  });

  it('answers a malformed, blank, over-long or profane line on the error queue and keeps the socket', async () => {
    const { a, topic, destination } = await room();
    const alice = await connectAs(server.t, server.url, a, open);
    const inbox = await alice.subscribe(topic);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['{not json', { code: 'bad_request' }],
      [JSON.stringify({ text: '안녕' }), { code: 'validation_failed', message: '메시지를 입력해 주세요.' }],
      [
        JSON.stringify({ content: ' \n ' }),
        { code: 'validation_failed', message: '메시지를 입력해 주세요.' },
      ],
      [
        JSON.stringify({ content: '가'.repeat(1001) }),
        { code: 'validation_failed', message: '메시지는 1000자 이하로 입력해 주세요.' },
      ],
      [
        JSON.stringify({ content: '이 시1발 뭐야' }),
        { code: 'chat_profanity', message: '"시1발"은(는) 쓸 수 없는 말이에요.' },
      ],
    ];
    for (const [body, expected] of cases)
      expect(await refusedSend(alice, destination, body)).toMatchObject(expected);
    expect(await server.t.db.select().from(chatMessages).where(eq(chatMessages.senderId, a.id))).toEqual([]);

    // Exactly 1000 characters (an emoji counts as one) is fine, and the socket is still open.
    const longest = `😀${'가'.repeat(999)}`;
    await alice.sendWithReceipt(destination, JSON.stringify({ content: longest }), nextReceipt());
    expect(json(await inbox.next()).content).toBe(longest);
  });

  it('limits each socket to a burst of ten lines; another socket of the same player is not slowed', async () => {
    const { a, destination } = await room();
    const busy = await connectAs(server.t, server.url, a, open);
    for (let i = 0; i < 10; i++) {
      await busy.sendWithReceipt(destination, JSON.stringify({ content: `${i}` }), nextReceipt());
    }
    const error = await refusedSend(busy, destination, JSON.stringify({ content: '열한 번째' }));
    expect(error).toMatchObject({ code: 'chat_rate_limited' });
    const other = await connectAs(server.t, server.url, a, open);
    await other.sendWithReceipt(destination, JSON.stringify({ content: '다른 기기' }), nextReceipt());
  });

  it('refuses lines and subscriptions between a blocked pair', async () => {
    const { a, b, destination, topic } = await room();
    await buildBlock(server.t.db, b, a);
    const alice = await connectAs(server.t, server.url, a, open);
    const refusal = await refusedSend(alice, destination, JSON.stringify({ content: '왜 차단했어요?' }));
    expect(refusal).toMatchObject({ code: 'dm_blocked' });
    alice.client.subscribe(topic, () => {});
    expect((await alice.error()).headers['error-code']).toBe('forbidden');
  });

  it('tells the writer when the partner has read their lines (/user/queue/dm READ)', async () => {
    const { a, b, roomId, destination } = await room();
    const alice = await connectAs(server.t, server.url, a, open);
    const aliceDm = await alice.subscribe('/user/queue/dm');
    await alice.sendWithReceipt(destination, JSON.stringify({ content: '읽으면 알려 줘요' }), nextReceipt());
    const sent = json(await aliceDm.next());
    const res = await server.t.app.inject({
      method: 'POST',
      url: `/api/chat-room/${roomId}/read`,
      headers: await server.t.authHeader(b),
    });
    expect(res.statusCode).toBe(200);
    const id = (sent.message as { id: number }).id;
    expect(json(await aliceDm.next())).toEqual({
      type: 'READ',
      roomId,
      readerId: b.id,
      lastReadMessageId: id,
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)('DM chat across two app instances through Redis', () => {
  let database: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;
  let urlOne: string;
  let urlTwo: string;
  const open: TestClient[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    // One prefix for both instances, apart from other suites on the same Redis.
    const prefix = `hanpan:test:chat:${randomUUID()}:`;
    const bus = () => createRedisBus(process.env.REDIS_URL!, silentLogger, { prefix });
    one = await createTestApp({}, { database, bus: bus() });
    two = await createTestApp({}, { database, bus: bus() });
    [urlOne, urlTwo] = [await listen(one.app), await listen(two.app)];
    await Promise.all([one.app.realtime.ready(), two.app.realtime.ready()]);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.client.deactivate()));
    await one.close();
    await two.close();
    await database.close();
  });

  it('delivers a line sent on one instance to the members on both', async () => {
    const a = await buildUser(one.db);
    const b = await buildUser(one.db);
    const roomId = await buildDmRoom(one.db, a, b);
    const alice = await connectAs(one, urlOne, a, open);
    const bob = await connectAs(two, urlTwo, b, open);
    const aliceRoom = await alice.subscribe(`/topic/ws/${roomId}`);
    const bobRoom = await bob.subscribe(`/topic/ws/${roomId}`);
    const bobDm = await bob.subscribe('/user/queue/dm');
    await alice.sendWithReceipt(
      `/app/chat/${roomId}`,
      JSON.stringify({ content: '다른 서버에서 왔어요' }),
      nextReceipt(),
    );
    const onTwo = json(await bobRoom.next());
    expect(onTwo).toMatchObject({ senderId: a.id, content: '다른 서버에서 왔어요', id: expect.any(Number) });
    expect(json(await aliceRoom.next())).toEqual(onTwo);
    expect(json(await bobDm.next())).toMatchObject({ type: 'MESSAGE', roomId });
  });
});

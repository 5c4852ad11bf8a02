import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, dmMembers } from '../../db/schema/index.ts';
import { buildBlock, buildDeletedUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { StompGateway, SendHandler } from '../../realtime/gateway.ts';
import type { RealtimeRooms } from '../../realtime/rooms.ts';
import type { NotificationInput } from '../feature-deps.ts';
import { createChatDelivery } from './chat-delivery.ts';
import { registerChatDestination } from './chat.realtime.ts';
import { READING_ALONG_MS } from './chat.service.ts';
import { buildDmRoom, chatFor, sendLines } from './chat.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function pair() {
  const a = await buildUser(t.db);
  const b = await buildUser(t.db);
  return { a, b, ha: await t.authHeader(a), hb: await t.authHeader(b) };
}

const history = async (headers: Record<string, string>, roomId: number, query = '') =>
  call('GET', `/api/chat-room/${roomId}/chat-messages${query}`, headers);

const dmList = async (headers: Record<string, string>, query = '') =>
  call('GET', `/api/chat-room/my-dm-rooms${query}`, headers);

describe('POST /api/chat-room/dm-room', () => {
  it('answers 401 without login', async () => {
    expect((await call('POST', '/api/chat-room/dm-room?targetUserId=1')).statusCode).toBe(401);
  });

  it('opens the room with the partner card, the same room every time and from either side', async () => {
    const { a, b, ha, hb } = await pair();
    const first = await call('POST', `/api/chat-room/dm-room?targetUserId=${b.id}`, ha);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      roomId: expect.any(Number),
      targetUserId: b.id,
      targetUserNickname: b.nickname,
      targetUserProfileUrl: null,
      targetLastReadMessageId: null,
    });
    const again = await call('POST', `/api/chat-room/dm-room?targetUserId=${b.id}`, ha);
    const reverse = await call('POST', `/api/chat-room/dm-room?chatId=${a.id}`, hb);
    expect(again.json().roomId).toBe(first.json().roomId);
    expect(reverse.json()).toMatchObject({ roomId: first.json().roomId, targetUserNickname: a.nickname });
  });

  it('creates one room when both players open it at once, many times over', async () => {
    // Five fresh pairs, each opened 20 times at once from both sides: opening from both sides at
    // once once deadlocked on PostgreSQL (one 500), about one pair in several.
    for (let round = 0; round < 5; round++) {
      const { a, b, ha, hb } = await pair();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? call('POST', `/api/chat-room/dm-room?targetUserId=${b.id}`, ha)
            : call('POST', `/api/chat-room/dm-room?targetUserId=${a.id}`, hb),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((res) => res.json().roomId)).size).toBe(1);
      const rows = await t.db.select().from(dmMembers).where(eq(dmMembers.userId, a.id));
      expect(rows).toHaveLength(1);
      // The losers' rooms were rolled back with their transactions: no empty DM room is left over.
      const rooms = await t.db.select().from(chatRooms).where(eq(chatRooms.id, rows[0]!.roomId));
      expect(rooms).toHaveLength(1);
    }
  });

  it("answers 400 with the spec's message for a DM with oneself", async () => {
    const me = await buildUser(t.db);
    const res = await call('POST', `/api/chat-room/dm-room?targetUserId=${me.id}`, await t.authHeader(me));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'cannot_dm_self', message: '자기 자신과의 DM은 생성할 수 없습니다.' },
      message: '자기 자신과의 DM은 생성할 수 없습니다.',
    });
  });

  it('answers 400 without a target, 404 for an unknown or deleted player', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    const missing = await call('POST', '/api/chat-room/dm-room', headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('대화할 상대를 알려 주세요.');
    expect((await call('POST', '/api/chat-room/dm-room?targetUserId=abc', headers)).statusCode).toBe(400);
    const unknown = await call('POST', '/api/chat-room/dm-room?targetUserId=987654321', headers);
    expect(unknown.json().error.code).toBe('user_not_found');
    const gone = await buildDeletedUser(t.db);
    expect((await call('POST', `/api/chat-room/dm-room?targetUserId=${gone.id}`, headers)).statusCode).toBe(
      404,
    );
  });

  it('refuses a blocked pair in both directions, without saying who blocked whom', async () => {
    const { a, b, ha, hb } = await pair();
    await buildBlock(t.db, b, a);
    for (const [headers, target] of [
      [ha, b],
      [hb, a],
    ] as const) {
      const res = await call('POST', `/api/chat-room/dm-room?targetUserId=${target.id}`, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'dm_blocked', message: '대화할 수 없는 사용자예요.' });
    }
  });
});

describe('GET /api/chat-room/{roomId}/chat-messages', () => {
  it('answers the newest page first, each page in time order, older pages through X-Next-Cursor', async () => {
    const { a, b, ha } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const ids = await sendLines(
      t.db,
      a,
      roomId,
      Array.from({ length: 7 }, (_, i) => `메시지 ${i + 1}`),
    );
    const first = await history(ha, roomId, '?size=3');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((line: { content: string }) => line.content)).toEqual([
      '메시지 5',
      '메시지 6',
      '메시지 7',
    ]);
    expect(first.json()[2]).toEqual({
      id: ids[6],
      messageType: 'TALK',
      senderId: a.id,
      content: '메시지 7',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const pages = [first.json()];
    let cursor = first.headers['x-next-cursor'];
    while (cursor) {
      const page = await history(ha, roomId, `?size=3&cursor=${cursor}`);
      pages.push(page.json());
      cursor = page.headers['x-next-cursor'];
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(
      pages
        .reverse()
        .flat()
        .map((line: { id: number }) => line.id),
    ).toEqual(ids);
  });

  it('answers an empty room with an empty array and no cursor', async () => {
    const { a, b, ha } = await pair();
    const res = await history(ha, await buildDmRoom(t.db, a, b));
    expect(res.json()).toEqual([]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('shows a room to its two members only: 403 for a stranger, 404 for no room, 400 for a bad id', async () => {
    const { a, b } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    await sendLines(t.db, a, roomId, ['둘만 보는 말']);
    const stranger = await t.authHeader(await buildUser(t.db));
    const res = await history(stranger, roomId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_chat_member');
    expect((await history(stranger, 987654321)).json().error.code).toBe('chat_room_not_found');
    expect((await history(stranger, 0)).statusCode).toBe(400);
    expect((await call('GET', `/api/chat-room/${roomId}/chat-messages`)).statusCode).toBe(401);
  });

  it('refuses the history once either member blocks the other', async () => {
    const { a, b, ha, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    await sendLines(t.db, a, roomId, ['안녕하세요']);
    await buildBlock(t.db, a, b);
    expect((await history(ha, roomId)).json().error.code).toBe('dm_blocked');
    expect((await history(hb, roomId)).statusCode).toBe(403);
  });

  it('refuses a forged cursor with 400', async () => {
    const { a, b, ha } = await pair();
    const res = await history(ha, await buildDmRoom(t.db, a, b), '?cursor=bm90LWEtY3Vyc29y');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/chat-room/my-dm-rooms', () => {
  it('lists my rooms, latest line first, with the partner, the last line and my unread count', async () => {
    const me = await buildUser(t.db);
    const [x, y, z] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const withX = await buildDmRoom(t.db, me, x);
    const withY = await buildDmRoom(t.db, y, me);
    const withZ = await buildDmRoom(t.db, me, z);
    await sendLines(t.db, x, withX, ['오늘 탁구 어때요?', '7시에 봬요']);
    await sendLines(t.db, me, withY, ['안녕하세요']);
    await sendLines(t.db, y, withY, ['네 반가워요']);
    const res = await dmList(await t.authHeader(me));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        roomId: withY,
        targetUserId: y.id,
        targetUserNickname: y.nickname,
        targetUserProfileUrl: null,
        lastMessageContent: '네 반가워요',
        lastMessageTimestamp: expect.any(String),
        unreadCount: 1,
      },
      expect.objectContaining({ roomId: withX, lastMessageContent: '7시에 봬요', unreadCount: 2 }),
      // Opened by me, nothing written yet: listed for me as '아직 메시지가 없어요'.
      expect.objectContaining({
        roomId: withZ,
        lastMessageContent: null,
        lastMessageTimestamp: null,
        unreadCount: 0,
      }),
    ]);
  });

  it("leaves out a room the partner opened but has not written in yet, and blocked partners' rooms", async () => {
    const me = await buildUser(t.db);
    const opener = await buildUser(t.db);
    const blocked = await buildUser(t.db);
    await buildDmRoom(t.db, opener, me);
    const roomId = await buildDmRoom(t.db, blocked, me);
    await sendLines(t.db, blocked, roomId, ['안녕']);
    const headers = await t.authHeader(me);
    expect((await dmList(headers)).json()).toHaveLength(1);
    await buildBlock(t.db, me, blocked);
    expect((await dmList(headers)).json()).toEqual([]);
  });

  it('pages through X-Next-Cursor, none twice, none skipped', async () => {
    const me = await buildUser(t.db);
    const expected: number[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await buildUser(t.db);
      const roomId = await buildDmRoom(t.db, other, me);
      await sendLines(t.db, other, roomId, [`${i}번째`]);
      expected.unshift(roomId);
    }
    const headers = await t.authHeader(me);
    const seen: number[] = [];
    let url: string | null = '/api/chat-room/my-dm-rooms?size=2';
    while (url) {
      const res = await call('GET', url, headers);
      expect(res.json().length).toBeLessThanOrEqual(2);
      seen.push(...res.json().map((row: { roomId: number }) => row.roomId));
      const cursor = res.headers['x-next-cursor'];
      url = cursor ? `/api/chat-room/my-dm-rooms?size=2&cursor=${cursor}` : null;
    }
    expect(seen).toEqual(expected);
  });

  it('shows a deleted partner as 탈퇴한 사용자, with my own lines kept and theirs erased', async () => {
    const { a, b, ha, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    await sendLines(t.db, a, roomId, ['잘 지내요?']);
    await sendLines(t.db, b, roomId, ['네! 곧 탈퇴해요']);
    expect((await call('POST', '/api/user/remove', hb)).statusCode).toBeLessThan(300);
    const [row] = (await dmList(ha)).json();
    expect(row).toMatchObject({
      roomId,
      targetUserNickname: '탈퇴한 사용자',
      targetUserProfileUrl: null,
      lastMessageContent: '잘 지내요?',
      unreadCount: 0,
    });
    expect((await history(ha, roomId)).json().map((line: { content: string }) => line.content)).toEqual([
      '잘 지내요?',
    ]);
  });
});

describe('read positions', () => {
  it('counts only the partner’s lines after my read position; the newest history page reads them', async () => {
    const { a, b, ha, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const [first, second, third] = await sendLines(t.db, a, roomId, ['하나', '둘', '셋']);
    const unread = async () => (await dmList(hb)).json()[0].unreadCount;
    expect(await unread()).toBe(3);
    // My own lines never count for me.
    expect((await dmList(ha)).json()[0].unreadCount).toBe(0);

    const partial = await call('POST', `/api/chat-room/${roomId}/read`, hb, { messageId: second });
    expect(partial.json()).toEqual({ roomId, lastReadMessageId: second });
    expect(await unread()).toBe(1);
    // Never backwards.
    await call('POST', `/api/chat-room/${roomId}/read`, hb, { messageId: first });
    expect(await unread()).toBe(1);
    // An id past the newest line is clamped to it.
    const far = await call('POST', `/api/chat-room/${roomId}/read`, hb, { messageId: third! + 1000 });
    expect(far.json().lastReadMessageId).toBe(third);
    expect(await unread()).toBe(0);

    await sendLines(t.db, a, roomId, ['넷']);
    expect(await unread()).toBe(1);
    await history(hb, roomId);
    expect(await unread()).toBe(0);
    // Answering also reads: after my reply nothing before it is unread for me.
    await sendLines(t.db, a, roomId, ['다섯']);
    await sendLines(t.db, b, roomId, ['답장']);
    expect(await unread()).toBe(0);
  });

  it('marks up to the newest line without a body, and tells the partner through the room’s dm-room answer', async () => {
    const { a, b, ha, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const [line] = await sendLines(t.db, a, roomId, ['읽었어요?']);
    const read = await call('POST', `/api/chat-room/${roomId}/read`, hb);
    expect(read.statusCode).toBe(200);
    expect(read.json().lastReadMessageId).toBe(line);
    const room = await call('POST', `/api/chat-room/dm-room?targetUserId=${b.id}`, ha);
    expect(room.json().targetLastReadMessageId).toBe(line);
  });

  it('refuses a stranger with 403', async () => {
    const { a, b } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const stranger = await t.authHeader(await buildUser(t.db));
    expect((await call('POST', `/api/chat-room/${roomId}/read`, stranger)).statusCode).toBe(403);
  });
});

describe('the API description', () => {
  it('documents the chat calls', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/chat-room/dm-room',
        '/api/chat-room/my-dm-rooms',
        '/api/chat-room/{roomId}/chat-messages',
        '/api/chat-room/{roomId}/read',
      ]),
    );
  });
});

describe('INBOX notifications for DM lines', () => {
  /** The /app/chat handler with recording fakes around it: what it publishes and whom it notifies. */
  function handlerWithFakes() {
    const notified: Array<{ userId: number; input: NotificationInput }> = [];
    let handler: SendHandler | undefined;
    const realtime = {
      registerAppDestination: (_pattern: string, registered: SendHandler) => (handler = registered),
      publishToUser: async () => {},
    } as unknown as StompGateway;
    const rooms = { publish: async () => {}, isMember: async () => false } as unknown as RealtimeRooms;
    const notifier = {
      notify: async (userId: number, input: NotificationInput) => void notified.push({ userId, input }),
      notifyAll: async () => expect.unreachable('a DM line tells one partner'),
    };
    const delivery = createChatDelivery({ db: t.db, realtime, rooms, notifier, log: t.app.log });
    registerChatDestination(realtime, chatFor(t.db, delivery));
    let connection = 0;
    const send = async (sender: { id: number }, roomId: number, content: string) => {
      await handler!.handle({
        user: { userId: sender.id, sessionId: 's' },
        connectionId: `c${(connection += 1)}`,
        destination: `/app/chat/${roomId}`,
        params: { roomId: String(roomId) },
        body: { content },
        gateway: realtime,
      });
      await new Promise((resolve) => setTimeout(resolve, 20)); // the notification is not awaited
    };
    return { notified, send };
  }

  it('notifies the partner once per unread run, with the sender, a preview and a link to the chat', async () => {
    const { a, b, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const { notified, send } = handlerWithFakes();
    await send(a, roomId, '오늘\n저녁에 탁구 한판 어때요?');
    await send(a, roomId, '답장 기다릴게요');
    expect(notified).toEqual([
      {
        userId: b.id,
        input: {
          type: 'INBOX',
          title: `${a.nickname}님의 메시지`,
          message: '오늘 저녁에 탁구 한판 어때요?',
          url: `/chat/${a.id}`,
          actorId: a.id,
        },
      },
    ]);
    // Read a while ago (not reading along any more): the next line starts a new run.
    await history(hb, roomId);
    await t.db
      .update(dmMembers)
      .set({ lastReadAt: new Date(Date.now() - READING_ALONG_MS - 1000) })
      .where(eq(dmMembers.userId, b.id));
    await send(a, roomId, '가'.repeat(200));
    expect(notified).toHaveLength(2);
    expect(notified[1]!.input.message).toBe(`${'가'.repeat(80)}…`);
  });

  it('does not notify while the partner is reading along', async () => {
    const { a, b, hb } = await pair();
    const roomId = await buildDmRoom(t.db, a, b);
    const { notified, send } = handlerWithFakes();
    await history(hb, roomId);
    await sendLines(t.db, b, roomId, ['지금 보고 있어요']);
    await send(a, roomId, '저도요');
    expect(notified).toEqual([]);
  });
});

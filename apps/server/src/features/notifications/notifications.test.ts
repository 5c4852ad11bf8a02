import { NotificationsSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { buildBlock, buildDeletedUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { NotificationInput } from '../feature-deps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const friendRequest = (actor: { id: number } | null, title = '친구 요청'): NotificationInput => ({
  type: 'FRIEND',
  title,
  message: '친구 요청을 보냈어요.',
  url: actor ? `/profile/${actor.id}` : null,
  actorId: actor?.id ?? null,
});

async function list(user: UserRow, query = '') {
  const res = await t.app.inject({ url: `/api/notifications${query}`, headers: await t.authHeader(user) });
  expect(res.statusCode).toBe(200);
  return {
    items: NotificationsSchema.parse(res.json()),
    next: res.headers['x-next-cursor'] as string | undefined,
  };
}

async function unreadCount(user: UserRow) {
  const res = await t.app.inject({
    url: '/api/notifications/unread-count',
    headers: await t.authHeader(user),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { count: number }).count;
}

describe('notifications API', () => {
  it('answers 401 without login on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/clear'],
      ['GET', '/api/push/web-push-key'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('lists my notifications newest first, page by page with X-Next-Cursor', async () => {
    const [me, actor] = [await buildUser(t.db), await buildUser(t.db)];
    for (let index = 1; index <= 5; index += 1)
      await t.app.notifier.notify(me.id, friendRequest(actor, `알림 ${index}`));

    const first = await list(me, '?size=2');
    expect(first.items.map((item) => item.title)).toEqual(['알림 5', '알림 4']);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      type: 'FRIEND',
      title: '알림 5',
      message: '친구 요청을 보냈어요.',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      url: `/profile/${actor.id}`,
    });
    const second = await list(me, `?size=2&cursor=${first.next}`);
    expect(second.items.map((item) => item.title)).toEqual(['알림 3', '알림 2']);
    const last = await list(me, `?size=2&cursor=${second.next}`);
    expect(last.items.map((item) => item.title)).toEqual(['알림 1']);
    expect(last.next).toBeUndefined();

    const bad = await t.app.inject({
      url: '/api/notifications?cursor=nope',
      headers: await t.authHeader(me),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks only my own notification read (someone else’s is 404) and the badge count follows', async () => {
    const [me, other, actor] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await t.app.notifier.notify(me.id, friendRequest(actor));
    await t.app.notifier.notify(me.id, friendRequest(actor));
    await t.app.notifier.notify(other.id, friendRequest(actor));
    const [mine] = (await list(me)).items;
    const [theirs] = (await list(other)).items;
    expect(await unreadCount(me)).toBe(2);

    const read = (user: UserRow, id: number | string) =>
      t
        .authHeader(user)
        .then((headers) => t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers }));
    const refused = await read(me, theirs!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('notification_not_found');
    expect((await read(me, 'abc')).statusCode).toBe(400);

    expect((await read(me, mine!.id)).statusCode).toBe(204);
    expect((await read(me, mine!.id)).statusCode).toBe(204);
    expect((await list(me)).items.find((item) => item.id === mine!.id)?.isRead).toBe(true);
    expect(await unreadCount(me)).toBe(1);
    expect((await list(other)).items[0]!.isRead).toBe(false);
  });

  it('clears all of mine and nobody else’s', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    await t.app.notifier.notify(me.id, friendRequest(null));
    await t.app.notifier.notify(other.id, friendRequest(null));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/clear',
      headers: await t.authHeader(me),
    });
    expect(res.statusCode).toBe(204);
    expect((await list(me)).items).toEqual([]);
    expect(await unreadCount(me)).toBe(0);
    expect((await list(other)).items).toHaveLength(1);
  });
});

describe('notify (FeatureDeps.notifier)', () => {
  it('stores nothing when the player switched that type off, and stores other types', async () => {
    const [me, actor] = [await buildUser(t.db), await buildUser(t.db)];
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { type: 'FRIEND', enabled: false },
      headers: await t.authHeader(me),
    });
    expect(off.statusCode).toBe(200);
    await t.app.notifier.notify(me.id, friendRequest(actor));
    expect((await list(me)).items).toEqual([]);
    await t.app.notifier.notify(me.id, {
      type: 'INBOX',
      title: '새 메시지',
      message: '안녕하세요',
      url: null,
    });
    expect((await list(me)).items.map((item) => item.type)).toEqual(['INBOX']);
  });

  it('stores nothing when either player blocked the other, and hides older ones after a block', async () => {
    const [me, blockedByMe, blockingMe, later] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    await buildBlock(t.db, me, blockedByMe);
    await buildBlock(t.db, blockingMe, me);
    await t.app.notifier.notify(me.id, friendRequest(blockedByMe));
    await t.app.notifier.notify(me.id, friendRequest(blockingMe));
    expect((await list(me)).items).toEqual([]);

    await t.app.notifier.notify(me.id, friendRequest(later));
    expect(await unreadCount(me)).toBe(1);
    await buildBlock(t.db, me, later);
    expect((await list(me)).items).toEqual([]);
    expect(await unreadCount(me)).toBe(0);
  });

  it('never tells players about their own action, nor a deleted account', async () => {
    const me = await buildUser(t.db);
    await t.app.notifier.notify(me.id, friendRequest(me));
    expect((await list(me)).items).toEqual([]);
    const gone = await buildDeletedUser(t.db);
    await expect(t.app.notifier.notify(gone.id, friendRequest(null))).resolves.toBeUndefined();
    await expect(t.app.notifier.notify(987654321, friendRequest(null))).resolves.toBeUndefined();
  });

  it('forgets what others were told about a player who deletes the account', async () => {
    const [me, actor] = [await buildUser(t.db), await buildUser(t.db)];
    await t.app.notifier.notify(me.id, friendRequest(actor));
    await t.app.notifier.notify(actor.id, friendRequest(me));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/remove',
      headers: await t.authHeader(actor),
    });
    expect(res.statusCode).toBe(204);
    expect((await list(me)).items).toEqual([]);
  });

  it('answers the Web Push key as null while Web Push is not configured', async () => {
    const me = await buildUser(t.db);
    const res = await t.app.inject({ url: '/api/push/web-push-key', headers: await t.authHeader(me) });
    expect(res.json()).toEqual({ publicKey: null });
  });
});

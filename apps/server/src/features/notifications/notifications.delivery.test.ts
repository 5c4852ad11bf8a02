import { generateKeyPairSync } from 'node:crypto';
import { NotificationSchema, NotificationsSchema, notificationsQueue } from '@hanpan/core';
import { Client, type IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  decryptWebPush,
  makeSubscription,
  makeVapidKeys,
  startFakeServer,
} from '../../integrations/push/push.test-support.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listPushDevicesOf } from '../account/index.ts';

// Live delivery on the player's own STOMP queue, and pushes to their devices through the real app.

async function connectStomp(url: string, token: string): Promise<Client> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
    connectHeaders: { token },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.activate();
  });
  return client;
}

/** Subscribes and waits for the server's receipt, so nothing published afterwards is missed. */
async function subscribeQueue(client: Client, receipt: string) {
  const messages: IMessage[] = [];
  const waiters: Array<() => void> = [];
  const ready = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(
    notificationsQueue.pattern,
    (message) => {
      messages.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
    { receipt },
  );
  await ready;
  return {
    messages,
    async next() {
      while (messages.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages.shift()!;
    },
  };
}

describe('live delivery on /user/queue/notifications', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/ws`;
  });
  afterAll(() => t.close());

  it('delivers the stored notification, as the list shows it, to every socket of that player only', async () => {
    const [me, stranger, actor] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const phone = await connectStomp(url, await t.tokenFor(me));
    const laptop = await connectStomp(url, await t.tokenFor(me));
    const other = await connectStomp(url, await t.tokenFor(stranger));
    const [onPhone, onLaptop, onOther] = [
      await subscribeQueue(phone, 'p'),
      await subscribeQueue(laptop, 'l'),
      await subscribeQueue(other, 'o'),
    ];

    await t.app.notifier.notify(me.id, {
      type: 'FRIEND',
      title: '친구 요청',
      message: '서연님이 친구 요청을 보냈어요.',
      url: `/profile/${actor.id}`,
      actorId: actor.id,
    });
    const live = NotificationSchema.parse(JSON.parse((await onPhone.next()).body));
    expect(NotificationSchema.parse(JSON.parse((await onLaptop.next()).body))).toEqual(live);
    const res = await t.app.inject({ url: '/api/notifications', headers: await t.authHeader(me) });
    expect(NotificationsSchema.parse(res.json())).toEqual([live]);

    // The stranger's first message is their own, not mine.
    await t.app.notifier.notify(stranger.id, {
      type: 'INBOX',
      title: '새 메시지',
      message: '안녕',
      url: null,
    });
    expect(JSON.parse((await onOther.next()).body)).toMatchObject({ title: '새 메시지' });
    expect(onPhone.messages).toEqual([]);
    await Promise.all([phone.deactivate(), laptop.deactivate(), other.deactivate()]);
  });

  it('publishes nothing for a notification that was not stored (type switched off)', async () => {
    const me = await buildUser(t.db);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { type: 'GAME_COMMENT', enabled: false },
      headers: await t.authHeader(me),
    });
    const client = await connectStomp(url, await t.tokenFor(me));
    const queue = await subscribeQueue(client, 'r');
    await t.app.notifier.notify(me.id, { type: 'GAME_COMMENT', title: '댓글', message: '좋아요', url: null });
    await t.app.notifier.notify(me.id, { type: 'INBOX', title: '새 메시지', message: '안녕', url: null });
    expect(JSON.parse((await queue.next()).body)).toMatchObject({ type: 'INBOX' });
    await client.deactivate();
  });
});

describe('pushes to the player’s devices', () => {
  const vapid = makeVapidKeys();
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startFakeServer>>;
  let browserPush: Awaited<ReturnType<typeof startFakeServer>>;

  beforeAll(async () => {
    browserPush = await startFakeServer((request) => ({
      status: request.path.endsWith('/expired') ? 410 : 201,
    }));
    google = await startFakeServer((request) => {
      if (request.path === '/token')
        return { status: 200, json: { access_token: 'fcm-access', expires_in: 3600 } };
      const { message } = JSON.parse(request.body.toString()) as { message: { token: string } };
      if (message.token === 'uninstalled')
        return {
          status: 404,
          json: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
        };
      return { status: 200, json: { name: 'projects/hanpan/messages/1' } };
    });
    t = await createTestApp({
      WEB_PUSH_VAPID_PUBLIC_KEY: vapid.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: vapid.privateKey,
      WEB_PUSH_SUBJECT: 'mailto:push@hanpan.kr',
      FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({
        project_id: 'hanpan',
        client_email: 'push@hanpan.iam.gserviceaccount.com',
        private_key: rsa.export({ format: 'pem', type: 'pkcs8' }).toString(),
        token_uri: `${google.url}/token`,
      }),
      FCM_API_URL: google.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([google.close(), browserPush.close()]);
  });

  it('serves the VAPID public key browsers subscribe with', async () => {
    const me = await buildUser(t.db);
    const res = await t.app.inject({ url: '/api/push/web-push-key', headers: await t.authHeader(me) });
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('pushes an encrypted Web Push and an FCM message, then forgets the devices that are gone (410, UNREGISTERED)', async () => {
    const me = await buildUser(t.db);
    const headers = await t.authHeader(me);
    const alive = makeSubscription(`${browserPush.url}/push/alive`);
    const expired = makeSubscription(`${browserPush.url}/push/expired`);
    for (const device of [
      { platform: 'web', token: JSON.stringify(alive) },
      { platform: 'web', token: JSON.stringify(expired) },
      { platform: 'android', token: 'installed' },
      { platform: 'ios', token: 'uninstalled' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/register-device',
        payload: device,
        headers,
      });
      expect(res.statusCode).toBe(204);
    }

    await t.app.notifier.notify(me.id, {
      type: 'INBOX',
      title: '새 메시지',
      message: '도윤: 한판 해요!',
      url: '/chat/4',
    });
    await t.app.notifier.idle();

    const [stored] = NotificationsSchema.parse(
      (await t.app.inject({ url: '/api/notifications', headers })).json(),
    );
    const webPushes = browserPush.requests.filter((request) => request.path === '/push/alive');
    expect(webPushes).toHaveLength(1);
    expect(JSON.parse(decryptWebPush(webPushes[0]!.body, alive))).toEqual({
      id: stored!.id,
      type: 'INBOX',
      title: '새 메시지',
      body: '도윤: 한판 해요!',
      url: '/chat/4',
    });
    const fcmSends = google.requests.filter((request) => request.path.endsWith('/messages:send'));
    expect(fcmSends.map((request) => request.headers.authorization)).toEqual([
      'Bearer fcm-access',
      'Bearer fcm-access',
    ]);
    expect(fcmSends.map((request) => JSON.parse(request.body.toString()).message.data.url)).toEqual([
      '/chat/4',
      '/chat/4',
    ]);

    const left = await listPushDevicesOf(t.db, me.id);
    expect(left.map((device) => device.token).sort()).toEqual([JSON.stringify(alive), 'installed'].sort());
  });
});

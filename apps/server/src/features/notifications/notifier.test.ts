import { NotificationsSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { NotificationInput } from '../feature-deps.ts';
import { createNotifier, type NotifierDeps } from './notifier.ts';

// The notifier's promise to every feature (FeatureDeps.notifier): it never throws, so no caller
// wraps it in a try/catch; what failed is logged instead.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notice: NotificationInput = { type: 'INBOX', title: '새 메시지', message: '안녕하세요', url: null };

function recordingLog() {
  const logged: Array<{ level: 'warn' | 'error'; message: string }> = [];
  return {
    logged,
    warn: (_details: Record<string, unknown>, message: string) =>
      void logged.push({ level: 'warn', message }),
    error: (_details: Record<string, unknown>, message: string) =>
      void logged.push({ level: 'error', message }),
  };
}

function notifierWith(parts: Partial<NotifierDeps>) {
  const log = recordingLog();
  const notifier = createNotifier({
    db: t.db,
    realtime: { publishToUser: async () => {} },
    push: { webPushPublicKey: null, send: async () => ({ goneDeviceIds: [] }) },
    log,
    ...parts,
  });
  return { notifier, logged: log.logged };
}

async function stored(user: UserRow) {
  const res = await t.app.inject({ url: '/api/notifications', headers: await t.authHeader(user) });
  return NotificationsSchema.parse(res.json()).map((item) => item.title);
}

describe('the notifier never throws', () => {
  it('resolves and logs when the database fails', async () => {
    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('database down');
      },
    });
    const { notifier, logged } = notifierWith({ db: broken });
    await expect(notifier.notify(1, notice)).resolves.toBeUndefined();
    await expect(notifier.notifyAll([1, 2], notice)).resolves.toBeUndefined();
    expect(logged).toEqual([
      { level: 'error', message: 'notification not stored' },
      { level: 'error', message: 'notification not stored' },
      { level: 'error', message: 'notification not stored' },
    ]);
  });

  it('keeps the stored notification when the live queue fails, and resolves', async () => {
    const me = await buildUser(t.db);
    const { notifier, logged } = notifierWith({
      realtime: { publishToUser: () => Promise.reject(new Error('bus down')) },
    });
    await expect(notifier.notify(me.id, notice)).resolves.toBeUndefined();
    await notifier.idle();
    expect(await stored(me)).toEqual(['새 메시지']);
    expect(logged.map((entry) => entry.message)).toEqual(['live notification not published']);
  });
});

describe('notifyAll', () => {
  it('tells each recipient once, in order, and one failure does not stop the others', async () => {
    const [a, b, c] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const published: number[] = [];
    const { notifier, logged } = notifierWith({
      realtime: {
        publishToUser: async (userId: number) => {
          published.push(userId);
          if (userId === b.id) throw new Error('bus down');
        },
      },
    });
    await notifier.notifyAll([a.id, b.id, a.id, c.id, b.id], notice);
    expect(published).toEqual([a.id, b.id, c.id]);
    for (const user of [a, b, c]) expect(await stored(user)).toEqual(['새 메시지']);
    expect(logged).toHaveLength(1);
  });

  it('leaves out the actor and a player who switched the type off, like notify', async () => {
    const [actor, off, on] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { type: 'INBOX', enabled: false },
      headers: await t.authHeader(off),
    });
    expect(res.statusCode).toBe(200);
    const { notifier } = notifierWith({});
    await notifier.notifyAll([actor.id, off.id, on.id], { ...notice, actorId: actor.id });
    expect(await stored(actor)).toEqual([]);
    expect(await stored(off)).toEqual([]);
    expect(await stored(on)).toEqual(['새 메시지']);
  });
});

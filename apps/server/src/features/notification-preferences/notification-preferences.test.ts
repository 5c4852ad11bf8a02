import { NotificationTypeSchema } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeletedUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { filterNotifiable, isNotificationEnabled } from './notification-preferences.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = async (user: { id: number } | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    payload: payload as object,
    headers: user ? await t.authHeader(user) : {},
  });

describe('GET /api/notification-preferences', () => {
  it('answers 401 without login', async () => {
    expect((await t.app.inject({ url: '/api/notification-preferences' })).statusCode).toBe(401);
  });

  it('lists every type, enabled by default', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      url: '/api/notification-preferences',
      headers: await t.authHeader(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NotificationTypeSchema.options.map((type) => ({ type, enabled: true })));
  });
});

describe('PUT /api/notification-preferences', () => {
  it('answers 401 without login', async () => {
    expect((await put(null, { type: 'INBOX', enabled: false })).statusCode).toBe(401);
  });

  it.each([{ type: 'NOPE', enabled: false }, { type: 'INBOX' }, { type: 'INBOX', enabled: 'no' }])(
    'answers 400 for %j',
    async (payload) => {
      const res = await put(await buildUser(t.db), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );

  it('switches one type off and on again, answering the full list', async () => {
    const user = await buildUser(t.db);
    const off = await put(user, { type: 'GAME_COMMENT', enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toHaveLength(NotificationTypeSchema.options.length);
    expect(off.json()).toContainEqual({ type: 'GAME_COMMENT', enabled: false });
    expect(off.json()).toContainEqual({ type: 'INBOX', enabled: true });
    const on = await put(user, { type: 'GAME_COMMENT', enabled: true });
    expect(on.json()).toContainEqual({ type: 'GAME_COMMENT', enabled: true });
  });
});

describe('isNotificationEnabled / filterNotifiable (for notification senders)', () => {
  it('is true by default, false once switched off, per type', async () => {
    const user = await buildUser(t.db);
    expect(await isNotificationEnabled(t.db, user.id, 'FRIEND')).toBe(true);
    await put(user, { type: 'FRIEND', enabled: false });
    expect(await isNotificationEnabled(t.db, user.id, 'FRIEND')).toBe(false);
    expect(await isNotificationEnabled(t.db, user.id, 'INBOX')).toBe(true);
  });

  it('filters many users in one call, dropping deleted and unknown ones', async () => {
    const [on, off, gone] = [await buildUser(t.db), await buildUser(t.db), await buildDeletedUser(t.db)];
    await put(off, { type: 'GAME_START', enabled: false });
    const allowed = await filterNotifiable(t.db, [on.id, off.id, gone.id, 987654321, on.id], 'GAME_START');
    expect([...allowed]).toEqual([on.id]);
    expect(await filterNotifiable(t.db, [], 'GAME_START')).toEqual(new Set());
    expect(await isNotificationEnabled(t.db, gone.id, 'GAME_START')).toBe(false);
  });
});

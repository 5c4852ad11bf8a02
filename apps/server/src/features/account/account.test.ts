import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  dailyAccesses,
  externalIdentities,
  notificationPreferences,
  pushDevices,
  userBlocks,
  users,
} from '../../db/schema/index.ts';
import { buildBlock, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listStoredFiles, multipartBody, pngImage } from '../uploads/uploads.test-support.ts';
import { seoulDateString } from './seoul-date.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const devicesOf = (userId: number) => t.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));

describe('POST /api/push/register-device', () => {
  it('answers 401 without login', async () => {
    expect((await post('/api/push/register-device', { token: 'abc', platform: 'ios' })).statusCode).toBe(401);
  });

  it.each([{ token: '', platform: 'ios' }, { token: 'abc', platform: 'windows' }, {}])(
    'answers 400 for %j',
    async (payload) => {
      const res = await post('/api/push/register-device', payload, await t.authHeader(await buildUser(t.db)));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );

  it('registers a token and moves it to whoever registers it next', async () => {
    const [first, second] = [await buildUser(t.db), await buildUser(t.db)];
    const token = `fcm-${first.id}`;
    expect(
      (await post('/api/push/register-device', { token, platform: 'android' }, await t.authHeader(first)))
        .statusCode,
    ).toBe(204);
    expect(await devicesOf(first.id)).toHaveLength(1);
    await post('/api/push/register-device', { token, platform: 'ios' }, await t.authHeader(second));
    expect(await devicesOf(first.id)).toHaveLength(0);
    expect(await devicesOf(second.id)).toMatchObject([{ token, platform: 'ios' }]);
  });
});

describe('POST /api/push/remove-device', () => {
  it('answers 401 without login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/push/remove-device' })).statusCode).toBe(401);
  });

  it("removes this session's devices without a token, and only mine with one", async () => {
    const me = await buildUser(t.db);
    const other = await buildUser(t.db);
    const [session1, session2] = [await t.tokenFor(me), await t.tokenFor(me)];
    await post('/api/push/register-device', { token: `a-${me.id}`, platform: 'ios' }, bearer(session1));
    await post('/api/push/register-device', { token: `b-${me.id}`, platform: 'web' }, bearer(session2));
    await post(
      '/api/push/register-device',
      { token: `c-${other.id}`, platform: 'ios' },
      await t.authHeader(other),
    );

    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/push/remove-device',
      headers: bearer(session1),
    });
    expect(noBody.statusCode).toBe(204);
    expect((await devicesOf(me.id)).map((device) => device.token)).toEqual([`b-${me.id}`]);

    expect(
      (await post('/api/push/remove-device', { token: `c-${other.id}` }, bearer(session2))).statusCode,
    ).toBe(204);
    expect(await devicesOf(other.id)).toHaveLength(1);
    expect(
      (await post('/api/push/remove-device', { token: `b-${me.id}` }, bearer(session2))).statusCode,
    ).toBe(204);
    expect(await devicesOf(me.id)).toHaveLength(0);
  });
});

describe('push devices and sign-out', () => {
  it('stops pushing to a phone whose session logged out, and keeps the other phones', async () => {
    const user = await buildUser(t.db);
    const phone = await t.tokenFor(user);
    const tablet = await t.tokenFor(user);
    await post('/api/push/register-device', { token: 'phone-push', platform: 'android' }, bearer(phone));
    await post('/api/push/register-device', { token: 'tablet-push', platform: 'ios' }, bearer(tablet));
    expect((await post('/api/auth/logout', undefined, bearer(phone))).statusCode).toBe(204);
    expect((await devicesOf(user.id)).map((device) => device.token)).toEqual(['tablet-push']);
  });
});

describe('POST /api/access/daily-first', () => {
  it('answers 401 without login and 400 for a short device id', async () => {
    expect((await post('/api/access/daily-first', { deviceId: 'device-0001' })).statusCode).toBe(401);
    const res = await post(
      '/api/access/daily-first',
      { deviceId: 'x' },
      await t.authHeader(await buildUser(t.db)),
    );
    expect(res.statusCode).toBe(400);
  });

  it('is first once per device and Seoul day', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    const first = await post('/api/access/daily-first', { deviceId: 'device-0001' }, headers);
    expect(first.json()).toEqual({ firstToday: true });
    expect((await post('/api/access/daily-first', { deviceId: 'device-0001' }, headers)).json()).toEqual({
      firstToday: false,
    });
    expect((await post('/api/access/daily-first', { deviceId: 'device-0002' }, headers)).json()).toEqual({
      firstToday: true,
    });
  });

  it('accepts the empty bodies older clients send: the session then stands for the device', async () => {
    const user = await buildUser(t.db);
    const [token, otherToken] = [await t.tokenFor(user), await t.tokenFor(user)];
    const send = (headers: Record<string, string>, payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/access/daily-first',
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
    const json = { 'content-type': 'application/json' };
    const answers = [
      await send(bearer(token)),
      await send({ ...bearer(token), ...json }, ''),
      await send({ ...bearer(token), ...json }, '{}'),
      await send({ ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' }, ''),
      await send(bearer(otherToken)),
    ];
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual([
      [200, { firstToday: true }],
      [200, { firstToday: false }],
      [200, { firstToday: false }],
      [200, { firstToday: false }],
      [200, { firstToday: true }],
    ]);
  });

  it('still answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access/daily-first',
      headers: { ...(await t.authHeader(await buildUser(t.db))), 'content-type': 'application/json' },
      payload: '{deviceId',
    });
    expect(res.statusCode).toBe(400);
  });

  it('uses the Seoul calendar date', () => {
    // 15:30 UTC is already the next day (00:30) in Seoul.
    expect(seoulDateString(new Date('2025-07-20T15:30:00Z'))).toBe('2025-07-21');
    expect(seoulDateString(new Date('2025-07-20T14:59:00Z'))).toBe('2025-07-20');
  });
});

describe('POST /api/user/remove', () => {
  it('answers 401 without login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/remove' })).statusCode).toBe(401);
  });

  it('anonymises the account, deletes personal rows and files, and revokes every session', async () => {
    const me = await buildUser(t.db, {
      email: 'me@example.com',
      age: 33,
      gender: 'F',
      bio: '소개',
      affiliation: '소속',
    });
    const friend = await buildUser(t.db);
    const [token, otherToken] = [await t.tokenFor(me), await t.tokenFor(me)];
    const form = await multipartBody({ profile_picture: { data: await pngImage(), filename: 'me.png' } });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user-profile/save',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(
      listStoredFiles(t.app.deps.storage.root!).filter((key) => key.startsWith(`avatars/${me.id}/`)),
    ).toHaveLength(2);
    await t.db.insert(externalIdentities).values({ provider: 'kakao', subject: `k-${me.id}`, userId: me.id });
    await post('/api/push/register-device', { token: `push-${me.id}`, platform: 'ios' }, bearer(token));
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      payload: { type: 'INBOX', enabled: false },
      headers: bearer(token),
    });
    await post('/api/access/daily-first', { deviceId: 'device-0009' }, bearer(token));
    await buildBlock(t.db, me, friend);
    await buildBlock(t.db, friend, me);
    await post(
      '/api/contact',
      { category: 'ACCOUNT', content: '탈퇴 전에 문의드립니다.', replyEmail: 'me@example.com' },
      bearer(token),
    );

    const res = await post('/api/user/remove', undefined, bearer(token));
    expect(res.statusCode).toBe(204);
    const [contact] = await t.db.select().from(contactMessages).where(eq(contactMessages.userId, me.id));
    expect(contact).toMatchObject({ replyEmail: null, content: '탈퇴 전에 문의드립니다.' });

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      username: null,
      nickname: null,
      age: null,
      gender: null,
      region: null,
      bio: null,
      affiliation: null,
      profilePictureKey: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    for (const [table, column] of [
      [externalIdentities, externalIdentities.userId],
      [pushDevices, pushDevices.userId],
      [notificationPreferences, notificationPreferences.userId],
      [dailyAccesses, dailyAccesses.userId],
      [userBlocks, userBlocks.blockerId],
      [userBlocks, userBlocks.blockedId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, me.id))).toHaveLength(0);
    }
    expect(
      listStoredFiles(t.app.deps.storage.root!).filter((key) => key.startsWith(`avatars/${me.id}/`)),
    ).toEqual([]);

    for (const old of [token, otherToken]) {
      const again = await t.app.inject({ url: '/api/user-profile/my/profile', headers: bearer(old) });
      expect(again.statusCode).toBe(401);
    }
    const seen = await t.app.inject({
      url: `/api/user-profile/${me.id}`,
      headers: await t.authHeader(friend),
    });
    expect(seen.json()).toMatchObject({
      id: me.id,
      nickname: '탈퇴한 사용자',
      isDeleted: true,
      profilePicture: null,
    });
  });

  it('frees the username and the social identity for a fresh account', async () => {
    const me = await buildUser(t.db, { username: 'reusable' });
    await t.db.insert(externalIdentities).values({ provider: 'google', subject: 'g-reuse', userId: me.id });
    await post('/api/user/remove', undefined, await t.authHeader(me));
    const fresh = await buildUser(t.db, { username: null });
    await t.db
      .insert(externalIdentities)
      .values({ provider: 'google', subject: 'g-reuse', userId: fresh.id });
    const res = await post(
      '/api/auth/complete',
      { username: 'reusable', nickname: '새계정' },
      await t.authHeader(fresh),
    );
    expect(res.statusCode).toBe(204);
  });
});

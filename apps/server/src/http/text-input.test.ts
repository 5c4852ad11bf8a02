import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, dailyAccesses, pushDevices, users } from '../db/schema/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { buildAdmin, buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { multipartBody } from '../features/uploads/uploads.test-support.ts';

/**
 * Issue 7 §2: bad characters in any text field are a clear 400 by field class and never reach
 * the database (a NUL used to be PostgreSQL 22021 and a 500).
 */
let t: TestApp;
let player: UserRow;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  player = await buildUser(t.db, { nickname: '원래닉', bio: '원래 소개', affiliation: '원래 소속' });
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const NUL = '\u0000';
const BELL = '\u0007';
const RTL_OVERRIDE = '\u202E';
const ISOLATE = '\u2066';
const ZERO_WIDTH_SPACE = '\u200B';
const BOM = '\uFEFF';

const singleLineBad = [
  NUL,
  BELL,
  '\t',
  '\n',
  RTL_OVERRIDE,
  ISOLATE,
  '\u200E',
  ZERO_WIDTH_SPACE,
  '\u200D',
  BOM,
];
const multiLineBad = [NUL, BELL, '\u001B', '\u007F', '\u0085', RTL_OVERRIDE, ISOLATE, '\u061C'];

async function postJson(url: string, body: unknown, user: UserRow | null = player) {
  const headers = user ? await t.authHeader(user) : {};
  return t.app.inject({ method: 'POST', url, payload: body as object, headers });
}

async function saveProfile(parts: Record<string, string>) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user-profile/save',
    payload,
    headers: { ...headers, ...(await t.authHeader(player)) },
  });
}

function expectRefused(
  res: { statusCode: number; json(): { error: { code: string; message: string } } },
  label: string,
) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().error).toEqual({
    code: 'validation_failed',
    message: `${label}에 쓸 수 없는 문자가 있어요.`,
  });
}

describe('single-line fields refuse control, bidi and zero-width characters', () => {
  it.each(singleLineBad.map((bad) => [JSON.stringify(bad), bad]))('%s', async (_name, bad) => {
    expectRefused(
      await postJson('/api/auth/login', { email: `grp${bad}id`, password: 'password1' }, null),
      '아이디',
    );
    expectRefused(
      await postJson('/api/auth/register', { email: `grp${bad}new`, password: 'password1' }, admin),
      '아이디',
    );
    expectRefused(await postJson('/api/auth/check-username', { username: `ab${bad}c` }), '아이디');
    expectRefused(
      await postJson('/api/auth/complete', { username: 'fresh1', nickname: `닉${bad}네임` }),
      '닉네임',
    );
    expectRefused(await saveProfile({ nickname: `새${bad}닉` }), '닉네임');
    const search = await t.app.inject({
      url: `/api/user-profile/search?keyword=${encodeURIComponent(`원${bad}래`)}`,
      headers: await t.authHeader(player),
    });
    expectRefused(search, '검색어');
    expectRefused(
      await postJson('/api/push/register-device', { token: `tok${bad}en`, platform: 'web' }),
      '기기 토큰',
    );
    expectRefused(await postJson('/api/push/remove-device', { token: `tok${bad}en` }), '기기 토큰');
    expectRefused(await postJson('/api/access/daily-first', { deviceId: `device-${bad}-1234` }), '기기 ID');
    expectRefused(await postJson('/api/auth/native/google', { token: `token-${bad}-1234567` }, null), '토큰');

    const [me] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(me).toMatchObject({ nickname: '원래닉', username: player.username });
    expect(await t.db.select().from(users).where(eq(users.isGroupAccount, true))).toEqual([]);
    expect(await t.db.select().from(pushDevices)).toEqual([]);
    expect(await t.db.select().from(dailyAccesses)).toEqual([]);
  });
});

describe('multi-line fields refuse NUL, other controls and bidi controls', () => {
  it.each(multiLineBad.map((bad) => [JSON.stringify(bad), bad]))('%s', async (_name, bad) => {
    expectRefused(await saveProfile({ bio: `소개${bad}글` }), '자기소개');
    expectRefused(await saveProfile({ affiliation: `소${bad}속` }), '소속');
    // A fresh writer each time: contact is limited to 5 an hour per player.
    const writer = await buildUser(t.db);
    expectRefused(
      await postJson(
        '/api/contact',
        { category: 'OTHER', content: `문의 내용입니다 ${bad} 확인해 주세요.` },
        writer,
      ),
      '문의 내용',
    );
    const [me] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(me).toMatchObject({ bio: '원래 소개', affiliation: '원래 소속' });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });

  it('keeps line breaks, tabs and emoji ZWJ sequences in a bio', async () => {
    // Multipart text parts carry line breaks as CRLF (browsers convert a lone LF).
    const bio = '첫 줄\r\n둘째 줄\r\n\t들여쓰기 👩‍💻 👨‍👩‍👧';
    const res = await saveProfile({ bio });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe(bio);
    const [me] = await t.db.select().from(users).where(eq(users.id, player.id));
    expect(me?.bio).toBe(bio);
  });

  it('stores NFC: Hangul typed as separate jamo becomes one syllable', async () => {
    const res = await saveProfile({ affiliation: '\u1112\u1161\u11AB판 클럽' });
    expect(res.statusCode).toBe(200);
    expect(res.json().affiliation).toBe('한판 클럽');
  });
});

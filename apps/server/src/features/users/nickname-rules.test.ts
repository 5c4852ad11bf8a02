import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { buildAdmin, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody } from '../uploads/uploads.test-support.ts';
import { nicknameLookalikeKey } from './nickname-lookalike.ts';

// Issue 16 §4: invisible nicknames and nicknames that pass for an administrator's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildAdmin(t.db, { nickname: '한판지기' });
  await buildAdmin(t.db, { nickname: 'Admin' });
});
afterAll(() => t.close());

async function saveNickname(user: Pick<UserRow, 'id'>, nickname: string) {
  const { payload, headers } = await multipartBody({ nickname });
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user-profile/save',
    payload,
    headers: { ...headers, ...(await t.authHeader(user)) },
  });
}

async function completeSignup(user: Pick<UserRow, 'id'>, nickname: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/complete',
    payload: { username: `u${user.id}`, nickname },
    headers: await t.authHeader(user),
  });
}

const nicknameOf = async (user: Pick<UserRow, 'id'>) =>
  (await t.app.inject({ url: '/api/user-profile/my/profile', headers: await t.authHeader(user) })).json()
    .nickname as string | null;

const invisible = {
  'a Hangul filler (U+3164)': '\u3164',
  'three halfwidth fillers (U+FFA0)': '\uFFA0\uFFA0\uFFA0',
  'choseong and jungseong fillers (U+115F U+1160)': '\u115F\u1160',
  'the blank braille pattern (U+2800)': '\u2800',
  'a soft hyphen (U+00AD)': '\u00AD',
  'the Mongolian vowel separator (U+180E)': '\u180E',
  'an invisible times (U+2062)': '\u2062',
  'tag characters': '\u{E0068}\u{E0069}',
  'a lone variation selector (U+FE0F)': '\uFE0F',
  'a bare combining mark': '\u0301\u0301',
  'a filler after a name': '지호\u3164',
};

describe.each([
  ['PATCH /api/user-profile/save (settings and onboarding)', saveNickname],
  ['POST /api/auth/complete (onboarding steps 1–2)', completeSignup],
])('%s', (_name, setNickname) => {
  it.each(Object.entries(invisible))('refuses %s and keeps the nickname', async (_case, nickname) => {
    const user = await buildUser(t.db, { nickname: '원래이름' });
    const res = await setNickname(user, nickname);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'validation_failed' },
      message: '닉네임에 쓸 수 없는 문자가 있어요.',
    });
    expect(await nicknameOf(user)).toBe('원래이름');
  });

  it('asks for a letter or digit when the name has none', async () => {
    const user = await buildUser(t.db);
    const res = await setNickname(user, '!!!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('닉네임에 글자나 숫자를 하나 이상 넣어 주세요.');
  });

  it.each([
    ['the same nickname', '한판지기'],
    ['spaced out', '한판 지기'],
    ['with an ideographic space', '한판\u3000지기'],
    ['spelled with compatibility jamo', 'ㅎㅏㄴ판지기'],
    ['with the final consonant moved', '하ㄴ판지기'],
    ['in halfwidth jamo', '\uFFBE\uFFC2\uFFA4판지기'],
    ['in another case and full width', 'ＡＤＭＩＮ'],
  ])("refuses an administrator's nickname %s with 409", async (_case, nickname) => {
    const user = await buildUser(t.db, { nickname: '원래이름' });
    const res = await setNickname(user, nickname);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'nickname_like_admin' },
      message: '관리자 닉네임과 헷갈리는 닉네임은 쓸 수 없어요.',
    });
    expect(await nicknameOf(user)).toBe('원래이름');
  });

  it('accepts a nickname that only shares letters with an administrator', async () => {
    const user = await buildUser(t.db);
    expect((await setNickname(user, '한판지기팬')).statusCode).toBeLessThan(300);
    expect(await nicknameOf(user)).toBe('한판지기팬');
  });
});

it('lets an administrator keep and re-save their own nickname', async () => {
  const admin = await buildAdmin(t.db, { nickname: '운영팀' });
  expect((await saveNickname(admin, '운영 팀')).statusCode).toBe(200);
});

it('gives one key to every spelling of a name and different keys to different names', () => {
  const key = nicknameLookalikeKey('한판');
  for (const spelling of ['한 판', '\u1112\u1161\u11AB판', 'ㅎㅏㄴ판', '하ㄴ판', '\uFFBE\uFFC2\uFFA4판']) {
    expect(nicknameLookalikeKey(spelling), spelling).toBe(key);
  }
  expect(nicknameLookalikeKey('하판')).not.toBe(key);
  expect(nicknameLookalikeKey('한팡')).not.toBe(key);
});

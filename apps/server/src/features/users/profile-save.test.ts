import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { buildGroupAccount, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  jpegWithGps,
  listStoredFiles,
  multipartBody,
  pngImage,
  type FormPart,
} from '../uploads/uploads.test-support.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = t.app.deps.storage.root!;
});
afterAll(() => t.close());

async function save(user: Pick<UserRow, 'id'> | null, parts: Record<string, FormPart | FormPart[]>) {
  const { payload, headers } = await multipartBody(parts);
  const auth = user ? await t.authHeader(user) : {};
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user-profile/save',
    payload,
    headers: { ...headers, ...auth },
  });
}

const myProfile = async (user: Pick<UserRow, 'id'>) =>
  (await t.app.inject({ url: '/api/user-profile/my/profile', headers: await t.authHeader(user) })).json();

const filesOf = (user: Pick<UserRow, 'id'>) =>
  listStoredFiles(root).filter((key) => key.startsWith(`avatars/${user.id}/`));

/** A player with a stored picture, through the endpoint itself. */
async function userWithPicture() {
  const user = await buildUser(t.db, { age: 20, gender: 'M', bio: '원래 소개', affiliation: '원래 소속' });
  const res = await save(user, { profile_picture: { data: await pngImage(), filename: 'me.png' } });
  expect(res.statusCode).toBe(200);
  return { user, before: res.json() };
}

let player: UserRow;
beforeEach(async () => {
  player = await buildUser(t.db, { age: 25, gender: 'M', bio: '안녕', affiliation: '클럽' });
});

describe('PATCH /api/user-profile/save', () => {
  it('answers 401 without login', async () => {
    const res = await save(null, { age: '20' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('로그인이 필요해요.');
  });

  it('answers 415 for a JSON body', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user-profile/save',
      payload: { age: 20 },
      headers: await t.authHeader(player),
    });
    expect(res.statusCode).toBe(415);
  });

  it.each([
    ['multipart/form-data', 'xx'],
    ['multipart/form-data; boundary=abc', 'no boundary in here'],
    ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="age"\r\n\r\n20'],
  ])('answers 400 for a broken multipart body (%s)', async (contentType, payload) => {
    const headers = { ...(await t.authHeader(player)), 'content-type': contentType };
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user-profile/save', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect((await myProfile(player)).age).toBe(25);
  });

  it('saves text fields, trimmed, and answers the full own profile', async () => {
    const res = await save(player, {
      nickname: ' 새닉네임 ',
      age: '31',
      gender: 'F',
      region: '부산 해운대구',
      bio: ' 주말마다 배드민턴 ',
      affiliation: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: player.id,
      nickname: '새닉네임',
      age: 31,
      gender: 'F',
      region: '부산 해운대구',
      bio: '주말마다 배드민턴',
      intro: '주말마다 배드민턴',
      affiliation: '',
      isMe: true,
      onboardingStep: 8,
    });
  });

  it('leaves absent fields unchanged and clears the age with an empty value', async () => {
    const res = await save(player, { age: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      age: null,
      gender: 'M',
      bio: '안녕',
      affiliation: '클럽',
      region: '서울 강남구',
    });
  });

  it.each([
    [{ nickname: '아홉글자닉네임이다' }, '닉네임은 8자까지 쓸 수 있어요'],
    [{ nickname: '  ' }, '닉네임을 입력해 주세요.'],
    [{ age: '13' }, '만 14세 이상만 가입할 수 있어요'],
    [{ age: '0' }, '만 14세 이상만 가입할 수 있어요'],
    [{ age: '151' }, '나이는 14~150 사이로 입력해 주세요'],
    [{ age: '-1' }, '나이는 14~150 사이로 입력해 주세요'],
    [{ age: 'abc' }, '나이는 14~150 사이로 입력해 주세요'],
    [{ gender: 'X' }, '성별을 선택해 주세요.'],
    [{ region: '서울' }, '시/군/구까지 선택해 주세요.'],
    [{ region: '전국 전국' }, '시/도를 먼저 선택해 주세요.'],
    [{ region: '서울 해운대구' }, '지원하지 않는 지역이에요.'],
    [{ region: '인천 올림푸스구' }, '지원하지 않는 지역이에요.'],
    [{ bio: 'a'.repeat(101) }, '자기소개는 100자까지 쓸 수 있어요.'],
    [{ affiliation: '가'.repeat(101) }, '소속은 100자까지 쓸 수 있어요.'],
    [{ profile_picture: 'yes' }, '프로필 사진 항목이 올바르지 않아요.'],
  ])('answers 400 for %j and changes nothing', async (parts, message) => {
    const before = await myProfile(player);
    const res = await save(player, { age: '40', ...parts });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message });
    expect(await myProfile(player)).toEqual(before);
  });

  it('treats an empty gender or region as unchanged, as older clients send them', async () => {
    const res = await save(player, { gender: '', region: ' ', age: '31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gender: 'M', region: '서울 강남구', age: 31 });
  });

  it.each([
    ['경기 수원시 장안구', '경기 수원시'],
    ['경기 부천시 소사구', '경기 부천시'],
    ['서울특별시 강남구', '서울 강남구'],
    ['인천 남구', '인천 미추홀구'],
    ['경북 군위군', '대구 군위군'],
    ['전라북도 전주시 덕진구', '전북 전주시'],
  ])('stores the older region spelling %j as %j', async (region, stored) => {
    const res = await save(player, { region });
    expect(res.statusCode).toBe(200);
    expect(res.json().region).toBe(stored);
    expect((await myProfile(player)).region).toBe(stored);
  });

  it('keeps a stored 9-character nickname until its owner changes it', async () => {
    const longName = await buildUser(t.db, { nickname: '아홉글자닉네임이다' });
    const unchanged = await save(longName, { nickname: ' 아홉글자닉네임이다 ', age: '22' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ nickname: '아홉글자닉네임이다', age: 22 });
    expect((await save(longName, { bio: '소개만 바꿔요' })).statusCode).toBe(200);
    const changed = await save(longName, { nickname: '아홉글자닉네임이야' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.message).toBe('닉네임은 8자까지 쓸 수 있어요');
    expect((await save(longName, { nickname: '여덟글자닉네임' })).json().nickname).toBe('여덟글자닉네임');
  });

  it('accepts the youngest and oldest allowed ages', async () => {
    expect((await save(player, { age: '14' })).json().age).toBe(14);
    expect((await save(player, { age: '150' })).json().age).toBe(150);
  });

  it('stores a JPEG re-encoded as 640 and 160 px WebP with no EXIF or GPS left', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await save(player, {
      profile_picture: { data: input, filename: 'IMG_0001.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Absolute (PUBLIC_URL, else the listening address): the native wrappers load them as they are.
    expect(body.profilePicture).toMatch(
      new RegExp(`^${publicBaseUrlOf(t.config)}/uploads/avatars/${player.id}/[0-9a-f]{32}-640\\.webp$`),
    );
    expect(body.profilePictureThumbnail).toBe(body.profilePicture.replace('-640.webp', '-160.webp'));
    expect(body.onboardingStep).toBe(9);
    const stored = filesOf(player);
    expect(stored).toHaveLength(2);
    for (const [key, size] of [
      [stored.find((k) => k.endsWith('-640.webp'))!, 640],
      [stored.find((k) => k.endsWith('-160.webp'))!, 160],
    ] as const) {
      const meta = await sharp(join(root, key)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const served = await t.app.inject({ url: new URL(body.profilePicture).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    // Other origins (the wrappers' web views, the web client in the field) may show it.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const shown = await t.app.inject({ url: '/api/user-profile/0', headers: await t.authHeader(player) });
    expect(shown.json()).toMatchObject({
      profilePicture: body.profilePicture,
      avatar: body.profilePicture,
      profilePictureThumbnail: body.profilePictureThumbnail,
    });
  });

  it('replaces the picture and deletes the old files only after the new ones are saved', async () => {
    const { user, before } = await userWithPicture();
    const oldFiles = filesOf(user);
    const res = await save(user, { profile_picture: { data: await jpegWithGps(), filename: 'new.jpg' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).not.toBe(before.profilePicture);
    const now = filesOf(user);
    expect(now).toHaveLength(2);
    expect(now.some((key) => oldFiles.includes(key))).toBe(false);
  });

  it("deletes the picture and its files for the text value 'null'", async () => {
    const { user } = await userWithPicture();
    const res = await save(user, { profile_picture: 'null' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profilePicture: null,
      profilePictureThumbnail: null,
      onboardingStep: 8,
    });
    expect(filesOf(user)).toEqual([]);
  });

  it('keeps exactly one picture when two saves race, deleting the loser’s files', async () => {
    const [a, b] = await Promise.all([
      save(player, { profile_picture: { data: await pngImage(32, 32), filename: 'a.png' } }),
      save(player, { profile_picture: { data: await pngImage(48, 48), filename: 'b.png' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const final = await myProfile(player);
    expect(filesOf(player).map((key) => `${publicBaseUrlOf(t.config)}/uploads/${key}`)).toEqual(
      [final.profilePictureThumbnail, final.profilePicture].sort(),
    );
  });

  it('answers 415 for a text file named photo.jpg, storing nothing and keeping the old picture', async () => {
    const { user, before } = await userWithPicture();
    const filesBefore = filesOf(user);
    const res = await save(user, {
      bio: '바뀌면 안 됨',
      profile_picture: {
        data: Buffer.from('this is not an image at all'),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_image',
      message: '지원하지 않는 이미지 형식이에요.',
    });
    expect(filesOf(user)).toEqual(filesBefore);
    expect(await myProfile(user)).toEqual(before);
  });

  it('answers 415 for an SVG, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await save(player, { profile_picture: { data: svg, filename: 'a.png', type: 'image/png' } });
    expect(res.statusCode).toBe(415);
    expect(filesOf(player)).toEqual([]);
  });

  it('answers 413 for a file of 10 MB + 1 byte and stores nothing', async () => {
    const { user, before } = await userWithPicture();
    const filesBefore = filesOf(user);
    const png = await pngImage();
    const oversized = Buffer.concat([png, Buffer.alloc(10_485_760 + 1 - png.length)]);
    const res = await save(user, { age: '99', profile_picture: { data: oversized, filename: 'big.png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'file_too_large', message: '파일은 10MB 이하여야 해요.' });
    expect(filesOf(user)).toEqual(filesBefore);
    expect(await myProfile(user)).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const png = await pngImage();
    const exact = Buffer.concat([png, Buffer.alloc(10_485_760 - png.length)]);
    const res = await save(player, { profile_picture: { data: exact, filename: 'exact.png' } });
    expect(res.statusCode).toBe(200);
    expect(filesOf(player)).toHaveLength(2);
  });

  it('answers 400 for two pictures or a file plus the text null', async () => {
    const png = { data: await pngImage(), filename: 'a.png' };
    const both = await save(player, { profile_picture: ['null', png] });
    expect(both.statusCode).toBe(400);
    const unknownFile = await save(player, { avatar: png });
    expect(unknownFile.statusCode).toBe(400);
    expect(filesOf(player)).toEqual([]);
  });

  it('clears is_initial_group when a group account finishes onboarding with its photo', async () => {
    const group = await buildGroupAccount(t.db, { email: 'club-onboard', password: 'password123' });
    const headers = await t.authHeader(group);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/complete',
      payload: { username: 'clubonboard', nickname: '우리클럽' },
      headers,
    });
    // An organisation is not asked its age or gender.
    const steps = await save(group, { region: '대전 유성구' });
    expect(steps.json()).toMatchObject({ onboardingStep: 6, isInitialGroup: true, age: null, gender: null });
    const done = await save(group, {
      bio: '',
      affiliation: '',
      profile_picture: { data: await pngImage(), filename: 'club.png' },
    });
    expect(done.json()).toMatchObject({ onboardingStep: 9, isInitialGroup: false, bio: '' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'club-onboard', password: 'password123' },
    });
    expect(login.json().isInitialGroup).toBe(false);
  });
});

describe('a player whose age migration 0002 forgot (만 14세 이상, decision 010)', () => {
  const session = async (user: Pick<UserRow, 'id'>) =>
    (await t.app.inject({ url: '/api/auth/session', headers: await t.authHeader(user) })).json();

  it('is sent back to the age step until an age is saved, then is done', async () => {
    const asked = await buildUser(t.db, {
      age: null,
      ageRecheck: true,
      gender: 'F',
      bio: '',
      affiliation: '',
    });
    expect((await session(asked)).onboarded).toBe(false);
    expect((await myProfile(asked)).onboardingStep).toBe(3);

    expect((await save(asked, { age: '13' })).statusCode).toBe(400);
    expect((await session(asked)).onboarded).toBe(false);

    expect((await save(asked, { age: '15' })).statusCode).toBe(200);
    expect((await session(asked)).onboarded).toBe(true);
    // Clearing the age later in settings is allowed (spec §5) and does not send them back again.
    expect((await save(asked, { age: '' })).statusCode).toBe(200);
    expect((await session(asked)).onboarded).toBe(true);
  });

  it('never concerns a player who simply left the age empty', async () => {
    const empty = await buildUser(t.db, { age: null });
    expect((await session(empty)).onboarded).toBe(true);
  });
});

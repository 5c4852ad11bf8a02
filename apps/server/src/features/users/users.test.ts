import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBlock, buildDeletedUser, buildGroupAccount, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('POST /api/auth/check-username', () => {
  it('answers 401 without login, before looking at the body', async () => {
    const res = await post('/api/auth/check-username', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthorized', message: '로그인이 필요해요.' });
  });

  it.each(['', 'ABC', 'a-b', 'a'.repeat(13), '한글'])('answers 400 for %j', async (username) => {
    const user = await buildUser(t.db);
    const res = await post('/api/auth/check-username', { username }, await t.authHeader(user));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('영문 소문자와 숫자 1~12자로 입력해 주세요.');
  });

  it('says whether someone else holds the username; the caller’s own is free', async () => {
    const taken = await buildUser(t.db, { username: 'takenname' });
    const caller = await buildUser(t.db);
    const headers = await t.authHeader(caller);
    expect((await post('/api/auth/check-username', { username: 'takenname' }, headers)).json()).toEqual({
      exists: true,
    });
    expect((await post('/api/auth/check-username', { username: 'freename1' }, headers)).json()).toEqual({
      exists: false,
    });
    const own = await post(
      '/api/auth/check-username',
      { username: taken.username },
      await t.authHeader(taken),
    );
    expect(own.json()).toEqual({ exists: false });
  });
});

describe('POST /api/auth/complete', () => {
  it('answers 401 without login', async () => {
    expect((await post('/api/auth/complete', { username: 'abc', nickname: '닉' })).statusCode).toBe(401);
  });

  it.each([
    [{ username: 'Bad!', nickname: '닉네임' }, '영문 소문자와 숫자 1~12자로 입력해 주세요.'],
    [{ username: 'okname', nickname: '   ' }, '닉네임을 입력해 주세요.'],
    [{ username: 'okname' }, '닉네임을 입력해 주세요.'],
    [{ username: 'okname', nickname: '아홉글자닉네임이다' }, '닉네임은 8자까지 쓸 수 있어요'],
  ])('answers 400 for %j', async (payload, message) => {
    const user = await buildGroupAccount(t.db, { email: `club-${Math.random()}`, password: 'password123' });
    const res = await post('/api/auth/complete', payload, await t.authHeader(user));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message });
  });

  it('sets username and nickname and advances onboarding to the age step', async () => {
    const user = await buildUser(t.db, { username: null, nickname: null, region: null });
    const headers = await t.authHeader(user);
    const res = await post('/api/auth/complete', { username: 'newbie1', nickname: ' 새내기 ' }, headers);
    expect(res.statusCode).toBe(204);
    const me = (await get('/api/user-profile/my/profile', headers)).json();
    expect(me).toMatchObject({ username: 'newbie1', nickname: '새내기', onboardingStep: 3 });
  });

  it('answers 409 username_taken for a username in use, also when two players race', async () => {
    await buildUser(t.db, { username: 'popular' });
    const late = await buildUser(t.db, { username: null });
    const taken = await post(
      '/api/auth/complete',
      { username: 'popular', nickname: '늦음' },
      await t.authHeader(late),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'username_taken', message: '이미 사용 중인 아이디예요.' });

    const racers = await Promise.all([1, 2, 3].map(() => buildUser(t.db, { username: null })));
    const results = await Promise.all(
      racers.map(async (racer) =>
        post('/api/auth/complete', { username: 'racename', nickname: '경주' }, await t.authHeader(racer)),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([204, 409, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().error.code).toBe('username_taken');
  });
});

describe('GET /api/user-profile/my/profile', () => {
  it('answers 401 without login', async () => {
    expect((await get('/api/user-profile/my/profile')).statusCode).toBe(401);
  });

  it('returns the caller with the group flags and the onboarding step to resume', async () => {
    const group = await buildGroupAccount(t.db, { email: 'club-me', password: 'password123' });
    const res = await get('/api/user-profile/my/profile', await t.authHeader(group));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: group.id,
      nickname: '',
      username: null,
      isMe: true,
      isDeleted: false,
      isGroupAccount: true,
      isInitialGroup: true,
      onboardingStep: 1,
      profilePicture: null,
    });
  });
});

// The record part of a profile before any game: present, empty, zero (old clients crash on missing).
const NO_GAMES_YET = {
  stats: { wins: 0, draws: 0, losses: 0, winRate: 0, performance: 0, performanceHistory: [], friends: 0 },
  playedRules: [],
  recentGames: [],
  top3Rules: [],
  myChampions: [],
  playTime: 0,
  mannerScore: 4.5,
  mannerReviewCount: 0,
  totalPlayers: 0,
  blockedByMe: false,
};

describe('GET /api/user-profile/{id}', () => {
  it('answers 401 without login', async () => {
    expect((await get('/api/user-profile/1')).statusCode).toBe(401);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    const bad = await get('/api/user-profile/abc', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('잘못된 사용자 번호예요.');
    const unknown = await get('/api/user-profile/987654321', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'user_not_found', message: '사용자를 찾을 수 없어요.' });
  });

  it('shows another player’s public profile, and 0 means the caller', async () => {
    const other = await buildUser(t.db, {
      age: 30,
      gender: 'F',
      bio: '안녕하세요',
      affiliation: '한판 클럽',
    });
    const caller = await buildUser(t.db);
    const headers = await t.authHeader(caller);
    const res = await get(`/api/user-profile/${other.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: other.id,
      nickname: other.nickname,
      username: other.username,
      age: 30,
      gender: 'F',
      region: '서울 강남구',
      bio: '안녕하세요',
      intro: '안녕하세요',
      affiliation: '한판 클럽',
      profilePicture: null,
      profilePictureThumbnail: null,
      avatar: null,
      location: '서울 강남구',
      isMe: false,
      isDeleted: false,
      ...NO_GAMES_YET,
    });
    const me = await get('/api/user-profile/0', headers);
    expect(me.json()).toMatchObject({ id: caller.id, isMe: true, ...NO_GAMES_YET });
  });

  it('shows a deleted player as 탈퇴한 사용자 with nothing else', async () => {
    const gone = await buildDeletedUser(t.db);
    const res = await get(`/api/user-profile/${gone.id}`, await t.authHeader(await buildUser(t.db)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: gone.id,
      nickname: '탈퇴한 사용자',
      username: null,
      region: null,
      location: null,
      profilePicture: null,
      avatar: null,
      isDeleted: true,
      ...NO_GAMES_YET,
    });
  });
});

describe('GET /api/user-profile/search', () => {
  it('answers 401 without login', async () => {
    expect((await get('/api/user-profile/search?keyword=a')).statusCode).toBe(401);
  });

  it('answers an empty array for a blank keyword', async () => {
    const res = await get(
      '/api/user-profile/search?keyword=%20%20',
      await t.authHeader(await buildUser(t.db)),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('matches nickname or username case-insensitively, prefix matches first', async () => {
    const infix = await buildUser(t.db, { nickname: '김탁구왕', username: 'srchinfix' });
    const prefix = await buildUser(t.db, { nickname: '탁구신', username: 'srchprefix', bio: '탁구 좋아요' });
    const byUsername = await buildUser(t.db, { nickname: '무관', username: 'takgu99' });
    const headers = await t.authHeader(await buildUser(t.db));
    const res = await get(`/api/user-profile/search?keyword=${encodeURIComponent(' 탁구 ')}`, headers);
    expect(res.json().map((item: { id: number }) => item.id)).toEqual([prefix.id, infix.id]);
    expect(res.json()[0]).toEqual({
      id: prefix.id,
      nickname: '탁구신',
      username: 'srchprefix',
      avatar: null,
      intro: '탁구 좋아요',
    });
    const upper = await get('/api/user-profile/search?keyword=TAKGU', headers);
    expect(upper.json().map((item: { id: number }) => item.id)).toEqual([byUsername.id]);
  });

  it('orders nickname prefix matches, then username prefix matches, then the rest, paging across them', async () => {
    // Keys compare lowered, code point by code point: 'Zeta' sorts as 'zeta'.
    const inside = await buildUser(t.db, { nickname: '나의zeta', username: 'rankinside' });
    const byUsername = await buildUser(t.db, { nickname: '가나', username: 'zetafan' });
    const second = await buildUser(t.db, { nickname: 'zetb친구', username: 'rankb' });
    const first = await buildUser(t.db, { nickname: 'Zeta', username: 'ranka' });
    const headers = await t.authHeader(await buildUser(t.db));
    const all = await get('/api/user-profile/search?keyword=ZET', headers);
    expect(all.json().map((item: { id: number }) => item.id)).toEqual([
      first.id,
      second.id,
      byUsername.id,
      inside.id,
    ]);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(
        `/api/user-profile/search?keyword=zet&size=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers,
      );
      seen.push(...res.json().map((item: { id: number }) => item.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual([first.id, second.id, byUsername.id, inside.id]);
  });

  it('treats % and _ literally', async () => {
    const percent = await buildUser(t.db, { nickname: '100%승리' });
    await buildUser(t.db, { nickname: '100점승리' });
    const headers = await t.authHeader(await buildUser(t.db));
    const res = await get(`/api/user-profile/search?keyword=${encodeURIComponent('100%')}`, headers);
    expect(res.json().map((item: { id: number }) => item.id)).toEqual([percent.id]);
    const underscore = await get('/api/user-profile/search?keyword=_', headers);
    expect(underscore.json()).toEqual([]);
  });

  it('excludes the caller, deleted players and blocks in both directions', async () => {
    const caller = await buildUser(t.db, { nickname: '배드민턴나' });
    const visible = await buildUser(t.db, { nickname: '배드민턴보임' });
    const blockedByMe = await buildUser(t.db, { nickname: '배드민턴차단' });
    const blockedMe = await buildUser(t.db, { nickname: '배드민턴나를' });
    await buildUser(t.db, { nickname: '배드민턴탈퇴', deletedAt: new Date() });
    await buildBlock(t.db, caller, blockedByMe);
    await buildBlock(t.db, blockedMe, caller);
    const res = await get(
      `/api/user-profile/search?keyword=${encodeURIComponent('배드민턴')}`,
      await t.authHeader(caller),
    );
    expect(res.json().map((item: { id: number }) => item.id)).toEqual([visible.id]);
  });

  it('answers a plain array and pages by X-Next-Cursor, each player once', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await buildUser(t.db, { nickname: `커서${i}` }));
    const headers = await t.authHeader(await buildUser(t.db));
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `keyword=${encodeURIComponent('커서')}&size=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(`/api/user-profile/search?${query}`, headers);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
      seen.push(...res.json().map((item: { id: number }) => item.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((user) => user.id));
  });

  it('answers 400 in Korean for a cursor it did not hand out', async () => {
    const headers = await t.authHeader(await buildUser(t.db));
    for (const cursor of ['garbage', Buffer.from('[1,2]').toString('base64url')]) {
      const res = await get(`/api/user-profile/search?keyword=a&cursor=${cursor}`, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('목록 위치 정보가 올바르지 않아요. 처음부터 다시 불러와 주세요.');
    }
  });

  it('answers 400 for a size over 100', async () => {
    const res = await get(
      '/api/user-profile/search?keyword=a&size=101',
      await t.authHeader(await buildUser(t.db)),
    );
    expect(res.statusCode).toBe(400);
  });
});

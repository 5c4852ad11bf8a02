import { accountMessages, errorCatalog } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildGroupAccount, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss-club' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
// Login is limited to 20 a minute per IP: tests that try many ids come from their own address.
const loginFrom = (remoteAddress: string, payload: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('GET /api/auth/current-user-id', () => {
  it('answers 401 with a Korean message without a token', async () => {
    const res = await t.app.inject({ url: '/api/auth/current-user-id' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: '로그인이 필요해요.' },
      message: '로그인이 필요해요.',
    });
  });

  it('answers 401 session_expired for a forged token', async () => {
    const res = await t.app.inject({
      url: '/api/auth/current-user-id',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_expired');
  });

  it('returns the id of the caller as a bare JSON number', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({ url: '/api/auth/current-user-id', headers: await t.authHeader(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(String(user.id));
  });
});

describe('POST /api/auth/login (group accounts)', () => {
  it('signs in with the staff-issued id and reports the initial flag', async () => {
    await buildGroupAccount(t.db, { email: 'club-a', password: 'password123' });
    const res = await post('/api/auth/login', { email: 'club-a', password: 'password123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isInitialGroup).toBe(true);
    const me = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({
      isGroupAccount: true,
      isInitialGroup: true,
      onboarded: false,
      role: 'USER',
    });
  });

  it('answers 401 with the same message for a wrong password and an unknown id', async () => {
    await buildGroupAccount(t.db, { email: 'club-b', password: 'password123' });
    const wrong = await post('/api/auth/login', { email: 'club-b', password: 'password999' });
    const unknown = await post('/api/auth/login', { email: 'nobody-here', password: 'password123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'invalid_credentials',
        message: '로그인 실패: 아이디 또는 비밀번호를 확인해 주세요.',
      });
    }
  });

  it.each([
    [{ email: 'club-c', password: 'short' }, '비밀번호를 8자 이상 입력해 주세요.'],
    [{ email: '', password: 'password123' }, '아이디를 입력해 주세요.'],
    [{ email: '   ', password: 'password123' }, '아이디를 입력해 주세요.'],
    [{ password: 'password123' }, '아이디를 입력해 주세요.'],
  ])('answers 400 with a Korean message for %j', async (payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message });
  });

  it('locks an address out of an account after five failures, even for the right password', async () => {
    await buildGroupAccount(t.db, { email: 'club-locked', password: 'password123' });
    for (let i = 0; i < 5; i++)
      await post('/api/auth/login', { email: 'club-locked', password: 'wrong-pass' });
    const res = await post('/api/auth/login', { email: 'club-locked', password: 'password123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('login_locked');
  });

  it('lets the owner sign in from their own address after five failures from five others, held, not locked', async () => {
    await buildGroupAccount(t.db, { email: 'club-shared', password: 'password123' });
    for (let i = 1; i <= 5; i++) {
      const res = await loginFrom(`10.5.0.${i}`, { email: 'club-shared', password: 'wrong-pass' });
      expect(res.json().error.code).toBe('invalid_credentials');
    }
    const started = Date.now();
    const owner = await loginFrom('10.5.9.9', { email: 'club-shared', password: 'password123' });
    expect(owner.statusCode).toBe(200);
    // Account-wide, the sixth attempt waits 1 s before its password is checked (guessing stays slow).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('keeps an address locked after its five failures while another address still gets its answer', async () => {
    await buildGroupAccount(t.db, { email: 'club-pair', password: 'password123' });
    for (let i = 0; i < 5; i++) await loginFrom('10.6.0.1', { email: 'club-pair', password: 'wrong-pass' });
    const locked = await loginFrom('10.6.0.1', { email: 'club-pair', password: 'password123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('login_locked');
    const elsewhere = await loginFrom('10.6.0.2', { email: 'club-pair', password: 'wrong-pass' });
    expect(elsewhere.json().error.code).toBe('invalid_credentials');
  });

  it('finds the account whatever the letter case or surrounding spaces of the id typed', async () => {
    await buildGroupAccount(t.db, { email: 'grp-alpha', password: 'password123' });
    for (const email of ['GRP-Alpha', ' grp-ALPHA ', 'grp-alpha']) {
      expect((await loginFrom('10.0.0.1', { email, password: 'password123' })).statusCode).toBe(200);
    }
  });

  it('counts failures under one id whatever the letter case, so case cannot dodge the lock', async () => {
    await buildGroupAccount(t.db, { email: 'club-cased', password: 'password123' });
    for (const email of ['CLUB-CASED', 'Club-Cased', 'club-CASED', 'CLUB-cased', 'club-cased'])
      await loginFrom('10.0.0.2', { email, password: 'wrong-pass' });
    const res = await loginFrom('10.0.0.2', { email: 'club-cased', password: 'password123' });
    expect(res.statusCode).toBe(429);
  });

  it('promotes an account listed in ADMIN_EMAILS to admin on login', async () => {
    await buildGroupAccount(t.db, { email: 'boss-club', password: 'password123' });
    const { token } = (await post('/api/auth/login', { email: 'boss-club', password: 'password123' })).json();
    const me = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().role).toBe('ADMIN');
  });
});

describe('POST /api/auth/register (admin only)', () => {
  it('answers 401 without login and 403 for a player', async () => {
    expect((await post('/api/auth/register', { email: 'x-club', password: 'password123' })).statusCode).toBe(
      401,
    );
    const player = await buildUser(t.db);
    const res = await post(
      '/api/auth/register',
      { email: 'x-club', password: 'password123' },
      await t.authHeader(player),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('회원가입 실패: 관리자만 계정을 생성할 수 있어요.');
  });

  it.each([
    [{ email: 'a'.repeat(51), password: 'password123' }, '아이디는 50자 이하로 입력해 주세요.'],
    [{ email: 'ok-club', password: '1234567' }, '비밀번호를 8자 이상 입력해 주세요.'],
    [{ email: 'ok-club', password: 'p'.repeat(21) }, '비밀번호는 20자 이하로 입력해 주세요.'],
  ])('answers 400 for %j', async (payload, message) => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/register', payload, await t.authHeader(admin));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each(['club!', '한판클럽', 'club a', 'club/a'])('refuses %j: only a-z 0-9 . _ @ -', async (email) => {
    const admin = await buildAdmin(t.db);
    const res = await post(
      '/api/auth/register',
      { email, password: 'password123' },
      await t.authHeader(admin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(accountMessages.idCharacters);
  });

  it('stores the canonical lower-case id, and a case variant of a taken id is taken', async () => {
    const headers = await t.authHeader(await buildAdmin(t.db));
    const first = await post('/api/auth/register', { email: ' GRP-Beta ', password: 'password123' }, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().email).toBe('grp-beta');
    for (const email of ['grp-beta', 'GRP-BETA', 'Grp-Beta']) {
      const again = await post('/api/auth/register', { email, password: 'password123' }, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'email_taken', message: errorCatalog.email_taken.message });
    }
  });

  it('creates an initial group account that can then log in', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post(
      '/api/auth/register',
      { email: 'new-club', password: 'password123' },
      await t.authHeader(admin),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new-club' });
    const login = await post('/api/auth/login', { email: 'new-club', password: 'password123' });
    expect(login.json().isInitialGroup).toBe(true);
  });

  it('answers 409 for an id in use, also when two admins race', async () => {
    const admin = await buildAdmin(t.db);
    const headers = await t.authHeader(admin);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        post('/api/auth/register', { email: 'race-club', password: 'password123' }, headers),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const conflict = results.find((res) => res.statusCode === 409)!;
    expect(conflict.json().error).toEqual({ code: 'email_taken', message: '이미 사용 중인 아이디예요.' });
  });
});

describe('sessions', () => {
  it('logout revokes the token at once', async () => {
    const user = await buildUser(t.db);
    const headers = await t.authHeader(user);
    expect((await t.app.inject({ url: '/api/auth/current-user-id', headers })).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, headers)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/current-user-id', headers })).statusCode).toBe(401);
  });

  it('revoking every session of a user signs out all devices', async () => {
    const user = await buildUser(t.db);
    const phone = await t.authHeader(user);
    const laptop = await t.authHeader(user);
    await t.app.authService.revokeAllSessions(user.id);
    for (const headers of [phone, laptop]) {
      expect((await t.app.inject({ url: '/api/auth/current-user-id', headers })).statusCode).toBe(401);
    }
  });
});

describe('demo login (demo mode only)', () => {
  it('lists only demo users and signs in as one', async () => {
    const demo = await createTestApp({ DEMO_MODE: 'true' });
    try {
      const demoUser = await buildUser(demo.db, { isDemo: true, nickname: '데모' });
      const real = await buildUser(demo.db);
      const list = await demo.app.inject({ url: '/api/auth/demo-users' });
      expect(list.statusCode).toBe(200);
      const ids = list.json().map((user: { id: number }) => user.id);
      expect(ids).toContain(demoUser.id);
      expect(ids).not.toContain(real.id);
      const signIn = (userId: number) =>
        demo.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { userId } });
      expect((await signIn(demoUser.id)).statusCode).toBe(200);
      expect((await signIn(real.id)).statusCode).toBe(404);
      expect((await demo.app.inject({ url: '/api/auth/providers' })).json().demo).toBe(true);
    } finally {
      await demo.close();
    }
  });

  it('does not exist when demo mode is off, the default outside `npm start`', async () => {
    const demoUser = await buildUser(t.db, { isDemo: true });
    const res = await post('/api/auth/demo-login', { userId: demoUser.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
    expect((await t.app.inject({ url: '/api/auth/demo-users' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/providers' })).json().demo).toBe(false);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/demo-login',
        payload: { userId: 1 },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('route_not_found');
      expect((await prod.app.inject({ url: '/api/auth/providers' })).json().demo).toBe(false);
    } finally {
      await prod.close();
    }
  });
});

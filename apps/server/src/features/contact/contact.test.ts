import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = async (user: { id: number } | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers: user ? await t.authHeader(user) : {},
  });
const list = async (user: { id: number } | null, query = '') =>
  t.app.inject({ url: `/api/admin/contact-messages${query}`, headers: user ? await t.authHeader(user) : {} });

const valid = { category: 'GAME', content: '경기 결과가 저장되지 않았어요.', replyEmail: 'me@example.com' };

describe('POST /api/contact', () => {
  it('answers 401 without login', async () => {
    expect((await send(null, valid)).statusCode).toBe(401);
  });

  it.each([
    [{ ...valid, category: 'SPAM' }, '문의 유형을 선택해 주세요.'],
    [{ ...valid, content: '짧아요' }, '문의 내용을 10자 이상 입력해 주세요.'],
    [{ ...valid, content: '가'.repeat(2001) }, '문의 내용은 2000자 이하로 입력해 주세요.'],
    [{ category: 'GAME' }, '문의 내용을 입력해 주세요.'],
    [{ ...valid, replyEmail: 'not-an-email' }, '답변 받을 이메일 주소를 확인해 주세요.'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await send(await buildUser(t.db), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message });
  });

  it('stores the message for administrators and answers 201 with its id', async () => {
    const user = await buildUser(t.db);
    const res = await send(user, { ...valid, replyEmail: '' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const page = (await list(await buildAdmin(t.db))).json();
    expect(page.find((item: { id: number }) => item.id === id)).toMatchObject({
      id,
      userId: user.id,
      nickname: user.nickname,
      category: 'GAME',
      content: valid.content,
      replyEmail: null,
      status: 'OPEN',
    });
  });

  it('allows five messages an hour per player, then answers 429', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) expect((await send(user, valid)).statusCode).toBe(201);
    const limited = await send(user, valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await send(await buildUser(t.db), valid)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('answers 401 without login and 403 for a player', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const res = await list(await buildUser(t.db));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('관리자 권한이 필요합니다.');
  });

  it('pages newest first and shows a deleted sender as 탈퇴한 사용자', async () => {
    const sender = await buildUser(t.db);
    const first = (await send(sender, valid)).json().id;
    const second = (await send(sender, { ...valid, content: '두 번째 문의입니다. 확인 부탁드려요.' })).json()
      .id;
    await t.app.inject({ method: 'POST', url: '/api/user/remove', headers: await t.authHeader(sender) });
    const admin = await buildAdmin(t.db);
    const page = await list(admin, '?size=1');
    expect(page.json()).toEqual([expect.objectContaining({ id: second, nickname: '탈퇴한 사용자' })]);
    const cursor = page.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const next = (await list(admin, `?size=1&cursor=${cursor}`)).json();
    expect(next[0].id).toBe(first);
    expect((await list(admin, '?size=0')).statusCode).toBe(400);
  });
});

import { reportMessages, type Rule } from '@hanpan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Rules reported by players and hidden by an admin (issue 9 §9, decision 014): the rule leaves
 * every list and search for everyone but its author and admins, and a direct link says why.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('a reported rule hidden by an admin', () => {
  it('leaves the list and search for others, stays marked for its author and admins, and comes back on unhide', async () => {
    const author = await buildUser(t.db);
    const reporter = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const admin = await buildAdmin(t.db);
    const rule = await buildRule(t.db, author, { title: '숨김 테스트 규칙', goal: '신고될 규칙이에요.' });
    const asAuthor = await t.authHeader(author);
    const asReporter = await t.authHeader(reporter);
    const asStranger = await t.authHeader(stranger);
    const asAdmin = await t.authHeader(admin);

    const report = await call('POST', '/api/reports', asReporter, {
      targetId: rule.id,
      targetType: 'RULE',
      reason: '욕설이 섞여 있어요.',
    });
    expect(report.statusCode).toBe(201);
    const again = await call('POST', '/api/reports', asReporter, {
      targetId: rule.id,
      targetType: 'RULE',
      reason: '다시 신고해요.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reportMessages.ruleAlreadyReported);

    const queue = await call('GET', '/api/admin/reports', asAdmin);
    const queued = (
      queue.json() as { id: number; targetId: number; preview: { title: string } | null }[]
    ).find((item) => item.targetId === rule.id);
    expect(queued?.preview?.title).toBe('숨김 테스트 규칙');
    const resolved = await call('POST', `/api/admin/reports/${queued!.id}/resolve`, asAdmin, {
      note: '욕설이 있어 숨겨요.',
      hideTarget: true,
    });
    expect(resolved.statusCode).toBe(200);

    const search = (headers: { authorization: string }) =>
      call('GET', `/api/rules/list?search=${encodeURIComponent('숨김 테스트')}`, headers).then(
        (res) => res.json() as Rule[],
      );
    expect(await search(asStranger)).toEqual([]);
    expect((await search(asAuthor)).map((item) => [item.id, item.hiddenByAdmin])).toEqual([[rule.id, true]]);
    expect((await search(asAdmin)).map((item) => item.hiddenByAdmin)).toEqual([true]);

    const direct = await call('GET', `/api/rules/${rule.id}`, asStranger);
    expect(direct.statusCode).toBe(404);
    expect(direct.json().message).toBe(reportMessages.hiddenByAdmin);
    const own = await call('GET', `/api/rules/${rule.id}`, asAuthor);
    expect(own.json()).toMatchObject({ id: rule.id, hiddenByAdmin: true });
    const mine = await call('GET', '/api/rules/my-rules', asAuthor);
    expect((mine.json() as Rule[]).find((item) => item.id === rule.id)?.hiddenByAdmin).toBe(true);

    expect((await call('DELETE', `/api/admin/hidden/RULE/${rule.id}`, asAdmin)).statusCode).toBe(204);
    expect((await search(asStranger)).map((item) => [item.id, item.hiddenByAdmin])).toEqual([
      [rule.id, false],
    ]);
  });

  it('refuses a report of your own rule and of a rule that does not exist', async () => {
    const author = await buildUser(t.db);
    const rule = await buildRule(t.db, author);
    const asAuthor = await t.authHeader(author);
    const own = await call('POST', '/api/reports', asAuthor, {
      targetId: rule.id,
      targetType: 'RULE',
      reason: '내 규칙이에요.',
    });
    expect(own.statusCode).toBe(400);
    const missing = await call('POST', '/api/reports', asAuthor, {
      targetId: 987_654,
      targetType: 'RULE',
      reason: '없는 규칙이에요.',
    });
    expect(missing.statusCode).toBe(404);
  });
});

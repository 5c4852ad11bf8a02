import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../http/error-handler.ts';
import { buildAdmin, buildGroupAccount, buildUser } from '../test/factories.ts';
import { failureOf } from '../test/failure-of.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueConstraintErrors, uniqueViolationCode } from './unique-constraints.ts';

/** Issue 7 §3: every unique index answers its own action's message, and the fallback is neutral. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the unique-constraint table', () => {
  it('has an entry for every unique index and constraint of the live schema', async () => {
    const result = await t.db.execute<{ name: string }>(sql`
      select indexname as name from pg_indexes
       where schemaname = 'public' and indexdef ilike 'create unique index%'
      union
      select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where n.nspname = 'public' and c.contype in ('p', 'u', 'x')`);
    const live = result.rows.map((row) => row.name).sort();
    expect(live.length).toBeGreaterThan(5);
    expect(live.filter((name) => !Object.hasOwn(uniqueConstraintErrors, name))).toEqual([]);
  });

  it('maps by constraint name and falls back to a neutral conflict', async () => {
    await buildUser(t.db, { username: 'mapped' });
    const duplicate = await failureOf(() => buildUser(t.db, { username: 'mapped' }));
    expect(uniqueViolationCode(duplicate)).toBe('username_taken');
    expect(classifyError(duplicate)).toEqual({
      status: 409,
      code: 'username_taken',
      message: '이미 사용 중인 아이디예요.',
    });

    const unknown = Object.assign(new Error('duplicate'), { code: '23505', constraint: 'games_new_key' });
    expect(classifyError(unknown)).toEqual({
      status: 409,
      code: 'conflict',
      message: '이미 있는 항목이에요.',
    });
  });

  it('keeps the group-registration message for group registration only', async () => {
    await buildGroupAccount(t.db, { email: 'grp-dup', password: 'password1' });
    const duplicate = await failureOf(() =>
      buildGroupAccount(t.db, { email: 'grp-dup', password: 'password1' }),
    );
    expect(classifyError(duplicate).code).toBe('email_taken');
    for (const code of Object.values(uniqueConstraintErrors)) {
      expect(code).not.toBe('group_registration_conflict');
    }

    const admin = await buildAdmin(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'grp-dup', password: 'password1' },
      headers: await t.authHeader(admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'email_taken', message: '이미 사용 중인 아이디예요.' });
  });
});

describe('two players claiming one username at the same moment', () => {
  it('gives it to one and tells the other it is taken', async () => {
    const [first, second] = await Promise.all([
      buildUser(t.db, { username: null }),
      buildUser(t.db, { username: null }),
    ]);
    const headers = await Promise.all([first!, second!].map((user) => t.authHeader(user)));
    // Both requests are in flight before either answers.
    const results = await Promise.all(
      [first!, second!].map((_user, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/complete',
          payload: { username: 'samename', nickname: '동시' },
          headers: headers[index],
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([204, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().error).toEqual({
      code: 'username_taken',
      message: '이미 사용 중인 아이디예요.',
    });
  });
});

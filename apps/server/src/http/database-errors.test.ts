import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { buildUser } from '../test/factories.ts';
import { failureOf } from '../test/failure-of.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { classifyError } from './error-handler.ts';
import { serializeError, summariseQuery } from './log-safety.ts';

/** Issue 7 §2: the backstop behind the text schemas, and what a database error may log. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a NUL that slips past validation', () => {
  it('answers 400 invalid_text, not 500', async () => {
    const error = await failureOf(() => buildUser(database.db, { bio: 'secret-bio\u0000value' }));
    expect(classifyError(error)).toEqual({
      status: 400,
      code: 'invalid_text',
      message: '쓸 수 없는 문자가 들어 있어요.',
    });
  });

  it('logs the SQLSTATE and the statement name, never the SQL parameters', async () => {
    const error = await failureOf(() => buildUser(database.db, { bio: 'secret-bio\u0000value' }));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('"sqlState":"22021"');
    expect(logged).toContain('"query":"insert users"');
    expect(logged).not.toContain('secret-bio');
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('"bio"');
  });

  it('does not log the duplicate value PostgreSQL quotes in a unique violation', async () => {
    await buildUser(database.db, { username: 'secretname' });
    const error = await failureOf(() => buildUser(database.db, { username: 'secretname' }));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('"constraint":"users_username_key"');
    expect(logged).not.toContain('secretname');
  });
});

describe('a date PostgreSQL refuses (issue 16 item 1 backstop)', () => {
  it.each([
    ['22008, out of range', '294277-01-01 00:00:00+00'],
    ['22007, not a date', 'x'],
  ])('%s answers 400 invalid_datetime, not 500', async (_label, text) => {
    const error = await failureOf(() => database.db.execute(sql`select ${text}::timestamptz`));
    expect(classifyError(error)).toMatchObject({ status: 400, code: 'invalid_datetime' });
  });
});

describe('summariseQuery', () => {
  it.each([
    ['select "id" from "users" where "users"."email" = $1', 'select users'],
    ['update "users" set "bio" = $1 where "users"."id" = $2', 'update users'],
    ['delete from "sessions" where "sessions"."id" = $1', 'delete sessions'],
    [undefined, undefined],
  ])('%s → %s', (sql, summary) => {
    expect(summariseQuery(sql)).toBe(summary);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedRows } from './prepared-rows.ts';
import { users, type UserRow } from './schema/index.ts';

// preparedRows runs drizzle's SQL on the driver itself: the rows must be the select's columns in
// order, every kind of parameter filled, on PGlite and (server-postgres) on PostgreSQL.

let handle: DatabaseHandle;
let alice: UserRow;
let bob: UserRow;

beforeAll(async () => {
  handle = await openTestDatabase();
  alice = await buildUser(handle.db, { nickname: '앨리스' });
  bob = await buildUser(handle.db, { nickname: '밥' });
});
afterAll(() => handle.close());

const byId = preparedRows('prepared_rows_test_by_id', (db) =>
  db
    .select({
      id: users.id,
      nickname: users.nickname,
      marker: sql<string>`${'상수'}::text`,
      big: sql`${sql.placeholder('big')}::bigint + 1`,
    })
    .from(users)
    // A placeholder drizzle wraps in a Param with the column's encoder, and a bare one.
    .where(sql`${eq(users.id, sql.placeholder('id'))} or ${users.id} = ${sql.placeholder('other')}`)
    .orderBy(users.id),
);

describe('preparedRows', () => {
  it("answers each row as an array in the select's order, with every parameter filled", async () => {
    const rows = await byId(handle.db)({ id: alice.id, other: bob.id, big: 41 });
    expect(rows.map(([id, nickname, marker, big]) => [Number(id), nickname, marker, Number(big)])).toEqual([
      [alice.id, '앨리스', '상수', 42],
      [bob.id, '밥', '상수', 42],
    ]);
  });

  it('is built once per database and runs again with other values', async () => {
    expect(byId(handle.db)).toBe(byId(handle.db));
    const rows = await byId(handle.db)({ id: bob.id, other: 0, big: 0 });
    expect(rows.map(([id]) => Number(id))).toEqual([bob.id]);
  });

  it('refuses to run without a value for a placeholder', async () => {
    await expect(byId(handle.db)({ id: alice.id, big: 1 })).rejects.toThrow(
      'No value for placeholder "other"',
    );
  });
});

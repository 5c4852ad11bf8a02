import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { KEPT_REFERENCES, personalDataOwners } from './personal-data.ts';
import { openTestDatabase } from './test/test-database.ts';

// The live, migrated schema decides: a migration that adds a table pointing at users must also
// give it an owner whose forgetUser handles it, or account deletion would leave personal data.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function tablesReferencingUsers(): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(sql`
    select distinct referencing.relname as table_name
    from pg_constraint fk
    join pg_class referencing on referencing.oid = fk.conrelid
    join pg_class referenced on referenced.oid = fk.confrelid
    join pg_namespace ns on ns.oid = referenced.relnamespace
    where fk.contype = 'f' and referenced.relname = 'users' and ns.nspname = current_schema()
    order by 1`);
  return result.rows.map((row) => row.table_name);
}

async function tablesOfSchema(): Promise<Set<string>> {
  const result = await database.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables where table_schema = current_schema()`);
  return new Set(result.rows.map((row) => row.table_name));
}

describe('account deletion coverage', () => {
  it("handles every table whose foreign key references users in some feature's forgetUser", async () => {
    const referencing = await tablesReferencingUsers();
    // Sanity: the walk sees the schema (these exist since the first migrations).
    expect(referencing).toEqual(expect.arrayContaining(['sessions', 'user_blocks', 'external_identities']));
    const handled = new Set(personalDataOwners.flatMap((owner) => owner.tables));
    const unhandled = referencing.filter((table) => !handled.has(table) && !(table in KEPT_REFERENCES));
    expect(unhandled, 'tables referencing users that no forgetUser handles').toEqual([]);
  });

  it('names only tables that exist, each handled by one feature, with users forgotten last', async () => {
    const existing = await tablesOfSchema();
    const named = personalDataOwners.flatMap((owner) => owner.tables);
    expect(named.filter((table) => !existing.has(table))).toEqual([]);
    expect(Object.keys(KEPT_REFERENCES).filter((table) => !existing.has(table))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    expect(personalDataOwners.at(-1)?.feature).toBe('users');
  });
});

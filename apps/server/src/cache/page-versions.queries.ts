import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { preparedRows } from '../db/prepared-rows.ts';
import { tableVersions } from '../db/schema/index.ts';

// One named statement for any set of tables: the set is a parameter.
const versionSum = preparedRows('page_tables_version', (db) =>
  db
    .select({ sum: sql<string>`coalesce(sum(${tableVersions.version}), 0)::text` })
    .from(tableVersions)
    .where(sql`${tableVersions.tableName} = any(${sql.placeholder('tables')}::text[])`),
);

/**
 * How often `tables` have been written in all, as committed now (decision 043): the sum rises with
 * every committed write of any of them and never falls, so an equal sum read later means none of
 * them was written in between. Text: the sum is an int8, kept exact.
 */
export async function tablesVersion(db: Db, tables: readonly string[]): Promise<string> {
  const rows = await versionSum(db)({ tables });
  return String(rows[0]![0]);
}

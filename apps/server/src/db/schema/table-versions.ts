import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How often each table a kept page reads has been written (decision 043): a statement trigger on
 * the table adds one to one of its rows in the writing transaction, so the sum of a table's rows
 * rises with every committed write and never falls. A page kept in memory (cache/page-cache.ts) is
 * served again only while the sum over the tables it reads is the one it was kept at.
 *
 * Several rows (shards) per table: a writer takes a row no other transaction holds (FOR UPDATE SKIP
 * LOCKED) and adds a new one when all are held, so writers never wait on each other here and can
 * never deadlock over these rows. Rows are never deleted (the sum must never fall).
 * Owned by the page cache (cache/page-versions.queries.ts); written only by the triggers of
 * migration 0031.
 */
export const tableVersions = pgTable(
  'table_versions',
  {
    /** The table's name, or a name of a group of its columns (`games.counts`). */
    tableName: text('table_name').notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'table_versions_pk', columns: [table.tableName, table.shard] })],
);

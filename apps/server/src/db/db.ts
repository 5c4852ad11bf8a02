import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * The one database executor type: the database itself or an open transaction on it (a drizzle
 * transaction is a PgDatabase too). Every query function takes `db: Db` as its first argument, so
 * a service decides whether a call runs alone or inside `db.transaction(async (tx) => …)`.
 * Both drivers (PGlite, node-postgres) are typed as the node-postgres flavour; see client.ts.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

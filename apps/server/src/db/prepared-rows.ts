import type { PGlite } from '@electric-sql/pglite';
import { Param, Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './db.ts';

/** A statement drizzle built, as its SQL text and parameters (`toSQL()` of any query builder). */
export interface BuiltStatement {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A raw statement (a `sql` template: a WITH before the outer select, CTEs read by name) as
 * `preparedRows` takes it, written by the database handle's dialect.
 */
export function rawStatement(db: Db, statement: SQL): BuiltStatement {
  return { toSQL: () => (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement) };
}

/** Runs the statement with its placeholders' values; each row an array, in the select's order. */
export type RowsExecutor = (values: Record<string, unknown>) => Promise<unknown[][]>;

/**
 * A hot read's statement run by the driver itself, each row an array of the driver's values
 * (issue 20): drizzle builds the SQL once per database handle, as `preparedQuery` does, and then
 * steps aside. Its prepared-query `execute` maps every field of every row through its decoders and
 * looks up each parameter's kind (`is()` walks prototype chains): ~50 µs of a 31-post feed page,
 * as much as the rest of our own code on it (docs/performance.md, session 16). The caller reads the
 * columns by position and converts them itself: int8 arrives as a string from node-postgres and as
 * a number or bigint from PGlite, so convert with `Number`.
 *
 * On PostgreSQL the statement is named, so each pooled connection parses and plans it once. Only
 * for the database handle itself, like `preparedQuery`: a transaction runs on its own connection.
 */
export function preparedRows(name: string, build: (db: Db) => BuiltStatement): (db: Db) => RowsExecutor {
  const byDatabase = new WeakMap<Db, RowsExecutor>();
  return (db) => {
    let execute = byDatabase.get(db);
    if (execute === undefined) byDatabase.set(db, (execute = rowsExecutor(db, name, build(db).toSQL())));
    return execute;
  };
}

function rowsExecutor(
  db: Db,
  name: string,
  { sql, params }: { sql: string; params: unknown[] },
): RowsExecutor {
  const fill = parameterFiller(params);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return async (values) => {
      const result = await client.query<unknown[]>({
        name,
        text: sql,
        values: fill(values),
        rowMode: 'array',
      });
      return result.rows;
    };
  }
  return async (values) => (await client.query<unknown[]>(sql, fill(values), { rowMode: 'array' })).rows;
}

/**
 * The parameters' values in order: a placeholder's from `values` (through its column's encoder when
 * drizzle wrapped it in a Param), any other parameter as drizzle left it (a value already in the
 * driver's form).
 */
function parameterFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const getters = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (param instanceof Placeholder) return (values) => valueOf(values, param.name);
    if (param instanceof Param && param.value instanceof Placeholder) {
      const { encoder } = param;
      const placeholder = param.value;
      return (values) => encoder.mapToDriverValue(valueOf(values, placeholder.name));
    }
    return () => param;
  });
  return (values) => getters.map((get) => get(values));
}

function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
}

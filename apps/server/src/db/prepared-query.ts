import type { Db } from './db.ts';

/**
 * A query for the hot paths, built once per database handle instead of on every call. Drizzle's
 * query building (walking the schema objects, assembling SQL) was ~14 % of the server's CPU under
 * load (docs/performance.md); a prepared query keeps only the execution. On PostgreSQL `build`
 * should also name the statement (`.prepare('name')`), so each pooled connection parses and plans
 * it once. Values go in through `sql.placeholder(...)`. Only for the database handle itself: a
 * transaction has its own session, so queries inside one stay ordinary builder calls.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) byDatabase.set(db, (query = build(db)));
    return query;
  };
}

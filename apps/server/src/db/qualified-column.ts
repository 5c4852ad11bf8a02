import { sql, type SQL } from 'drizzle-orm';

/**
 * `column` written as `"<table>"."<column>"`, `table` being the table's name or its alias in the
 * statement. Drizzle writes a one-table select's columns bare, and inside another feature's
 * fragment (a scalar subquery of its own table) a bare "id" or "rule_id" would name that table's
 * column: the outer row's columns a fragment reads must be qualified.
 */
export function qualifiedColumn(table: string, column: { name: string }): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
}

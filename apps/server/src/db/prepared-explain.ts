import type pg from 'pg';

/**
 * Prepares a recorded statement as `name` and answers the `execute` that runs it with its recorded
 * values as literals (bench:data, explain-url.ts). EXPLAIN of a prepared statement shows the plan a
 * server connection uses (an unnamed statement with parameters always gets a custom plan for its
 * values). Deallocate `name` after.
 */
export async function prepareForExplain(
  client: pg.Client,
  name: string,
  statement: { text: string; values: unknown[] },
): Promise<string> {
  await client.query(`prepare ${name} as ${statement.text}`);
  const literals = statement.values.map((value) =>
    value === null ? 'null' : `'${literalText(value).replaceAll("'", "''")}'`,
  );
  return `execute ${name}${literals.length > 0 ? `(${literals.join(', ')})` : ''}`;
}

/** A value as node-postgres sends it: arrays (of ids) in PostgreSQL's array form, objects as JSON. */
function literalText(value: unknown): string {
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Building an answer's JSON text in the statement (issue 17): a page is then joined, not decoded,
 * mapped, presented and re-encoded in Node. These are the pieces every such statement shares, each
 * writing exactly the bytes JSON.stringify / the compiled serializer would.
 */

/** A value as JSON text: `to_json` escapes exactly as `JSON.stringify` does (no lone surrogates in UTF-8); SQL null → `null`. */
export function jsonText(column: SQLWrapper | SQL): SQL<string> {
  return sql<string>`coalesce(to_json(${column})::text, 'null')`;
}

/** A timestamptz as `Date.prototype.toISOString` writes it (UTC, milliseconds cut, not rounded). */
export function isoText(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A nullable timestamptz as a JSON value: `"…Z"` or `null`. */
export function isoJsonText(column: SQLWrapper): SQL<string> {
  return sql<string>`coalesce('"' || ${isoText(column)} || '"', 'null')`;
}

/** A boolean as JSON text (`true`/`false`; SQL null → `false`). */
export function boolText(condition: SQLWrapper | SQL): SQL<string> {
  return sql<string>`case when ${condition} then 'true' else 'false' end`;
}

/**
 * JavaScript's `\s` set (String#trim, /\s/), for `btrim(x, …)` and regular expressions in a
 * statement that writes what a presenter wrote with them: PostgreSQL's `[[:space:]]` depends on the
 * locale and leaves out U+3000, U+FEFF and others.
 */
export const JS_SPACES = [
  '\t\n\v\f\r \u00a0\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028\u2029\u202f\u205f\u3000\ufeff',
].join('');

/**
 * A stored file's URL as JSON, for `withFileUrls` to finish: `null` without a key (null or ''),
 * else the key as a JSON string between two U+0001 marks. The URL is the storage's to make (its
 * base and escaping live in Node), and U+0001 cannot appear elsewhere in JSON text: `to_json`
 * writes it as `\u0001` inside a string.
 */
export function fileUrlJsonText(key: SQLWrapper | SQL): SQL<string> {
  return sql<string>`case when coalesce(${key}, '') = '' then 'null' else chr(1) || to_json(${key}::text)::text || chr(1) end`;
}

/** `Math.round(x)` of a double as a bigint: half up, not PostgreSQL's `round`, which goes to even. */
export function jsRound(value: SQLWrapper | SQL): SQL<number> {
  return sql<number>`(floor(${value}) + case when ${value} - floor(${value}) >= 0.5 then 1 else 0 end)::bigint`;
}

/** `Math.round(x)` of a double as JSON text (-0 writes `0`, as `JSON.stringify` does). */
export function roundText(value: SQLWrapper | SQL): SQL<string> {
  return sql<string>`${jsRound(value)}::text`;
}

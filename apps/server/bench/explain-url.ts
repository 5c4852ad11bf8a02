// Every statement one request sends, explained (issue 17/20 diagnostics).
//
//   npx tsx bench/explain-url.ts <database-url> <user-id> <url> [--generic]
//
// Opens the app in-process on an existing PostgreSQL database (a `BENCH_KEEP_DB=1` bench:http
// database, or bench:data's), signs in as <user-id>, sends <url> twice (the second warm: caches,
// prepared statements) and prints each statement of the second with EXPLAIN (ANALYZE, BUFFERS).
// `--generic` explains under `plan_cache_mode = force_generic_plan`: what a prepared statement runs
// after its fifth execution, when PostgreSQL stops planning for the bound values.
import pg from 'pg';
import { openInProcessApp } from './in-process-app.ts';
import { prepareForExplain } from '../src/db/prepared-explain.ts';

const [databaseUrl, userId, url, ...flags] = process.argv.slice(2);
if (!databaseUrl || !userId || !url) {
  console.error('usage: npx tsx bench/explain-url.ts <database-url> <user-id> <url> [--generic]');
  process.exit(2);
}
const generic = flags.includes('--generic');

const { app, recorder, headersFor, close } = await openInProcessApp(databaseUrl, 'explain-url');
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  if (generic) await client.query('set plan_cache_mode = force_generic_plan');
  const headers = await headersFor(Number(userId));
  await app.inject({ url, headers });
  recorder.start();
  const res = await app.inject({ url, headers });
  const recorded = recorder.stop();
  console.log(`${url} → ${res.statusCode}, ${res.body.length} bytes, ${recorded.length} statements\n`);
  for (const [index, statement] of recorded.entries()) {
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    console.log(
      `── statement ${index + 1}\n${statement.text}\n-- values: ${JSON.stringify(statement.values)}\n`,
    );
    // A prepared statement is explained as one too, so --generic shows its generic plan.
    const name = `explain_${index}`;
    const execute = await prepareForExplain(client, name, statement);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${execute}`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
    await client.query(`deallocate ${name}`);
  }
} finally {
  await client.end();
  await close();
}

// Every statement one request sends, explained (issue 17/20 diagnostics).
//
//   npx tsx bench/explain-url.ts <database-url> <user-id> <url> [--generic]
//
// Opens the app in-process on an existing PostgreSQL database (a `BENCH_KEEP_DB=1` bench:http
// database, or bench:data's), signs in as <user-id>, sends <url> twice (the second warm: caches,
// prepared statements) and prints each statement of the second with EXPLAIN (ANALYZE, BUFFERS).
// `--generic` explains under `plan_cache_mode = force_generic_plan`: what a prepared statement runs
// after its fifth execution, when PostgreSQL stops planning for the bound values.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { publicBaseUrlOf } from '../src/http/public-url.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { recordStatements } from './statement-recorder.ts';

const [databaseUrl, userId, url, ...flags] = process.argv.slice(2);
if (!databaseUrl || !userId || !url) {
  console.error('usage: npx tsx bench/explain-url.ts <database-url> <user-id> <url> [--generic]');
  process.exit(2);
}
const generic = flags.includes('--generic');

const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-explain-'));
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
const recorder = recordStatements(handle.pool!);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: String(10_000_000),
});
const app = await buildApp({
  config,
  database: handle,
  authSecret: new TextEncoder().encode(`explain-url-secret-${process.pid}-long-enough-for-hs256`),
  storage: createLocalFileStorage(join(dataDir, 'uploads'), publicBaseUrlOf(config)),
  logger: false,
});
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await app.ready();
  await client.connect();
  if (generic) await client.query('set plan_cache_mode = force_generic_plan');
  const token = await app.authService.issueSession(Number(userId), 'explain-url');
  const headers = { authorization: `Bearer ${token}` };
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
    await client.query(`prepare ${name} as ${statement.text}`);
    const literals = statement.values.map((value) =>
      value === null
        ? 'null'
        : `'${String(typeof value === 'object' ? JSON.stringify(value) : value).replaceAll("'", "''")}'`,
    );
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) execute ${name}${args}`,
    );
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
    await client.query(`deallocate ${name}`);
  }
} finally {
  await client.end();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

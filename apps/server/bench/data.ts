// npm run bench:data — does a list cost the same at 10 000 games and at 1 000 000?
//
// For each size (BENCH_DATA_SIZES, games per run, default "10000,1000000") a separate PostgreSQL
// database is created on BENCH_DATA_URL's server (postgres://postgres@127.0.0.1:5432/postgres),
// migrated with the app's migrations and bulk-seeded in proportion (bench/data-seed.ts). Then the
// app is built on it (the real routes, services and queries) and every list is called once warm
// while every SQL statement it sends is recorded; each statement is run again under
// `EXPLAIN (ANALYZE, BUFFERS)`. Flatness is judged on those numbers — shared buffers and rows
// touched per request, expected at most 1.25× at the largest size of those at the smallest —
// with req/s beside (autocannon against the app listening on a random port, BENCH_DATA_DURATION
// seconds per list, 0 to skip). Database size per table is printed too. The database is dropped
// afterwards, also on failure or Ctrl-C. It needs ≥ 10 GB free disk and refuses to run in CI.
//
// Knobs: BENCH_DATA_SIZES, BENCH_DATA_URL, BENCH_DATA_DURATION (3), BENCH_DATA_LOG (the app's log
// level, e.g. error; silent by default), BENCH_DATA_PLANS=1 (print
// each statement's plan as text), BENCH_DATA_JSON (write the results to this file).
import { statfsSync, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEXT_CURSOR_HEADER } from '@hanpan/core';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { CONNECTION_SETTINGS, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { publicBaseUrlOf } from '../src/http/public-url.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { seedBenchData, seedSizeFor } from './data-seed.ts';
import { prepareForExplain } from '../src/db/prepared-explain.ts';
import { recordStatements } from '../src/db/statement-recorder.ts';

const env = process.env;
const SIZES = (env.BENCH_DATA_SIZES ?? '10000,1000000').split(',').map(Number);
const ADMIN_URL = env.BENCH_DATA_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(env.BENCH_DATA_DURATION ?? 3);
const PRINT_PLANS = env.BENCH_DATA_PLANS === '1';
const MIN_FREE_BYTES = 10 * 1024 ** 3;

/** The lists of issue 17, as the screens call them; the viewer is player 1 (in 서울 강남구). */
const CASES: [string, string][] = [
  ['games, 서울, recent', `/api/games/list?region=${encodeURIComponent('서울')}&size=30`],
  ['games, 서울, soonest', `/api/games/list?region=${encodeURIComponent('서울')}&sort=soonest&size=30`],
  ['games, 서울, nearest', `/api/games/list?region=${encodeURIComponent('서울')}&sort=nearest&size=30`],
  ['games, nationwide, recent', '/api/games/list?size=30'],
  ['games, nationwide, soonest', '/api/games/list?sort=soonest&size=30'],
  ['games, nationwide, nearest', '/api/games/list?sort=nearest&size=30'],
  [
    'games, 서울 강남구, nearest',
    `/api/games/list?region=${encodeURIComponent('서울 강남구')}&sort=nearest&size=30`,
  ],
  // The fifth page, through the cursors of the first four: the keyset must not rescan what was sent.
  ['games, 서울, recent, page 5', `/api/games/list?region=${encodeURIComponent('서울')}&size=30`],
  [
    'games, 서울, soonest, page 5',
    `/api/games/list?region=${encodeURIComponent('서울')}&sort=soonest&size=30`,
  ],
  [
    'games, 서울, nearest, page 5',
    `/api/games/list?region=${encodeURIComponent('서울')}&sort=nearest&size=30`,
  ],
  ['my-games', '/api/games/my-games?size=30'],
  ['rules list', '/api/rules/list?size=30'],
  ['rules, popular', '/api/rules/list?sort=popular&size=30'],
  ['DM rooms', '/api/chat-room/my-dm-rooms?size=30'],
  ['user search', `/api/user-profile/search?keyword=${encodeURIComponent('선수12')}&size=30`],
  ['notifications', '/api/notifications?size=30'],
  ['comments tree', '/api/games/1/comments/tree?size=30'],
  // Player 1 has no friends here: the friends' tiers read per player (decision 038), not the walk.
  ['feed', '/api/feed?size=30'],
  ["feed, one player's games", '/api/feed/user/1/completed?size=30'],
];

interface CaseResult {
  name: string;
  statements: number;
  buffers: number;
  rows: number;
  executionMs: number;
  reqPerSec: number | null;
  /** Buffers and rows of each statement, in the order the app sent them. */
  perStatement: { buffers: number; rows: number }[];
  plans: string[];
}

interface SizeResult {
  games: number;
  seedSeconds: number;
  cases: CaseResult[];
  tables: { table: string; bytes: number }[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Rows read from tables and indexes: what each scan returned plus what its filters threw away. */
function rowsTouched(node: PlanNode): number {
  const own =
    node['Relation Name'] !== undefined
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0);
}

function assertPreconditions() {
  if (env.CI) throw new Error('bench:data never runs in CI (it writes gigabytes).');
  const fs = statfsSync('/');
  const free = fs.bavail * fs.bsize;
  if (free < MIN_FREE_BYTES) {
    throw new Error(`bench:data needs 10 GB free disk, ${(free / 1024 ** 3).toFixed(1)} GB free.`);
  }
}

function urlFor(database: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function measureSize(games: number, admin: pg.Client): Promise<SizeResult> {
  const name = `hanpan_bench_${process.pid}_${games}`;
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-bench-data-'));
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase({ kind: 'postgres', url: urlFor(name) });
    await runMigrations(handle);
    const size = seedSizeFor(games);
    console.log(`\n== ${games} games (${JSON.stringify(size)})`);
    const seedClient = new pg.Client({ connectionString: urlFor(name) });
    await seedClient.connect();
    const seedStarted = performance.now();
    try {
      await seedBenchData(seedClient, size, console.log);
      // The viewer: player 1, in 서울 강남구 (nearest measures from there).
      await seedClient.query(`update users set region = '서울 강남구' where id = 1`);
    } finally {
      await seedClient.end();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`  seeded in ${seedSeconds.toFixed(0)} s`);

    // Every statement the app sends through the pool, between start() and stop().
    const recorder = recordStatements(handle.pool!);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: env.BENCH_DATA_LOG ?? 'silent',
      RATE_LIMIT_PER_MINUTE: String(10_000_000),
      // What a list costs at scale is its statements: a kept page (decision 043) would answer the
      // recorded call and the req/s runs from memory.
      PAGE_CACHE_MB: '0',
    });
    const app = await buildApp({
      config,
      database: handle,
      authSecret: new TextEncoder().encode(`bench-data-secret-${process.pid}-long-enough-for-hs256`),
      storage: createLocalFileStorage(join(dataDir, 'uploads'), publicBaseUrlOf(config)),
      logger: env.BENCH_DATA_LOG !== undefined,
    });
    await app.ready();
    const token = await app.authService.issueSession(1, 'bench:data');
    const headers = { authorization: `Bearer ${token}` };
    // Explained as the server runs them: prepared, with the server's connection settings (generic plans).
    const explainClient = new pg.Client({ connectionString: urlFor(name) });
    await explainClient.connect();
    await explainClient.query(CONNECTION_SETTINGS);
    const cases: CaseResult[] = [];
    const urls = new Map<string, string>();
    try {
      for (const [caseName, firstUrl] of CASES) {
        let url = firstUrl;
        for (let page = 1; caseName.endsWith(', page 5') && page < 5; page += 1) {
          const cursor = (await app.inject({ url, headers })).headers[NEXT_CURSOR_HEADER.toLowerCase()];
          if (typeof cursor !== 'string') throw new Error(`${caseName}: no page ${page + 1}`);
          url = `${firstUrl}&cursor=${encodeURIComponent(cursor)}`;
        }
        urls.set(caseName, url);
        await app.inject({ url, headers }); // warm: caches, prepared statements
        recorder.start();
        const res = await app.inject({ url, headers });
        const statements = recorder.stop();
        if (res.statusCode !== 200) throw new Error(`${caseName}: ${res.statusCode} ${res.body}`);
        const result: CaseResult = {
          name: caseName,
          statements: 0,
          buffers: 0,
          rows: 0,
          executionMs: 0,
          reqPerSec: null,
          perStatement: [],
          plans: [],
        };
        for (const [index, statement] of statements.entries()) {
          if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
          const execute = await prepareForExplain(explainClient, `explained_${index}`, statement);
          const explained = await explainClient.query<{
            'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
          }>(`explain (analyze, buffers, format json) ${execute}`);
          const [{ Plan: plan, 'Execution Time': executionMs }] = explained.rows[0]!['QUERY PLAN'];
          const buffers = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
          const rows = rowsTouched(plan);
          result.statements += 1;
          result.buffers += buffers;
          result.rows += rows;
          result.perStatement.push({ buffers, rows });
          result.executionMs += executionMs;
          if (PRINT_PLANS) {
            const text = await explainClient.query<{ 'QUERY PLAN': string }>(
              `explain (analyze, buffers, costs off, timing off, summary off) ${execute}`,
            );
            result.plans.push(text.rows.map((row) => row['QUERY PLAN']).join('\n'));
          }
          await explainClient.query(`deallocate explained_${index}`);
        }
        cases.push(result);
      }
      if (DURATION > 0) {
        const address = await app.listen({ port: 0, host: '127.0.0.1' });
        for (const result of cases) {
          const url = urls.get(result.name)!;
          const run = await autocannon({
            url: `${address}${url}`,
            headers,
            connections: 10,
            duration: DURATION,
          });
          result.reqPerSec = Math.round(run.requests.average);
        }
      }
    } finally {
      await explainClient.end();
      await app.close();
    }
    const tables = await handle.pool!.query<{ table: string; bytes: string }>(
      `select c.relname as table, pg_total_relation_size(c.oid) as bytes from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace order by 2 desc`,
    );
    return {
      games,
      seedSeconds,
      cases,
      tables: tables.rows
        .filter((row) => Number(row.bytes) > 16_384)
        .map((row) => ({ table: row.table, bytes: Number(row.bytes) })),
    };
  } finally {
    await handle?.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch((err: unknown) => {
      console.error(`could not drop ${name}:`, err);
    });
  }
}

function megabytes(bytes: number) {
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

function report(results: SizeResult[]) {
  for (const result of results) {
    console.log(`\n### ${result.games} games (seeded in ${result.seedSeconds.toFixed(0)} s)\n`);
    console.log('| list | statements | buffers | rows touched | execution ms | req/s |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const c of result.cases) {
      console.log(
        `| ${c.name} | ${c.statements} | ${c.buffers} | ${c.rows} | ${c.executionMs.toFixed(2)} | ${c.reqPerSec ?? ''} |`,
      );
    }
    console.log(`\n| table | size |\n|---|---:|`);
    for (const t of result.tables) console.log(`| ${t.table} | ${megabytes(t.bytes)} |`);
    console.log(`| total | ${megabytes(result.tables.reduce((sum, t) => sum + t.bytes, 0))} |`);
  }
  if (results.length < 2) return;
  const small = results[0]!;
  const large = results[results.length - 1]!;
  console.log(`\n### ${large.games} games against ${small.games} (flat: buffers and rows ≤ 1.25×)\n`);
  console.log('| list | buffers | rows touched | execution | req/s | flat |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const c of large.cases) {
    const base = small.cases.find((s) => s.name === c.name)!;
    const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);
    const buffers = ratio(c.buffers, base.buffers);
    const rows = ratio(c.rows, base.rows);
    const flat = buffers <= 1.25 && rows <= 1.25 ? 'yes' : 'NO';
    const reqs = c.reqPerSec && base.reqPerSec ? `${(c.reqPerSec / base.reqPerSec).toFixed(2)}×` : '';
    console.log(
      `| ${c.name} | ${base.buffers} → ${c.buffers} (${buffers.toFixed(2)}×) | ${base.rows} → ${c.rows} (${rows.toFixed(2)}×) | ${ratio(c.executionMs, base.executionMs).toFixed(2)}× | ${reqs} | ${flat} |`,
    );
  }
  console.log('\nPer statement, buffers / rows touched, smallest → largest size:\n');
  for (const c of large.cases) {
    const base = small.cases.find((s) => s.name === c.name)!;
    const pairs = c.perStatement.map((statement, i) => {
      const before = base.perStatement[i];
      return `${before?.buffers ?? '?'}→${statement.buffers} / ${before?.rows ?? '?'}→${statement.rows}`;
    });
    console.log(`- ${c.name}: ${pairs.join('; ')}`);
  }
  if (PRINT_PLANS) {
    for (const result of results) {
      for (const c of result.cases) {
        console.log(`\n#### ${c.name} at ${result.games} games\n\n\`\`\`\n${c.plans.join('\n\n')}\n\`\`\``);
      }
    }
  }
}

assertPreconditions();
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const results: SizeResult[] = [];
// Ctrl-C: drop whatever this run created (its names start hanpan_bench_<pid>_), then leave.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: dropping the bench databases of this run`);
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    void dropper
      .connect()
      .then(async () => {
        const names = await dropper.query<{ datname: string }>(
          `select datname from pg_database where datname like 'hanpan_bench_${process.pid}_%'`,
        );
        for (const row of names.rows)
          await dropper.query(`drop database if exists ${row.datname} with (force)`);
      })
      .finally(() => process.exit(130));
  });
}
try {
  for (const games of SIZES) results.push(await measureSize(games, admin));
} finally {
  await admin.end();
}
report(results);
if (env.BENCH_DATA_JSON) writeFileSync(env.BENCH_DATA_JSON, JSON.stringify(results, null, 2));
process.exit(0);

// npm run bench:http — the real server under load, next to baselines measured in the same run on
// the same machine and database (bench/http-baseline-server.ts): a bare Fastify `hello`, a bare
// Fastify route doing one SELECT by primary key, and for every list case its same-page floor (the
// same one SELECT, then the very page the case answered, serialised by Fastify on every request).
// Absolute req/s drift between machines; the ratios to the baselines are what we compare over time
// (docs/performance.md).
//
// Database: PostgreSQL when DATABASE_URL is set (a throwaway database is created on that server and
// dropped at the end), else PGlite in a temporary data folder. The server is the production bundle
// (dist/main.js, built by the npm script) with demo data, LOG_LEVEL=info and the rate limiter on
// (its limit raised so the load is not refused). After the demo seed the server is stopped once
// while bench/http-bench-data.ts adds a player with 200 played matches (the ranking and profile
// cases), then started again on the same data.
//
// Knobs (env): BENCH_DURATION seconds per case (10), BENCH_WARMUP seconds before each (3),
// BENCH_CONNECTIONS (50), BENCH_PORT (3221; the baseline uses the next port), BENCH_ONLY (regex on
// case names), BENCH_CPU_PROF=1 (profile the server with --cpu-prof and summarise it),
// BENCH_SETTLE_MS (30000: idle time before the at-rest memory reading; V8 shrinks its heap only
// after ~20 idle seconds), BENCH_JSON (file for results), BENCH_PG_SAMPLE=1 (PostgreSQL only: sample
// pg_stat_activity every 10 ms during each case and print the statements the database was busy
// with — where a database-bound case spends its time), BENCH_KEEP_DB=1 (PostgreSQL only: keep the
// database afterwards, for EXPLAIN).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { printCpuProfileSummary } from './cpu-profile-summary.ts';
import { BENCH_MATCHES, BENCH_PLAYERS, seedHttpBenchData, type BenchIds } from './http-bench-data.ts';

const serverRoot = resolve(fileURLToPath(import.meta.url), '../..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SERVER_PORT = Number(env.BENCH_PORT ?? 3221);
const BASELINE_PORT = SERVER_PORT + 1;
const SETTLE_MS = Math.max(5000, Number(env.BENCH_SETTLE_MS ?? 30_000));
const ONLY = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY) : null;
/** PostgreSQL: how many alternating slices a page case and its floor each run (drivePair). */
const SLICES = Math.max(1, Number(env.BENCH_SLICES ?? 5));
const CPU_PROF = env.BENCH_CPU_PROF === '1';
const PG_SAMPLE = env.BENCH_PG_SAMPLE === '1';
/** The bench database's URL while the server cases run (BENCH_PG_SAMPLE). */
let pgSampleUrl: string | null = null;

interface CaseResult {
  name: string;
  baseline: string | null;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuUsPerRequest: number;
  non2xx: number;
  errors: number;
}

// ---------------------------------------------------------------- database

interface BenchDatabase {
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function openBenchDatabase(): Promise<BenchDatabase> {
  if (!env.DATABASE_URL) {
    return { label: 'PGlite (PostgreSQL 18 in WASM, in the server process)', env: {}, drop: async () => {} };
  }
  const name = `hanpan_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!
    .server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL ${version} (local server, pool of 10)`,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------- processes and memory

function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function startProcess(args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${args.join(' ')} exited with ${code ?? signal}`);
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Samples a process's RSS every 200 ms; `peak` is the highest seen while sampling. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 200);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

// ---------------------------------------------------------------- load

/** CPU time (user + system) a process has used so far, in ms; Linux clock ticks are 10 ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15)
}

/** One measured case as a line of the run's log. */
function printResult(row: CaseResult) {
  const flags = row.non2xx || row.errors ? `  !! ${row.non2xx} non-2xx, ${row.errors} errors` : '';
  console.log(
    `  ${row.name.padEnd(34)} ${row.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
      `${row.cpuUsPerRequest.toFixed(0)} µs CPU/req${flags}`,
  );
}

/**
 * Drives one case against the process `pid`. Besides req/s and latency it records the CPU that
 * process spent per answered request: on a machine shared with other work, req/s of both sides
 * move with the load, CPU per request much less.
 */
async function drive(
  name: string,
  baseline: string | null,
  pid: number,
  options: AutocannonOptions,
): Promise<CaseResult | null> {
  if (ONLY && !ONLY.test(name)) return null;
  const base = { connections: CONNECTIONS, ...options };
  if (WARMUP > 0) await autocannon({ ...base, duration: WARMUP });
  const cpuBefore = cpuMs(pid);
  const activity = PG_SAMPLE && pgSampleUrl ? await samplePgActivity(pgSampleUrl) : null;
  const result = await autocannon({ ...base, duration: DURATION });
  const busiest = await activity?.stop();
  const row: CaseResult = {
    name,
    baseline,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUsPerRequest: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  printResult(row);
  for (const line of busiest ?? []) console.log(`      ${line}`);
  return row;
}

/**
 * A page case and its same-page floor, interleaved (PostgreSQL only, where both servers can read at
 * once): after a warm-up of each, `SLICES` alternating runs of DURATION / SLICES seconds each, the
 * case first. This machine's speed drifts within seconds (session 16: one floor measured 2 083 and
 * 2 901 req/s ten seconds apart), so each side sees the same spells. req/s and CPU per request are
 * totals over the slices; p50 and p99 the slices' median (p99 a slice's own tail).
 */
async function drivePair(
  page: { name: string; pid: number; options: AutocannonOptions },
  floor: { name: string; pid: number; options: AutocannonOptions },
): Promise<[CaseResult, CaseResult] | null> {
  if (ONLY && !ONLY.test(page.name)) return null;
  const sides = [page, floor].map((side) => ({
    ...side,
    base: { connections: CONNECTIONS, ...side.options },
    requests: 0,
    seconds: 0,
    cpu: 0,
    p50: [] as number[],
    p99: [] as number[],
    non2xx: 0,
    errors: 0,
  }));
  for (const side of sides) if (WARMUP > 0) await autocannon({ ...side.base, duration: WARMUP });
  const slice = Math.max(1, Math.round(DURATION / SLICES));
  for (let round = 0; round < SLICES; round++) {
    for (const side of sides) {
      const cpuBefore = cpuMs(side.pid);
      const result = await autocannon({ ...side.base, duration: slice });
      side.cpu += cpuMs(side.pid) - cpuBefore;
      side.requests += result.requests.total;
      side.seconds += slice;
      side.p50.push(result.latency.p50);
      side.p99.push(result.latency.p99);
      side.non2xx += result.non2xx;
      side.errors += result.errors + result.timeouts;
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [pageRow, floorRow] = sides.map((side, index): CaseResult => ({
    name: side.name,
    baseline: index === 0 ? floorOf(side.name) : null,
    reqPerSec: side.requests / side.seconds,
    p50: median(side.p50),
    p99: median(side.p99),
    cpuUsPerRequest: (side.cpu * 1000) / Math.max(1, side.requests),
    non2xx: side.non2xx,
    errors: side.errors,
  }));
  printResult(pageRow!);
  printResult(floorRow!);
  return [pageRow!, floorRow!];
}

/**
 * Samples what the bench database's connections are doing (BENCH_PG_SAMPLE); `stop` answers the
 * statements seen most often, each with its share of the samples and its wait (CPU when none).
 */
async function samplePgActivity(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ query: string; wait: string | null }>(
        `select query, wait_event_type || ':' || wait_event as wait from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.wait ?? 'CPU'} ${row.query.replace(/\s+/g, ' ').slice(0, 220)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  return {
    async stop(): Promise<string[]> {
      running = false;
      await loop;
      await client.end();
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([key, count]) => `${(count / Math.max(1, samples)).toFixed(2)} busy  ${key}`);
    },
  };
}

const BOUNDARY = 'hanpan-bench-boundary';
function bioForm(bio: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bio"\r\n\r\n${bio}\r\n--${BOUNDARY}--\r\n`;
}

function startServer(dataDir: string, dbEnv: Record<string, string>, profileDir: string | null) {
  return startProcess(
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist/main.js'],
    {
      NODE_ENV: 'development',
      // Demo data and the demo login the cases sign in with (decision 010); the rest as in production.
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'true',
      ...dbEnv,
    },
  );
}

function startBaseline(dataDir: string, dbEnv: Record<string, string>, userId: number, pagesFile: string) {
  return startProcess(['--import', 'tsx', 'bench/http-baseline-server.ts'], {
    PORT: String(BASELINE_PORT),
    DATA_DIR: dataDir,
    BENCH_USER_ID: String(userId),
    BENCH_PAGES: pagesFile,
    ...dbEnv,
  });
}

/**
 * A list case: a URL read with the first demo player's token (민준, an admin: the cases before
 * session 20 were all measured so), the bench player's (`asBenchPlayer`) or the first demo player
 * who is not an admin (`asDemoPlayer`: the moderation filters an admin skips), measured against
 * its same-page floor. A path that needs the bench data's ids is a function of them.
 */
interface PageCase {
  name: string;
  path: string | ((ids: BenchIds) => string);
  asBenchPlayer?: boolean;
  asDemoPlayer?: boolean;
}

/**
 * The reads measured against their same-page floor: every list (add each new one here, with enough
 * rows seeded for a realistic page) and the own profile.
 */
const PAGE_CASES: PageCase[] = [
  { name: 'GET /api/user-profile/0 (own)', path: '/api/user-profile/0' },
  { name: 'GET /api/user-profile/search', path: '/api/user-profile/search?keyword=n&size=20' },
  // The rule list over the demo catalogue (41 rules): the first page as the list opens it (30
  // newest), the popular sort, and a search as typed (a substring, then 초성).
  { name: 'GET /api/rules/list (first page)', path: '/api/rules/list?size=30' },
  { name: 'GET /api/rules/list (popular)', path: '/api/rules/list?sort=popular&size=30' },
  {
    name: 'GET /api/rules/list (search)',
    path: `/api/rules/list?search=${encodeURIComponent('대결')}&size=30`,
  },
  {
    name: 'GET /api/rules/list (초성 search)',
    path: `/api/rules/list?search=${encodeURIComponent('ㅌㄱ')}&size=30`,
  },
  // The open-game list as /game-list opens it with a region chosen (demo-games.ts), and the
  // 'nearest' sort (district-centre distances from the viewer's profile region).
  {
    name: 'GET /api/games/list (one region, first page)',
    path: `/api/games/list?region=${encodeURIComponent('서울')}&size=30`,
  },
  { name: 'GET /api/games/list (nearest)', path: '/api/games/list?sort=nearest&size=30' },
  { name: 'GET /api/games/list (soonest)', path: '/api/games/list?sort=soonest&size=30' },
  // The DM list as /dm opens it, for the first demo player (demo-chat.ts).
  { name: 'GET /api/chat-room/my-dm-rooms', path: '/api/chat-room/my-dm-rooms?size=30' },
  // /game's my-game cards as the page polls them every 3 s, for the first demo player.
  { name: 'GET /api/games/my-games', path: '/api/games/my-games?size=30' },
  // /game's sent cards and the applicants panel (the caller's open and scheduled games).
  { name: 'GET /api/games/my-requests', path: '/api/games/my-requests?size=30' },
  { name: 'GET /api/games/my-games/applicants', path: '/api/games/my-games/applicants' },
  // Every signed-in phone polls this every 5 s (spec §4 Active game polling): the player's game in
  // progress, if any, and the games waiting for their review.
  { name: 'GET /api/games/active/my', path: '/api/games/active/my' },
  // The notification sheet's first page.
  { name: 'GET /api/notifications', path: '/api/notifications?size=30' },
  // The chat banner polls this every 5 s per open chat (play-with-me-too), and the received list.
  {
    name: 'GET /api/play-with-me-too/status-with-user',
    path: '/api/play-with-me-too/status-with-user?otherUserId=2',
  },
  {
    name: 'GET /api/play-with-me-too/received-requests',
    path: '/api/play-with-me-too/received-requests?size=30',
  },
  // Issue 19 on the bench data (http-bench-data.ts): the ranking page of the rule the bench player
  // played 140 of their 200 matches in (60 more rated players), as that player; the per-game
  // ranking of their latest match (the two players and 20 rated friends); their own profile and
  // the same profile as another player sees it.
  {
    name: 'GET /api/rules/{id}/rankings',
    path: (ids) => `/api/rules/${ids.rankedRuleId}/rankings?size=30`,
    asBenchPlayer: true,
  },
  {
    name: 'GET /api/games/{id}/ranking',
    path: (ids) => `/api/games/${ids.latestGameId}/ranking`,
    asBenchPlayer: true,
  },
  // The invite summary (issue 17) of an extra player's open game, as the bench player: the game,
  // its rule, its owner's card and manner score, the district's champion.
  {
    name: 'GET /api/games/summary',
    path: (ids) => `/api/games/summary?gameId=${ids.openGameId}`,
    asBenchPlayer: true,
  },
  // The long press's likers list of the bench player's latest match (60 likers): its first page.
  {
    name: 'GET /api/games/{id}/like/users',
    path: (ids) => `/api/games/${ids.latestGameId}/like/users?size=30`,
    asBenchPlayer: true,
  },
  { name: 'GET /api/user-profile/0 (own, 200 games)', path: '/api/user-profile/0', asBenchPlayer: true },
  { name: 'GET /api/user-profile/{id} (200 games)', path: (ids) => `/api/user-profile/${ids.playerId}` },
  // The feed (issue 20) as the original client opens / : no paging parameters (30 posts), as the
  // bench player (20 friends, 200 finished games among the bench data's: the friends' tier fills the
  // page, read in one step of one tier, decision 037) …
  { name: 'GET /api/feed (first page)', path: '/api/feed', asBenchPlayer: true },
  // … and as the first demo player, whose friends' games are few: the page spans every tier …
  { name: 'GET /api/feed (demo player)', path: '/api/feed' },
  // … and the same as a demo player who is not an admin: the hidden games' filter applies.
  { name: 'GET /api/feed (demo player, not an admin)', path: '/api/feed', asDemoPlayer: true },
];

const pathOf = (pageCase: PageCase, ids: BenchIds) =>
  typeof pageCase.path === 'string' ? pageCase.path : pageCase.path(ids);

/** Adds the bench data (the server is down: a PGlite folder opens in one process only). */
async function addBenchData(dataDir: string, dbEnv: Record<string, string>): Promise<BenchIds> {
  const started = Date.now();
  const handle = await openDatabase(
    dbEnv.DATABASE_URL
      ? { kind: 'postgres', url: dbEnv.DATABASE_URL, poolMax: 2 }
      : { kind: 'pglite', dataDir },
  );
  try {
    const ids = await seedHttpBenchData(handle.db);
    // A served database has been vacuumed and analysed by autovacuum long before; a fresh one has no
    // statistics, so prepared statements plan on guesses (session 11: my-requests scanned every
    // game), and no visibility map, so a small table's count is a sequential scan instead of an
    // index-only scan (session 13: the feed's like counts read every like, 31 times a page).
    await handle.db.execute(sql`vacuum analyze`);
    console.log(
      `bench data: a player with ${BENCH_MATCHES} played matches against ${BENCH_PLAYERS} more players ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return ids;
  } finally {
    await handle.close();
  }
}

const floorOf = (name: string) => `floor: ${name}`;

/**
 * Each page case's answer as the server gives it now (parsed JSON), for the baseline process to
 * send back as its floor. Also says how big the page is, since a page's size is most of its cost.
 */
async function capturePages(
  origin: string,
  tokenOf: (pageCase: PageCase) => string,
  ids: BenchIds,
): Promise<Array<{ body: unknown } | null>> {
  // In PAGE_CASES' order: the floor of case i is the baseline's /floor/i.
  // Each page as { body }: a case may answer JSON null (status-with-user without a challenge), which
  // is still a page to serve; null marks a case not captured (BENCH_ONLY).
  const pages: Array<{ body: unknown } | null> = [];
  for (const pageCase of PAGE_CASES) {
    const { name } = pageCase;
    pages.push(null);
    if (ONLY && !ONLY.test(name)) continue;
    const response = await fetch(`${origin}${pathOf(pageCase, ids)}`, {
      headers: { authorization: `Bearer ${tokenOf(pageCase)}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
    const items = JSON.parse(text) as unknown;
    const count = Array.isArray(items) ? `${items.length} items, ` : '';
    console.log(`  page of ${name}: ${count}${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
    pages[pages.length - 1] = { body: items };
  }
  return pages;
}

/** Every demo user signed in: the update case spreads its writes over them (one row each). */
async function signInDemoUsers(
  origin: string,
): Promise<Array<{ userId: number; token: string; isAdmin: boolean }>> {
  const demoUsers = (await (await fetch(`${origin}/api/auth/demo-users`)).json()) as Array<{
    id: number;
    role: string;
  }>;
  return Promise.all(
    demoUsers.map(async ({ id, role }) => {
      const response = await fetch(`${origin}/api/auth/demo-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: id }),
      });
      const token = ((await response.json()) as { token: string }).token;
      return { userId: id, token, isAdmin: role === 'ADMIN' };
    }),
  );
}

function serverCases(
  origin: string,
  pid: number,
  signedIn: Array<{ token: string }>,
  tokenOf: (pageCase: PageCase) => string,
  ids: BenchIds,
  floorServer: { pid: number; origin: string } | null,
) {
  const auth = { authorization: `Bearer ${signedIn[0]!.token}` };
  let next = 0;
  return [
    () => drive('GET /healthz', 'hello', pid, { url: `${origin}/healthz` }),
    () =>
      drive('GET /api/auth/current-user-id', 'hello', pid, {
        url: `${origin}/api/auth/current-user-id`,
        headers: auth,
      }),
    () =>
      drive('PATCH /api/user-profile/save (bio)', 'one-query', pid, {
        url: origin,
        requests: [
          {
            method: 'PATCH',
            path: '/api/user-profile/save',
            // A changed bio on every request, so each one really writes; each request as the next
            // demo user, as real saves come from many players (not 50 at once on one row).
            setupRequest: (request) => ({
              ...request,
              headers: {
                authorization: `Bearer ${signedIn[next++ % signedIn.length]!.token}`,
                'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              },
              body: bioForm(`벤치 소개 ${randomBytes(4).toString('hex')}`),
            }),
          },
        ],
      }),
    // Every list and the own profile, each against its same-page floor (PAGE_CASES): interleaved
    // with it on PostgreSQL (drivePair), its floor measured at the end on PGlite.
    ...PAGE_CASES.map((pageCase, index) => async () => {
      const options = {
        url: `${origin}${pathOf(pageCase, ids)}`,
        headers: { authorization: `Bearer ${tokenOf(pageCase)}` },
      };
      if (floorServer === null) return [await drive(pageCase.name, floorOf(pageCase.name), pid, options)];
      return (
        (await drivePair(
          { name: pageCase.name, pid, options },
          {
            name: floorOf(pageCase.name),
            pid: floorServer.pid,
            options: { url: `${floorServer.origin}/floor/${index}` },
          },
        )) ?? []
      );
    }),
  ];
}

interface RunResult {
  restRss: number | null;
  peakRss: number;
  results: CaseResult[];
}

/**
 * Order: server up (demo seed) → each page case's answer captured → memory at rest → baseline
 * process up → hello → every server case (on PostgreSQL each page case followed by its floor) →
 * hello again → server down → one-query → on PGlite, each page case's floor. `hello` runs before and after the server cases and the
 * ratios use the mean, so load from elsewhere on a shared machine shows up as a spread instead of
 * silently skewing one side. one-query and the floors run last because a PGlite folder opens in one
 * process only.
 */
async function run(
  dataDir: string,
  dbEnv: Record<string, string>,
  profileDir: string | null,
): Promise<RunResult> {
  const origin = `http://127.0.0.1:${SERVER_PORT}`;
  const baselineOrigin = `http://127.0.0.1:${BASELINE_PORT}`;
  // The demo seed runs at the first start; the bench data goes in while the server is down.
  const seeding = startServer(dataDir, dbEnv, null);
  try {
    await waitForOk(`${origin}/readyz`, seeding);
  } finally {
    await stopProcess(seeding);
  }
  const ids = await addBenchData(dataDir, dbEnv);
  const server = startServer(dataDir, dbEnv, profileDir);
  let baseline: ChildProcess | undefined;
  try {
    await waitForOk(`${origin}/readyz`, server);
    const signedIn = await signInDemoUsers(origin);
    const benchToken = signedIn.find((user) => user.userId === ids.playerId)?.token;
    if (!benchToken) throw new Error('the bench player did not sign in');
    const playerToken = signedIn.find((user) => !user.isAdmin && user.userId !== ids.playerId)?.token;
    if (!playerToken) throw new Error('no demo player who is not an admin signed in');
    const tokenOf = (pageCase: PageCase) =>
      pageCase.asBenchPlayer ? benchToken : pageCase.asDemoPlayer ? playerToken : signedIn[0]!.token;
    // Outside the PGlite data folder: the baseline reads it while the folder belongs to the server.
    const pagesFile = `${dataDir}-pages.json`;
    writeFileSync(pagesFile, JSON.stringify(await capturePages(origin, tokenOf, ids)));
    // V8 gives memory back only after some idle seconds (its memory reducer): report both.
    await new Promise((done) => setTimeout(done, 5000));
    const earlyRss = rssMb(server.pid!);
    await new Promise((done) => setTimeout(done, Math.max(0, SETTLE_MS - 5000)));
    const restRss = rssMb(server.pid!);
    console.log(
      `\nserver (pid ${server.pid}) RSS after the demo seed: ${earlyRss?.toFixed(0)} MB after 5 s, ` +
        `${restRss?.toFixed(0)} MB at rest after ${SETTLE_MS / 1000} s`,
    );

    baseline = startBaseline(dataDir, dbEnv, signedIn[0]!.userId, pagesFile);
    await waitForOk(`${baselineOrigin}/hello`, baseline);
    const results: Array<CaseResult | null> = [];
    results.push(await drive('hello (before)', null, baseline.pid!, { url: `${baselineOrigin}/hello` }));
    const sampler = sampleRss(server.pid!);
    pgSampleUrl = dbEnv.DATABASE_URL ?? null;
    // On PostgreSQL the floor server can read while the app is up, so each page case runs
    // interleaved with its floor (drivePair): on a machine whose speed drifts, both sides see the
    // same machine. PGlite's folder opens in one process only: its floors run at the end.
    const floorServer =
      dbEnv.DATABASE_URL !== undefined ? { pid: baseline.pid!, origin: baselineOrigin } : null;
    for (const runCase of serverCases(origin, server.pid!, signedIn, tokenOf, ids, floorServer)) {
      const rows = await runCase();
      results.push(...(Array.isArray(rows) ? rows : [rows]));
    }
    const peakRss = sampler.stop();
    console.log(`server RSS peak during the runs: ${peakRss.toFixed(0)} MB`);
    results.push(await drive('hello (after)', null, baseline.pid!, { url: `${baselineOrigin}/hello` }));
    await stopProcess(server);
    results.push(await drive('one-query', null, baseline.pid!, { url: `${baselineOrigin}/one-query` }));
    for (const [index, { name }] of PAGE_CASES.entries()) {
      if (dbEnv.DATABASE_URL === undefined && (!ONLY || ONLY.test(name)))
        results.push(
          await drive(floorOf(name), null, baseline.pid!, { url: `${baselineOrigin}/floor/${index}` }),
        );
    }
    return { restRss, peakRss, results: results.filter((row) => row !== null) };
  } finally {
    await stopProcess(server);
    if (baseline) await stopProcess(baseline);
  }
}

// ---------------------------------------------------------------- run

if (!existsSync(join(serverRoot, 'dist/main.js'))) {
  console.error('dist/main.js is missing: run through `npm run bench:http` (it builds the server first).');
  process.exit(1);
}
const dataDir = mkdtempSync(join(os.tmpdir(), 'hanpan-bench-'));
const profileDir = CPU_PROF ? mkdtempSync(join(os.tmpdir(), 'hanpan-bench-prof-')) : null;
const database = await openBenchDatabase();
const cpu = os.cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, ${database.label}`;
console.log(`machine: ${machine}`);
console.log(`autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case`);
try {
  const { restRss, peakRss, results } = await run(dataDir, database.env, profileDir);
  const byName = new Map(results.map((row) => [row.name, row]));
  const hellos = results.filter((row) => row.name.startsWith('hello'));
  const mean = (rows: CaseResult[], key: 'reqPerSec' | 'cpuUsPerRequest') =>
    rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
  const baselineOf = (name: string, key: 'reqPerSec' | 'cpuUsPerRequest') => {
    if (name === 'hello') return mean(hellos, key);
    const row = byName.get(name);
    return row ? row[key] : undefined;
  };

  // ratio: req/s against the baseline's; CPU ratio: the baseline's CPU per request against ours
  // (1.00× = as cheap as the baseline). Both read "higher is better".
  // Floors are listed under the case they belong to: their p99 stands beside the case's.
  console.log(
    '\n| case | req/s | p50 ms | p99 ms | CPU µs/req | baseline | ratio | CPU ratio | baseline p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|');
  for (const row of results) {
    if (row.name.startsWith('floor: ')) continue;
    const base = row.baseline ? baselineOf(row.baseline, 'reqPerSec') : undefined;
    const baseCpu = row.baseline ? baselineOf(row.baseline, 'cpuUsPerRequest') : undefined;
    const ratio = base ? `${(row.reqPerSec / base).toFixed(2)}×` : '';
    const cpuRatio = baseCpu ? `${(baseCpu / row.cpuUsPerRequest).toFixed(2)}×` : '';
    const baseRow = row.baseline ? byName.get(row.baseline) : undefined;
    const shortBaseline = row.baseline?.startsWith('floor: ') ? 'same-page floor' : (row.baseline ?? '');
    console.log(
      `| ${row.name} | ${row.reqPerSec.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpuUsPerRequest.toFixed(0)} | ${shortBaseline} | ${ratio} | ${cpuRatio} | ${baseRow?.p99 ?? ''} |`,
    );
  }
  const floors = results.filter((row) => row.name.startsWith('floor: '));
  if (floors.length > 0) {
    console.log('\n| floor | req/s | p50 ms | p99 ms | CPU µs/req |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of floors)
      console.log(
        `| ${row.name} | ${row.reqPerSec.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.cpuUsPerRequest.toFixed(0)} |`,
      );
  }
  console.log(
    `\nserver RSS: ${restRss?.toFixed(0)} MB at rest after the demo seed, ${peakRss.toFixed(0)} MB peak under load`,
  );
  if (env.BENCH_JSON) {
    writeFileSync(
      env.BENCH_JSON,
      JSON.stringify(
        { machine, connections: CONNECTIONS, duration: DURATION, restRss, peakRss, results },
        null,
        2,
      ),
    );
  }
  if (profileDir) {
    for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile')))
      printCpuProfileSummary(join(profileDir, file), 30);
    console.log(`\n(profile kept in ${profileDir}; open it in Chrome DevTools → Performance)`);
  }
} finally {
  // BENCH_KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN afterwards (drop it by hand).
  if (env.BENCH_KEEP_DB === '1' && database.env.DATABASE_URL)
    console.log(`kept ${database.env.DATABASE_URL}`);
  else await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-pages.json`, { force: true });
}

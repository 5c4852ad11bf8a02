// Concurrent live matches, for `npm run bench` (run.ts; issue 18 "Benchmark"). The real server
// (src/main.ts under node + tsx's loader, a child process) on a throwaway PostgreSQL database; for
// each step N: N matches under way, both players of each on their own stompjs socket subscribed as
// the play screen is (the room and /user/queue/errors); every player sends one SCORE (+1, with a
// clientEventId) a second, phases spread over the second, for a fixed window. Measured per event:
// SEND → the MESSAGE on both players' sockets (the later of the two); lost = an event some player
// never heard (or never acknowledged) once deliveries stop coming after the window; duplicated = an
// event a socket heard twice; the server's peak RSS and CPU over the window.
//
// The load generator runs in this process on the same machine: its CPU is printed too, because a
// busy generator delays the MESSAGE it timestamps.
//
// Knobs (env): BENCH_MATCH_STEPS (comma list of match counts, default 100,250,500,1000; "off"
// skips), BENCH_MATCH_SECONDS (window per step, 10), BENCH_MATCH_DRAIN_SECONDS (quiet time that ends the drain, 5),
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; a database hanpan_bench_match_<pid>
// is created there and dropped at the end; without one the case is skipped), BENCH_MATCH_SERVER_LOG
// (a file for the server's log; else it is discarded).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Client, type IMessage } from '@stomp/stompjs';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { chatRooms } from '../src/db/schema/index.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { beginMatch } from '../src/features/match/index.ts';
import { buildGame, buildRule, buildUser } from '../src/test/factories.ts';
import { createTestApp } from '../src/test/test-app.ts';

const serverRoot = resolve(fileURLToPath(import.meta.url), '../..');
const AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256!'; // createTestApp's signing key
const env = process.env;

export interface MatchLoadRow {
  matches: number;
  sent: number;
  p50: number;
  p99: number;
  ackP50: number;
  lost: number;
  duplicated: number;
  refused: number;
  rssMb: number;
  serverCpuPct: number;
  benchCpuPct: number;
}

interface Player {
  client: Client;
  userId: number;
  roomId: number;
  /** clientEventId → how many times this socket heard it. */
  heard: Map<string, number>;
  refused: number;
}

interface Sent {
  at: number;
  acked: boolean;
  ackedAt: number;
  /** When each player's socket heard it (index 0 owner, 1 opponent). */
  heardAt: [number | null, number | null];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Cumulative user+system CPU seconds of a process (Linux /proc; clock ticks of 100 Hz). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function connect(url: string, token: string): Promise<Client> {
  return new Promise((done, fail) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      connectHeaders: { token },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => {},
      onConnect: () => done(client),
      onStompError: (frame) => fail(new Error(frame.headers.message)),
      onWebSocketClose: () => fail(new Error('socket closed before CONNECTED')),
    });
    client.activate();
  });
}

function subscribed(client: Client, destination: string, onMessage: (message: IMessage) => void) {
  return new Promise<void>((done) => {
    const receipt = `sub-${destination}`;
    client.watchForReceipt(receipt, () => done());
    client.subscribe(destination, onMessage, { receipt });
  });
}

async function waitForOk(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 120 s`);
}

export async function matchLoad(): Promise<MatchLoadRow[] | null> {
  const stepsText = env.BENCH_MATCH_STEPS ?? '100,250,500,1000';
  if (stepsText === 'off') return null;
  const steps = stepsText.split(',').map((step) => Number(step.trim()));
  if (steps.some((step) => !Number.isInteger(step) || step < 1)) {
    throw new Error(`BENCH_MATCH_STEPS must be a comma list of match counts, got "${stepsText}"`);
  }
  const windowMs = Number(env.BENCH_MATCH_SECONDS ?? 10) * 1000;
  const drainMs = Number(env.BENCH_MATCH_DRAIN_SECONDS ?? 5) * 1000;
  const adminUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nconcurrent matches: skipped (needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return null;
  }

  const name = `hanpan_bench_match_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!
    .server_version;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-bench-match-'));
  let server: ChildProcess | null = null;
  const clients: Client[] = [];
  try {
    // The matches: an untimed rule to 1,000,000 points (set 1 is live from kick-off and never ends
    // in a run), each game between two players of its own, begun as the start call begins it.
    const maxMatches = Math.max(...steps);
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
    await runMigrations(database);
    await seedReferenceData(database.db);
    const t = await createTestApp({}, { database });
    const creator = await buildUser(t.db);
    const rule = await buildRule(t.db, creator, {
      winBy: 'SETS_HALF_WIN',
      pointsToWin: 1_000_000,
      setsToWin: 3,
    });
    const matches: Array<{ roomId: number; players: Array<{ userId: number; token: string }> }> = [];
    for (let i = 0; i < maxMatches; i += 1) {
      const owner = await buildUser(t.db);
      const opponent = await buildUser(t.db);
      const [room] = await t.db.insert(chatRooms).values({ kind: 'GAME' }).returning();
      const game = await buildGame(t.db, owner, rule, {
        status: 'IN_PROGRESS',
        opponentId: opponent.id,
        chatRoomId: room!.id,
      });
      await beginMatch(t.db, game);
      matches.push({
        roomId: room!.id,
        players: [
          { userId: owner.id, token: await t.tokenFor(owner) },
          { userId: opponent.id, token: await t.tokenFor(opponent) },
        ],
      });
    }
    await t.close();
    await database.close();

    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        AUTH_SECRET,
        REDIS_URL: '',
        DEMO_MODE: 'false',
        METRICS_TOKEN: 'bench-metrics-token-0123456789',
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: [
        'ignore',
        env.BENCH_MATCH_SERVER_LOG ? openSync(env.BENCH_MATCH_SERVER_LOG, 'w') : 'ignore',
        'inherit',
      ],
    });
    await waitForOk(`http://127.0.0.1:${port}/healthz`, server);
    const serverPid = server.pid!;
    const wsUrl = `ws://127.0.0.1:${port}/ws`;

    const rows: MatchLoadRow[] = [];
    for (const [stepNo, count] of steps.entries()) {
      const sent = new Map<string, Sent>();
      const players: Player[][] = [];
      // Connect in batches: thousands of simultaneous handshakes measure the handshake, not play.
      for (let from = 0; from < count; from += 50) {
        const batch = matches.slice(from, Math.min(count, from + 50));
        players.push(
          ...(await Promise.all(
            batch.map(async (match) =>
              Promise.all(
                match.players.map(async ({ userId, token }, index) => {
                  const client = await connect(wsUrl, token);
                  clients.push(client);
                  const player: Player = {
                    client,
                    userId,
                    roomId: match.roomId,
                    heard: new Map(),
                    refused: 0,
                  };
                  await subscribed(client, `/topic/ws/${match.roomId}`, (message) => {
                    const id = (JSON.parse(message.body) as { clientEventId: string | null }).clientEventId;
                    if (!id) return;
                    player.heard.set(id, (player.heard.get(id) ?? 0) + 1);
                    const event = sent.get(id);
                    if (event && event.heardAt[index] === null) event.heardAt[index] = performance.now();
                  });
                  await subscribed(client, '/user/queue/errors', () => (player.refused += 1));
                  return player;
                }),
              ),
            ),
          )),
        );
      }

      // Every player scores once a second, phases spread over the second.
      const timers: NodeJS.Timeout[] = [];
      let receipts = 0;
      const cpuBefore = cpuSeconds(serverPid);
      const benchCpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      let rssPeak = rssMb(serverPid);
      const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(serverPid))), 200);
      for (const [m, pair] of players.entries()) {
        for (const [index, player] of pair.entries()) {
          let k = 0;
          const score = () => {
            const clientEventId = `${stepNo}-${m}-${index}-${(k += 1)}`;
            const receipt = `r-${(receipts += 1)}`;
            const event: Sent = { at: performance.now(), acked: false, ackedAt: 0, heardAt: [null, null] };
            sent.set(clientEventId, event);
            player.client.watchForReceipt(receipt, () => {
              event.acked = true;
              event.ackedAt = performance.now();
            });
            player.client.publish({
              destination: `/app/score/${player.roomId}`,
              body: JSON.stringify({
                type: 'SCORE',
                userId: player.userId,
                setIndex: 1,
                scoreDelta: 1,
                clientEventId,
              }),
              headers: { receipt },
            });
          };
          timers.push(
            setTimeout(() => {
              score();
              timers.push(setInterval(score, 1000));
            }, Math.random() * 1000),
          );
        }
      }
      await sleep(windowMs);
      for (const timer of timers) clearTimeout(timer);
      const windowSeconds = (performance.now() - startedAt) / 1000;
      const serverCpuPct = ((cpuSeconds(serverPid) - cpuBefore) / windowSeconds) * 100;
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const benchCpuPct = ((benchCpu.user + benchCpu.system) / 1e6 / windowSeconds) * 100;
      clearInterval(rssTimer);

      // Drain: what was sent in the window may still be on its way (late is not lost). Stops when
      // everything arrived, or nothing arrived for BENCH_MATCH_DRAIN_SECONDS, or after 3 minutes.
      const drainCap = performance.now() + 180_000;
      let progress = -1;
      let quietSince = performance.now();
      const arrived = () => {
        let n = 0;
        for (const e of sent.values())
          n += (e.acked ? 1 : 0) + (e.heardAt[0] === null ? 0 : 1) + (e.heardAt[1] === null ? 0 : 1);
        return n;
      };
      const complete = () =>
        [...sent.values()].every((e) => e.acked && e.heardAt[0] !== null && e.heardAt[1] !== null);
      while (!complete() && performance.now() < drainCap && performance.now() - quietSince < drainMs) {
        await sleep(100);
        const now = arrived();
        if (now !== progress) [progress, quietSince] = [now, performance.now()];
      }

      const latencies: number[] = [];
      const acks = [...sent.values()].filter((e) => e.acked).map((e) => e.ackedAt - e.at);
      acks.sort((x, y) => x - y);
      let lost = 0;
      for (const event of sent.values()) {
        const [a, b] = event.heardAt;
        if (!event.acked || a === null || b === null) lost += 1;
        else latencies.push(Math.max(a, b) - event.at);
      }
      latencies.sort((x, y) => x - y);
      const flat = players.flat();
      rows.push({
        matches: count,
        sent: sent.size,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        ackP50: percentile(acks, 0.5),
        lost,
        duplicated: flat.reduce((sum, p) => sum + [...p.heard.values()].filter((n) => n > 1).length, 0),
        refused: flat.reduce((sum, p) => sum + p.refused, 0),
        rssMb: rssPeak,
        serverCpuPct,
        benchCpuPct,
      });
      const row = rows.at(-1)!;
      console.log(
        `  ${count} matches: ${row.sent} events, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, lost ${row.lost}`,
      );
      // Dropped, not closed politely: 2,000 DISCONNECT handshakes measure nothing and take minutes.
      await Promise.all(clients.splice(0).map((client) => client.deactivate({ force: true })));
      await sleep(1000);
    }

    console.log(
      `\nconcurrent matches (PostgreSQL ${version}, real server, ${windowMs / 1000} s window, every player scoring once a second)`,
    );
    console.log(
      'matches  events   p50 ms   p99 ms  receipt p50   lost  dup  refused  server RSS MB  server CPU %  bench CPU %',
    );
    for (const r of rows) {
      console.log(
        `${String(r.matches).padStart(7)} ${String(r.sent).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.ackP50.toFixed(1).padStart(12)} ${String(r.lost).padStart(6)} ${String(r.duplicated).padStart(4)} ${String(r.refused).padStart(8)} ${r.rssMb.toFixed(0).padStart(14)} ${r.serverCpuPct.toFixed(0).padStart(13)} ${r.benchCpuPct.toFixed(0).padStart(12)}`,
      );
    }
    const good = rows.filter((r) => r.p99 <= 100 && r.lost === 0 && r.duplicated === 0);
    console.log(
      `largest step with p99 <= 100 ms and nothing lost: ${good.length ? Math.max(...good.map((r) => r.matches)) : 'none'}`,
    );
    return rows;
  } finally {
    await Promise.all(clients.map((client) => client.deactivate({ force: true })));
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

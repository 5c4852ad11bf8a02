// Node's own CPU for one request, and where it goes (issue 17/20 diagnostics).
//
//   npx tsx bench/profile-url.ts <database-url> <user-id> <url> [requests=300] [profile.cpuprofile]
//
// Opens the app in-process on an existing PostgreSQL database (a `BENCH_KEEP_DB=1` bench:http
// database), signs in as <user-id>, warms up, then sends <url> sequentially and prints the Node
// process's CPU per request (user and system, from process.cpuUsage: the database's work is in its
// own processes and not counted) and how many statements each request sent. With a file name it
// also writes a CPU profile of the measured requests (`npx tsx bench/cpu-profile-summary.ts <file>`).
// In-process `inject` skips the socket, so the numbers are the app's work without HTTP parsing.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { publicBaseUrlOf } from '../src/http/public-url.ts';
import { createLocalFileStorage } from '../src/storage/local-file-storage.ts';
import { recordStatements } from './statement-recorder.ts';

const [databaseUrl, userId, url, requestsArg, profileFile] = process.argv.slice(2);
if (!databaseUrl || !userId || !url) {
  console.error('usage: npx tsx bench/profile-url.ts <database-url> <user-id> <url> [requests] [profile]');
  process.exit(2);
}
const requests = Number(requestsArg ?? 300);

const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-profile-'));
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
  authSecret: new TextEncoder().encode(`profile-url-secret-${process.pid}-long-enough-for-hs256`),
  storage: createLocalFileStorage(join(dataDir, 'uploads'), publicBaseUrlOf(config)),
  logger: false,
});
try {
  await app.ready();
  const token = await app.authService.issueSession(Number(userId), 'profile-url');
  const headers = { authorization: `Bearer ${token}` };
  // Warm: JIT, the session cache, every pooled connection's prepared statements.
  for (let i = 0; i < 50; i++) await app.inject({ url, headers });
  const session = new Session();
  if (profileFile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  recorder.start();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const res = await app.inject({ url, headers });
    status = res.statusCode;
    bytes = res.rawPayload.length;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - started;
  const statements = recorder.stop().length / requests;
  const per = (micros: number) => (micros / requests / 1000).toFixed(2);
  console.log(
    `${url} → ${status}, ${bytes} bytes, ${statements.toFixed(1)} statements; per request: ` +
      `${(wall / requests).toFixed(2)} ms wall, Node CPU ${per(cpu.user + cpu.system)} ms ` +
      `(user ${per(cpu.user)}, system ${per(cpu.system)})`,
  );
  if (profileFile) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log(`profile: ${profileFile}`);
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

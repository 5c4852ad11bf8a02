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
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openInProcessApp } from './in-process-app.ts';

const [databaseUrl, userId, url, requestsArg, profileFile] = process.argv.slice(2);
if (!databaseUrl || !userId || !url) {
  console.error('usage: npx tsx bench/profile-url.ts <database-url> <user-id> <url> [requests] [profile]');
  process.exit(2);
}
const requests = Number(requestsArg ?? 300);

const { app, recorder, headersFor, close } = await openInProcessApp(databaseUrl, 'profile-url');
try {
  const headers = await headersFor(Number(userId));
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
  await close();
}

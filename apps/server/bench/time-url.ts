// Each statement one request sends, timed as the database runs it (issue 17/20 diagnostics).
//
//   npx tsx bench/time-url.ts <database-url> <user-id> <url> [rounds=300]
//
// Like explain-url.ts (same in-process app, same warm second request), but instead of one
// instrumented EXPLAIN it executes every recorded statement `rounds` times as a named prepared
// statement on one connection, under each plan_cache_mode (auto — what the server gets —,
// force_generic_plan and force_custom_plan), and prints the median and p90 wall time of one
// execution. Tells where a database-bound page's time goes without EXPLAIN's timing overhead, and
// whether PostgreSQL keeps re-planning a statement (auto near force_custom_plan, far from generic).
import pg from 'pg';
import { openInProcessApp } from './in-process-app.ts';

const [databaseUrl, userId, url, roundsArg] = process.argv.slice(2);
if (!databaseUrl || !userId || !url) {
  console.error('usage: npx tsx bench/time-url.ts <database-url> <user-id> <url> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 300);

const { app, recorder, headersFor, close } = await openInProcessApp(databaseUrl, 'time-url');

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

try {
  const headers = await headersFor(Number(userId));
  await app.inject({ url, headers });
  recorder.start();
  const res = await app.inject({ url, headers });
  const recorded = recorder.stop();
  console.log(`${url} → ${res.statusCode}, ${res.body.length} bytes, ${recorded.length} statements`);
  for (const [index, statement] of recorded.entries()) {
    if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
    const cells: string[] = [];
    for (const mode of ['auto', 'force_generic_plan', 'force_custom_plan']) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`set plan_cache_mode = ${mode}`);
        const query = { name: `time_${index}`, text: statement.text, values: statement.values as unknown[] };
        const times: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const start = process.hrtime.bigint();
          await client.query(query);
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
        const warm = times.slice(10).sort((a, b) => a - b);
        cells.push(`${mode} ${quantile(warm, 0.5).toFixed(3)} / ${quantile(warm, 0.9).toFixed(3)} ms`);
      } finally {
        await client.end();
      }
    }
    console.log(
      `  ${index + 1}. ${statement.text.replace(/\s+/g, ' ').slice(0, 80)}…\n     ${cells.join('   ')}`,
    );
  }
} finally {
  await close();
}

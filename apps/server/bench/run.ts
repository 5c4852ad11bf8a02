// npm run bench — performance of the foundation's hot paths, measured (never asserted in unit
// tests). Each case prints operations per second and p50/p99 latency; compare runs by hand or in CI
// logs. Targets live next to each case; a miss prints "ABOVE TARGET" but does not fail the run,
// because a shared 2-core machine is too noisy to gate on. Then concurrent live matches against
// the real server on PostgreSQL (bench/match-load.ts, its own table). BENCH_ONLY=match runs only
// those; BENCH_MATCH_STEPS=off skips them.
import { performance } from 'node:perf_hooks';
import { buildUser } from '../src/test/factories.ts';
import { createTestApp } from '../src/test/test-app.ts';
import sharp from 'sharp';
import { AVATAR_VARIANTS, processImage } from '../src/integrations/images/image-processor.ts';
import { serializeFrame, StompFrameParser } from '../src/realtime/stomp-frame.ts';
import { findProfanity } from '@hanpan/core/profanity';
import { dmSendToDeliver } from './dm-latency.ts';
import { matchLoad } from './match-load.ts';

interface Result {
  name: string;
  ops: number;
  p50: number;
  p99: number;
  targetP99Ms: number;
}

async function measure(
  name: string,
  iterations: number,
  targetP99Ms: number,
  fn: () => Promise<unknown> | unknown,
): Promise<Result> {
  for (let i = 0; i < Math.min(200, iterations / 10); i++) await fn(); // warm-up
  const samples = new Float64Array(iterations);
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    samples[i] = performance.now() - t0;
  }
  const elapsed = performance.now() - started;
  samples.sort();
  return {
    name,
    ops: Math.round((iterations / elapsed) * 1000),
    p50: samples[Math.floor(iterations * 0.5)]!,
    p99: samples[Math.floor(iterations * 0.99)]!,
    targetP99Ms,
  };
}

const results: Result[] = [];
const matchOnly = process.env.BENCH_ONLY === 'match';
const t = matchOnly ? null : await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
if (t)
  try {
    const user = await buildUser(t.db);
    const headers = await t.authHeader(user);
    // Every API call pays for token verification + session lookup; the cache keeps it off the database.
    results.push(
      await measure('GET /api/auth/current-user-id (cached session)', 5_000, 5, () =>
        t.app.inject({ url: '/api/auth/current-user-id', headers }),
      ),
    );
    results.push(
      await measure('GET /healthz (framework floor)', 5_000, 2, () => t.app.inject({ url: '/healthz' })),
    );

    const frame = Buffer.from(
      serializeFrame(
        'SEND',
        { destination: '/app/score/42', 'content-type': 'application/json' },
        JSON.stringify({ type: 'SCORE', userId: 7, setIndex: 1, scoreDelta: 1 }),
      ),
    );
    const parser = new StompFrameParser({ maxFrameBytes: 65_536, maxBodyBytes: 16_384 });
    results.push(
      await measure('STOMP parse of one score SEND frame', 50_000, 0.05, () => parser.push(frame)),
    );

    // Every text a player publishes (rule texts; later reviews, comments, chat) is checked.
    const ruleText =
      '1. 한 세트는 25점이고, 듀스가 되면 2점 차이가 날 때까지 해요. 서브는 엔드라인 뒤에서 해요.\n' +
      '2. 시발점은 센터 서클이에요. 경기 시작 10분 전까지 도착해 주세요. 늦으면 기권 처리돼요.\n' +
      '3. Have fun and play fair! No pushing, no shoving, and respect the referee.\n';
    results.push(
      await measure(`profanity check of a ${ruleText.length}-char rule text`, 20_000, 0.2, () =>
        findProfanity(ruleText),
      ),
    );

    // Avatar uploads: a browser-compressed photo (≤ 1280 px, what the web app sends) and a full
    // phone photo (what an old native build might send). Noise makes the JPEG realistically heavy.
    const photo = (width: number, height: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
    const compressed = await photo(1280, 960);
    const phone = await photo(4032, 3024);
    results.push(
      await measure('avatar from a 1280x960 JPEG (640+160 WebP)', 40, 150, () =>
        processImage(compressed, AVATAR_VARIANTS),
      ),
    );
    results.push(
      await measure('avatar from a 4032x3024 JPEG (640+160 WebP)', 10, 1500, () =>
        processImage(phone, AVATAR_VARIANTS),
      ),
    );

    // A DM line from SEND to the partner's MESSAGE: validated, stored, published, delivered, while
    // 500 sockets are open and subscribed (bench/dm-latency.ts).
    results.push(await dmSendToDeliver(t, measure));
  } finally {
    await t.close();
  }

if (results.length > 0) {
  console.log('\nbenchmark                                          ops/s     p50 ms   p99 ms   target p99');
}
for (const r of results) {
  const flag = r.p99 > r.targetP99Ms ? '  ABOVE TARGET' : '';
  console.log(
    `${r.name.padEnd(48)} ${String(r.ops).padStart(8)} ${r.p50.toFixed(3).padStart(9)} ${r.p99.toFixed(3).padStart(8)}   ${r.targetP99Ms} ms${flag}`,
  );
}

await matchLoad();

// `npm run bench:web`: first paint of the built app as a phone would see it (issue 8, decision 011).
// Starts the built server (apps/server/dist, demo data on a fresh embedded database), then loads
// /init (signed out) and /settings (signed in) in headless Chromium at 390×844 with the CPU slowed
// 4× (CDP Emulation.setCPUThrottlingRate), each in a fresh context (cold cache), several times, and
// prints the median CLS, LCP and FCP read with PerformanceObserver. Not a test: it prints; the
// numbers go in docs/performance.md ("Web"). Build first (`npm run build`).
//   BENCH_WEB_RUNS (default 7)   BENCH_WEB_PORT (default 3290)   CHROME_PATH
//   DATABASE_URL: the server runs on a throwaway database created on that PostgreSQL server (as in
//   production; dropped at the end) instead of PGlite, whose queries run on the server's own thread
//   and hold its static files and API answers while they run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_WEB_PORT ?? 3290);
const runs = Number(process.env.BENCH_WEB_RUNS ?? 7);
const origin = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

/** A throwaway PostgreSQL database when DATABASE_URL is set; PGlite (the quick start's) otherwise. */
async function openDatabase() {
  if (!process.env.DATABASE_URL) return { label: 'PGlite', env: {}, drop: async () => {} };
  const name = `hanpan_bench_web_${process.pid}_${Date.now()}`;
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

async function startServer(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-bench-web-'));
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      ...database.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${origin}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the server did not become ready in 60 s');
}

/** Runs in the page before any script: collects layout shifts, LCP and FCP as they happen. */
function observeVitals() {
  const vitals = { cls: 0, lcp: 0, fcp: 0 };
  globalThis.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    vitals.lcp = last.startTime;
    // What the largest paint was (the feed's first post image, or a text block).
    vitals.lcpElement = last.element ? last.element.tagName.toLowerCase() : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function signInToken() {
  const users = await fetch(`${origin}/api/auth/demo-users`).then((r) => r.json());
  const user = users.find((u) => u.role !== 'ADMIN') ?? users[0];
  const answer = await fetch(`${origin}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: user.id }),
  }).then((r) => r.json());
  return answer.token;
}

async function measure(browser, path, token) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  if (token) {
    await context.addInitScript((value) => {
      localStorage.setItem('accessToken', value);
      localStorage.setItem('forcedLogout_2025_07', '1');
      // A returning player: past the feed's onboarding slides and hint (features/feed/feed-keys.ts).
      localStorage.setItem('appOnboardingDone', '1');
      localStorage.setItem('feedHintSeen', '1');
    }, token);
  }
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // On a loaded machine 'networkidle' (no request for 500 ms) can come while the app's first
  // JavaScript still runs, before it has asked for its data: reading then found no LCP entry at all
  // (printed as 0). Read once there is one and none newer came for 1.5 s (20 s at most).
  await page
    .waitForFunction(() => globalThis.__vitals.lcp > 0, null, { polling: 100, timeout: 20_000 })
    .catch(() => {});
  for (let seen = -1, waited = 0; waited < 20_000; waited += 1500) {
    const lcp = await page.evaluate(() => globalThis.__vitals.lcp);
    if (lcp === seen) break;
    seen = lcp;
    await page.waitForTimeout(1500); // late shifts (fonts, images) and a later, larger paint still count
  }
  const vitals = await page.evaluate(() => globalThis.__vitals);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== path) throw new Error(`${path} ended on ${landed}`);
  return vitals;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const database = await openDatabase();
const { server, dataDir } = await startServer(database);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS],
});
try {
  const token = await signInToken();
  console.log(
    `web first paint: ${runs} cold loads each, ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, ${database.label}, median (max)`,
  );
  for (const [path, withToken] of [
    ['/init', false],
    ['/settings', true],
    // The feed (issue 20): LCP should be the first post's picture.
    ['/', true],
  ]) {
    await measure(browser, path, withToken ? token : null); // warm-up: server caches, disk
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, path, withToken ? token : null));
    const row = (key, digits) =>
      `${median(samples.map((s) => s[key])).toFixed(digits)} (${Math.max(...samples.map((s) => s[key])).toFixed(digits)})`;
    const elements = [...new Set(samples.map((s) => s.lcpElement))].join('/');
    console.log(
      `${path.padEnd(10)} CLS ${row('cls', 3)}  LCP ${row('lcp', 0)} ms (${elements})  FCP ${row('fcp', 0)} ms`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}

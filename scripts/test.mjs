// `npm test`: every test — unit and API (vitest, all workspaces; the API suite again on PostgreSQL
// when TEST_DATABASE_URL is set), then the browser journeys (Playwright in headless Chromium
// against the built app). Ends with one line "N passed, N failed" for humans and CI.
// Between the build and the journeys: the first page's bundle budget (apps/web/scripts/bundle-budget.mjs).
//   --e2e-only   only the browser journeys      --unit-only   only vitest
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const args = new Set(process.argv.slice(2));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

if (!args.has('--e2e-only')) {
  const report = join(outDir, 'vitest.json');
  ok =
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]) &&
    ok;
  const vitest = readJson(report);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  } else ok = false;
}

if (!args.has('--unit-only')) {
  const chromium = findChromium();
  if (process.env.SKIP_BUILD !== '1') ok = run('npm', ['run', 'build']) && ok;
  // The first page's JavaScript budget (decision 011): over budget fails the run.
  ok = run('node', ['apps/web/scripts/bundle-budget.mjs']) && ok;
  const report = join(outDir, 'playwright.json');
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-e2e-'));
  ok =
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      CHROME_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    }) && ok;
  rmSync(dataDir, { recursive: true, force: true });
  const playwright = readJson(report);
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
  } else ok = false;
}

if (totals.failed > 0) ok = false;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);

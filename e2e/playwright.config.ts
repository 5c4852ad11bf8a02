import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
// A local OpenID provider standing in for Kakao: every sign-in is a new person unless a
// login_hint names one (see support/mock-oidc-server.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3198);
// A fresh embedded database per run; scripts/test.mjs passes one and deletes it afterwards.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hanpan-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A clean-clone CI shares two CPUs with the server, PGlite's one thread and two browsers: the
  // sign-up-and-onboarding journeys took 30-35 s there (30 s locally is ample), so CI gets 60 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  outputDir: '../.test-output/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: [
    {
      command: 'node support/mock-oidc-server.mjs',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MOCK_OIDC_PORT: String(oidcPort) },
    },
    {
      command: 'node --enable-source-maps ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'development',
        DEMO_MODE: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        KAKAO_CLIENT_ID: 'e2e-kakao',
        KAKAO_ISSUER: `http://127.0.0.1:${oidcPort}`,
      },
    },
  ],
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each API test file boots its own app on a fresh database, copied from a migrated template
    // made once per run (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // A worker keeps its loaded modules from one file to the next (decision 036): importing the
    // app again in a new process for each file was a third of this project's time. It holds because
    // the server's tests share no mutable module state: no module mocks, no changed process.env,
    // fake timers always restored, and each file opens its own database and app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

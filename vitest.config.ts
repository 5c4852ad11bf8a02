import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { engineFreeTestFiles } from './apps/server/src/test/database-test-files.ts';

// One vitest run covers every workspace. The server's API suite runs a second time against real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it), so both database engines stay supported:
// only the files that can open a database run twice (database-test-files.ts).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: './apps/server',
          // An `include` here would be added to the inherited one: leave the others out instead.
          exclude: [
            ...configDefaults.exclude,
            ...engineFreeTestFiles(new URL('./apps/server/', import.meta.url).pathname),
          ],
          env: { HANPAN_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the CPUs: ONE on our two-CPU CI machine, which left
    // a CPU idle for the whole run (a test file mostly waits on PGlite's one thread or PostgreSQL).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/core', 'apps/server', 'apps/web', ...serverOnPostgres],
  },
});

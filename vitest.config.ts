import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace. The server's API suite runs a second time against real
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it), so both database engines stay supported.
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: './apps/server',
          env: { HANPAN_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', ...serverOnPostgres],
  },
});

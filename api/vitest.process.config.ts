import { defineConfig } from 'vitest/config';

/**
 * `pnpm --filter @brass/api test:process`: the tests that run the API as production does, in child
 * processes (`test/api-process.ts`), to kill them, signal them, run two of them on one database or
 * cut their database connections. They need PostgreSQL (DATABASE_URL names the server; each test makes
 * its own scratch database), and where a test applies to PGlite too it runs there as well, on a data
 * folder of its own. Each process migrates and seeds its own database; the global setup only builds
 * the server they run.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.process.test.ts'],
    globalSetup: ['./test/build-server.ts'],
    pool: 'forks',
    // Every test already runs one or two API processes next to the sandbox: one file at a time keeps
    // the two cores of CI from starving them.
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});

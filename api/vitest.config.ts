import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Builds one migrated, seeded database that every test file clones (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file holds its own database in memory; two workers match the two cores of CI.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The tests of whole API processes (kills, signals, replicas, dropped connections) run on their
    // own: `vitest.process.config.ts`.
    exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
    // Builds one migrated, seeded database that every test file clones (test/database.ts), and the
    // server the production start-up test runs.
    globalSetup: ['./test/global-setup.ts', './test/build-server.ts'],
    // Each file holds its own database in memory; two workers match the two cores of CI.
    pool: 'forks',
    maxWorkers: 2,
    // Files in a worker share loaded modules (Fastify, Drizzle, PGlite's WebAssembly): the suite takes
    // 40 % less CPU. Safe because every file builds its own app and database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

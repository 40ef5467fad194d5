import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:topology`: the shop as production runs it, every part in a process of its own behind
 * HAProxy (`src/production-shop.ts`). One file, one shop: starting it takes most of the run.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 900_000,
  },
});

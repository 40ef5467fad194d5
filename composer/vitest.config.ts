import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // The tests that need a PostgreSQL server run with vitest.postgres.config.ts.
  test: { include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, 'src/**/*.postgres.test.ts'] },
});

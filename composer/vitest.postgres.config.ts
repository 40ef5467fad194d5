import { defineConfig } from 'vitest/config';

/** The tests that need a PostgreSQL server (DATABASE_URL): `pnpm --filter @brass/composer test:postgres`. */
export default defineConfig({
  test: { include: ['src/**/*.postgres.test.ts'], testTimeout: 20_000 },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test builds its own sandbox; the only state kept in a module is the signing key, made to
    // be shared. So test files can share one module cache per worker: loading Fastify, jose and
    // jsdom once halves the run.
    isolate: false,
  },
});

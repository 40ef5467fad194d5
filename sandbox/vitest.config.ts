import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Each test builds its own sandbox; the only state kept in a module is the signing key, made to be
 * shared. So test files can share one module cache per worker: loading Fastify, jose and jsdom once
 * halves the run. The papers' test reads PDFs with pdf.js, whose build for Node defines a global
 * `Iterator` that jsdom then fails to find in its windows: it runs in a worker of its own.
 */
const PAPERS = 'src/shiprocket/papers.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'sandbox', isolate: false, exclude: [...configDefaults.exclude, PAPERS] },
      },
      { extends: true, test: { name: 'papers', include: [PAPERS] } },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests of an app run without federation: pages import @brass/shared directly. */
export function appVitestConfig() {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: [fileURLToPath(new URL('./jsdom-dialog.ts', import.meta.url)), './vitest.setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}

import { cp } from 'node:fs/promises';
import { defineConfig } from 'rolldown';

/**
 * `pnpm --filter @brass/api build`: the server as one ES module, `dist/server.js`, run by Node alone,
 * and beside it the invoice rendering thread's, `dist/invoice-worker.js` (`invoice-rendering.ts` starts
 * it by that name). Installed packages stay imports, resolved from node_modules where they are;
 * @brass/shared ships as TypeScript sources, so its modules are bundled in.
 */
export default defineConfig({
  input: { server: 'src/server.ts', 'invoice-worker': 'src/modules/invoices/render-worker.ts' },
  platform: 'node',
  external: (id) => /^[^./]/.test(id) && !id.startsWith('@brass/'),
  output: { dir: 'dist', format: 'esm', cleanDir: true, sourcemap: true },
  plugins: [
    {
      name: 'copy-migrations',
      // The bundle reads its migrations beside itself at start (src/db/migrate.ts), as the sources do.
      async writeBundle() {
        await cp('src/db/migrations', 'dist/migrations', { recursive: true });
      },
    },
  ],
});

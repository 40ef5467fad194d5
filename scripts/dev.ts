import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendApps, localAppOrigins, portOf } from '@brass/composer/apps';
import { runServices } from '@brass/release-tools/processes';

/**
 * `pnpm dev`: every app with hot reload on its own port (remote edits reach the host through the
 * federation plugin's remoteHmr), plus the API and the sandbox in watch mode. Ctrl-C, or any of them
 * ending, stops them all.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const services = runServices([
  {
    name: 'sandbox',
    command: 'pnpm exec tsx watch src/server.ts',
    cwd: join(repo, 'sandbox'),
    env: { SANDBOX_PORT: String(portOf('sandbox')) },
  },
  {
    name: 'api',
    command: 'pnpm exec tsx watch src/server.ts',
    cwd: join(repo, 'api'),
    // Every app's own page may call the API, as under `pnpm start`.
    env: { PORT: String(portOf('api')), CORS_ORIGINS: process.env.CORS_ORIGINS ?? localAppOrigins() },
  },
  ...frontendApps().map((app) => ({ name: app.name, command: 'pnpm exec vite', cwd: join(repo, app.dir) })),
]);

console.log(`Development shop at http://localhost:${portOf('host')} · Ctrl-C stops everything.`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    void services.stop().then(() => process.exit(0));
  });
await services.done.catch((error: Error) => {
  if (stopping) return;
  console.error(error.message);
  process.exitCode = 1;
});

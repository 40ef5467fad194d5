import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendApps, portOf } from '@brass/composer/apps';
import { startService } from '@brass/composer/processes';

/**
 * `pnpm dev`: every app with hot reload on its own port (remote edits reach the host through the
 * federation plugin's remoteHmr), plus the API and the sandbox in watch mode.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const children = [
  startService('sandbox', 'pnpm', ['exec', 'tsx', 'watch', 'src/server.ts'], {
    cwd: join(repo, 'sandbox'),
    env: { ...process.env, SANDBOX_PORT: String(portOf('sandbox')) },
  }),
  startService('api', 'pnpm', ['exec', 'tsx', 'watch', 'src/server.ts'], {
    cwd: join(repo, 'api'),
    env: { ...process.env, PORT: String(portOf('api')) },
  }),
  ...frontendApps().map((app) =>
    startService(app.name, 'pnpm', ['exec', 'vite'], { cwd: join(repo, app.dir) }),
  ),
];

console.log(`Development shop at http://localhost:${portOf('host')} · Ctrl-C stops everything.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}

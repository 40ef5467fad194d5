import { fileURLToPath } from 'node:url';
import { frontendApps, portOf } from '@brass/composer/apps';
import { ensureLiveReleases, runCommand } from '@brass/composer/releases/commands';
import { releasesRoot } from '@brass/composer/releases/layout';
import { startShop } from '@brass/composer/shop';

/**
 * `pnpm start`: releases and promotes any app that has no live release yet, then serves the live
 * releases of the whole shop until Ctrl-C, following every promotion and rollback as it happens.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const releases = releasesRoot(repo);

await runCommand(() => ensureLiveReleases(repo, releases));
if (process.exitCode) process.exit();
const shop = await startShop({ repo, releases });

console.log('\nThe shop is open:');
for (const app of frontendApps()) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}`);
console.log(`  api       http://localhost:${portOf('api')}  (OpenAPI at /api/docs)`);
console.log(`  sandbox   http://localhost:${portOf('sandbox')}`);
console.log(`\nShop at http://localhost:${portOf('host')} · Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop...');
    void shop.stop().then(() => process.exit(0));
  });
}

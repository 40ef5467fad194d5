import { fileURLToPath } from 'node:url';
import { frontendApps, portOf } from '@brass/composer/apps';
import { ensureLiveReleases, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';
import { startShop } from '@brass/release-tools/shop';

/**
 * `pnpm start`: releases and promotes any app that has no live release yet, builds the API when its
 * sources changed, then serves the live releases of the whole shop until Ctrl-C, following every
 * promotion and rollback as it happens. The sandbox or the API ending stops the whole shop.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
const releases = openPointerStore(releasesRoot(repo));

await runCommand(() => ensureLiveReleases(repo, releases));
if (process.exitCode) process.exit();
const shop = await startShop({ repo, releases });

console.log('\nThe shop is open:');
for (const app of frontendApps()) console.log(`  ${app.name.padEnd(9)} http://localhost:${app.port}`);
console.log(`  api       http://localhost:${portOf('api')}  (OpenAPI at /api/docs)`);
console.log(`  sandbox   http://localhost:${portOf('sandbox')}`);
console.log(`\nShop at http://localhost:${portOf('host')} · Ctrl-C stops everything.`);

let stopping = false;
const stop = (exitCode: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop...');
  void shop.stop().then(() => process.exit(exitCode));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
void shop.failed.then((error) => {
  console.error(`\nThe shop cannot go on: ${error.message}.`);
  stop(1);
});

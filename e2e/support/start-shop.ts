import { fileURLToPath } from 'node:url';
import { ensureLiveReleases, runCommand } from '@brass/release-tools/releases/commands';
import { openPointerStore } from '@brass/composer/releases/pointer-store-choice';
import { releasesRoot } from '@brass/composer/releases/layout';
import { startShopWithOwner } from '@brass/release-tools/shop';
import { shopOwner } from './shop-owner';

/**
 * The shop the journeys run against: what `pnpm start` serves (every app without a live release is
 * released first, the API is built, the sandbox stands in for the outside services), with one account
 * made the shop's owner for the back office's journeys (`startShopWithOwner`).
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const releases = openPointerStore(releasesRoot(repo));

await runCommand(() => ensureLiveReleases(repo, releases));
if (process.exitCode) process.exit();

const shop = await startShopWithOwner({ repo, releases, owner: shopOwner });
console.log(`The shop is open for the journeys; ${shopOwner.email} is its owner.`);

let stopping = false;
const stop = (exitCode: number) => {
  if (stopping) return;
  stopping = true;
  void shop.stop().then(() => process.exit(exitCode));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
void shop.failed.then((error) => {
  console.error(`The shop cannot go on: ${error.message}.`);
  stop(1);
});

import { fileURLToPath } from 'node:url';
import { portOf } from '@brass/composer/apps';
import { ensureLiveReleases, runCommand } from '@brass/release-tools/releases/commands';
import { releasesRoot } from '@brass/composer/releases/layout';
import { startShop, type RunningShop } from '@brass/release-tools/shop';
import { shopOwner } from './shop-owner';

/**
 * The shop the journeys run against: what `pnpm start` serves (every app without a live release is
 * released first, the API is built, the sandbox stands in for the outside services), with one account
 * made the shop's owner for the back office's journeys. A shop makes its first owner from a confirmed
 * account when the API starts with SHOP_OWNER_EMAIL; the scratch database of a run has no account
 * yet, so the shop opens once to create it (signed in with the sandbox's Google, which confirms the
 * address), then opens again with SHOP_OWNER_EMAIL naming it.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const releases = releasesRoot(repo);
const sandbox = `http://127.0.0.1:${portOf('sandbox')}`;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The owner's account, confirmed: Google's sign-in (the sandbox's) vouches for the address. */
async function createOwnerAccount(api: string): Promise<void> {
  const { credential } = await post<{ credential: string }>(`${sandbox}/google/__sandbox/token`, {
    ...shopOwner,
    client_id: process.env.GOOGLE_CLIENT_ID ?? 'brass-sandbox.apps.googleusercontent.com',
  });
  await post(`${api}/users/google-login`, { token: credential });
}

await runCommand(() => ensureLiveReleases(repo, releases));
if (process.exitCode) process.exit();

// The first opening puts the API on a spare port (API_SETUP_PORT, or 100 above its own): the journeys
// wait for the API's health on its own port, and must not start while this opening is about to close.
const apiPort = process.env.API_PORT;
process.env.API_PORT = process.env.API_SETUP_PORT ?? String(portOf('api') + 100);
let shop: RunningShop = await startShop({ repo, releases });
await createOwnerAccount(`http://127.0.0.1:${portOf('api')}`);
await shop.stop();
if (apiPort === undefined) delete process.env.API_PORT;
else process.env.API_PORT = apiPort;
shop = await startShop({ repo, releases, apiEnv: { SHOP_OWNER_EMAIL: shopOwner.email } });
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

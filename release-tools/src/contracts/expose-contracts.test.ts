import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendApp } from '@brass/composer/apps';
import { createRelease } from '../releases/create-release.ts';
import { promotionGate } from '../releases/promotion-gate.ts';
import { promote, readPointer, rollback } from '@brass/composer/releases/live-pointer';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { repoWithChangedApp } from '../../testing/scratch-repo.ts';
import { checkCandidateContracts } from './candidate-contracts.ts';
import { checkExposeContracts } from './expose-contracts.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const checkout = frontendApp('checkout');
let root: string;
let changedRepo: string;
let host: ReleaseManifest;
let liveCheckout: ReleaseManifest;
let changedCheckout: ReleaseManifest;

// The checkout team's change: the cart page now needs a coupon the host never passes, the checkout
// page became a named export, and the mini-cart parcel needs a prop pages outside the shop never
// pass. All build and type-check inside the remote itself.
const breakingChange = [
  {
    file: 'src/pages/CartPage.tsx',
    from: 'export default function CartPage(_props: RemotePageProps) {',
    to: 'export default function CartPage(_props: RemotePageProps & { couponCode: string }) {',
  },
  {
    file: 'src/pages/CheckoutPage.tsx',
    from: 'export default function CheckoutPage(',
    to: 'export function CheckoutPage(',
  },
  {
    file: 'src/standalone/main.tsx',
    from: "import CheckoutPage from '../pages/CheckoutPage';",
    to: "import { CheckoutPage } from '../pages/CheckoutPage';",
  },
  {
    file: 'src/features/parcel/MiniCartParcel.tsx',
    from: 'export function MiniCartParcel(props: ShopParcelProps) {',
    to: 'export function MiniCartParcel(props: ShopParcelProps & { cartId: string }) {',
  },
  {
    file: 'src/server/render.tsx',
    from: "import CheckoutPage from '../pages/CheckoutPage';",
    to: "import { CheckoutPage } from '../pages/CheckoutPage';",
  },
];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-contracts-'));
  host = (await createRelease(repo, frontendApp('host'), folderPointer(root))).release;
  liveCheckout = (await createRelease(repo, checkout, folderPointer(root))).release;
  await promote(folderPointer(root), 'host', host.id);
  await promote(folderPointer(root), 'checkout', liveCheckout.id);
  changedRepo = await repoWithChangedApp(repo, checkout.dir, breakingChange);
  changedCheckout = (await createRelease(changedRepo, checkout, folderPointer(root))).release;
}, 240_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(changedRepo, { recursive: true, force: true });
});

describe('typed contracts between the host and the remotes', () => {
  it('a release publishes the types of its exposes and of the @brass/shared it was built with', async () => {
    const { existsSync } = await import('node:fs');
    const types = join(root, 'checkout', liveCheckout.id, 'types');
    expect(existsSync(join(types, 'exposes', 'CartPage.d.ts'))).toBe(true);
    expect(existsSync(join(types, 'node_modules/@brass/shared/src/remote-pages.d.ts'))).toBe(true);
    expect(existsSync(join(root, 'checkout', liveCheckout.id, 'client', '@mf-types.zip'))).toBe(true);
    expect(
      existsSync(join(root, 'host', host.id, 'types/node_modules/@brass/shared/src/remote-contracts.d.ts')),
    ).toBe(true);
  });

  it('the exposes of the checkout as it is fit the host', async () => {
    expect(await checkExposeContracts(repo, root, host, [liveCheckout])).toEqual({
      breaks: [],
      unchecked: [],
    });
    await expect(checkCandidateContracts(repo, folderPointer(root), host)).resolves.toBeUndefined();
  });

  it("the checkout's pipeline refuses a changed prop and a renamed export, naming each expose", async () => {
    const failure = checkCandidateContracts(repo, folderPointer(root), changedCheckout);
    await expect(failure).rejects.toThrow('the contract between the apps is broken');
    const message = await failure.catch((error: Error) => error.message);
    expect(message).toContain(
      `checkout ./CartPage (${changedCheckout.id}) does not fit what host ${host.id} loads as a page`,
    );
    expect(message).toContain("Property 'couponCode' is missing in type 'RemotePageProps'");
    expect(message).toContain(
      `checkout ./CheckoutPage (${changedCheckout.id}) does not fit what host ${host.id} loads as a page`,
    );
    expect(message).toMatch(/CheckoutPage \(.*\n.*\n\s+Types of property 'default' are incompatible/);
    expect(message).toContain(
      `checkout ./parcel (${changedCheckout.id}) does not fit what host ${host.id} loads as a single-spa parcel`,
    );
    expect(message).toContain("Property 'cartId' is missing");
  });

  it('promote refuses the same release, naming each expose, and --force ships it recording why', async () => {
    const gate = promotionGate(repo, root, () => undefined);
    const refused = promote(folderPointer(root), 'checkout', changedCheckout.id, { gate });
    await expect(refused).rejects.toThrow(
      `checkout ${changedCheckout.id} was not promoted: checkout ./CartPage`,
    );
    expect((await readPointer(folderPointer(root)))?.live.checkout).toBe(liveCheckout.id);
    await promote(folderPointer(root), 'checkout', changedCheckout.id, { gate, force: true });
    const forced = (await readPointer(folderPointer(root)))?.history.at(-1)?.forced ?? [];
    expect(forced.map((reason) => reason.split(' does not fit')[0])).toEqual([
      `checkout ./CartPage (${changedCheckout.id})`,
      `checkout ./CheckoutPage (${changedCheckout.id})`,
      `checkout ./parcel (${changedCheckout.id})`,
    ]);
    await rollback(folderPointer(root), 'checkout');
  });

  it('without the types it compares (React unresolved), the check fails instead of passing everything', async () => {
    const { breaks } = await checkExposeContracts(join(root, 'no-install'), root, host, [changedCheckout]);
    expect(breaks[0]).toContain('the check could not read the types it compares');
  });
});

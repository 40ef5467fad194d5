import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OwnRoute } from '@brass/shared/remote-routes';
import type { AppName } from '@brass/shared/runtime-config';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { composeRuntimeConfig } from '../serving/composed-config.ts';
import { liveManifests, promote, readPointer, restore, rollback } from './live-pointer.ts';
import type { ReleaseManifest } from './release-manifest.ts';

const page = (path: string, name: string): OwnRoute => ({
  path,
  page: name,
  title: name,
  serverRendered: false,
});
const cart = page('/cart', 'CartPage');
const shop = page('/products', 'ShopPage');

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-routes-'));
  await writeFakeRelease(root, 'host', release(1));
  for (const [app, n, routes] of [
    ['catalog', 2, [shop]],
    ['checkout', 3, [cart]],
    ['account', 4, []],
    ['blog', 5, []],
    ['admin', 6, []],
  ] as const) {
    await writeFakeRelease(root, app, release(n), { routes: [...routes] });
    await promote(root, app, release(n));
  }
  await promote(root, 'host', release(1));
  await writeFakeRelease(root, 'catalog', release(12), { routes: [shop, page('/cart', 'ShopPage')] });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Which remote the shop's route table sends a path to, as the host composes it. */
async function servedBy(path: string): Promise<string[]> {
  const pointer = (await readPointer(root))!;
  const releases = (await liveManifests(root, pointer)) as Record<AppName, ReleaseManifest>;
  const config = composeRuntimeConfig(
    { apiBase: '', remotes: {}, routes: [], releases: {} } as never,
    { pointer, releases },
    { catalog: '', checkout: '', account: '', blog: '', admin: '' },
  );
  return config.routes.filter((route) => route.path === path).map((route) => route.remote);
}

describe('a route another live app owns', () => {
  it('is refused at promote, naming its owner, even with --force, and the live pointer is untouched', async () => {
    const before = await readFile(join(root, 'live.json'), 'utf8');
    const refusal = `catalog ${release(12)} was not promoted: catalog ${release(12)} declares /cart, which checkout owns: leave it out of catalog's routes, or move it on purpose with --take-route /cart.`;
    await expect(promote(root, 'catalog', release(12))).rejects.toThrow(refusal);
    await expect(promote(root, 'catalog', release(12), { force: true })).rejects.toThrow(refusal);
    expect(await readFile(join(root, 'live.json'), 'utf8')).toBe(before);
    expect(await servedBy('/cart')).toEqual(['checkout']);
  });

  it('moves with --take-route, recorded in the history, and the shop serves it from the new owner', async () => {
    await promote(root, 'catalog', release(12), { takeRoutes: ['/cart'] });
    const pointer = await readPointer(root);
    expect(pointer?.routes).toEqual({ '/cart': 'catalog' });
    expect(pointer?.history.at(-1)).toMatchObject({ app: 'catalog', id: release(12), tookRoutes: ['/cart'] });
    expect(await servedBy('/cart')).toEqual(['catalog']);

    // The checkout, which still declares it, cannot take it back without saying so.
    await writeFakeRelease(root, 'checkout', release(13), { routes: [cart] });
    await expect(promote(root, 'checkout', release(13))).rejects.toThrow(
      `checkout ${release(13)} declares /cart, which catalog owns`,
    );
    // Rolled back to a release that no longer declares it, the catalog gives it back to the checkout.
    await rollback(root, 'catalog');
    expect(await servedBy('/cart')).toEqual(['checkout']);
    // The whole shop put back to before the move forgets it was ever made.
    await restore(root, 6);
    expect((await readPointer(root))?.routes).toBeUndefined();
  });

  it('a path the release does not declare cannot be taken', async () => {
    await expect(promote(root, 'catalog', release(12), { takeRoutes: ['/checkout'] })).rejects.toThrow(
      `catalog ${release(12)} does not declare /checkout, so it cannot take it.`,
    );
  });

  it('a pointer edited by hand cannot hand a route over either: it stays with the app live the longest', async () => {
    const pointer = (await readPointer(root))!;
    const edited = { ...pointer, live: { ...pointer.live, catalog: release(12) } };
    await writeFile(join(root, 'live.json'), JSON.stringify(edited));
    expect(await servedBy('/cart')).toEqual(['checkout']);
    expect(await servedBy('/products')).toEqual(['catalog']);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointerStoresUnderTest } from '../../testing/pointer-stores.ts';
import type { OwnRoute } from '@brass/shared/remote-routes';
import type { AppName } from '@brass/shared/runtime-config';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { composeRuntimeConfig } from '../serving/composed-config.ts';
import { liveManifests, promote, readPointer, restore, rollback } from './live-pointer.ts';
import type { PointerStore } from './pointer-store.ts';
import type { ReleaseManifest } from './release-manifest.ts';

const page = (path: string, name: string): OwnRoute => ({
  path,
  page: name,
  title: name,
  serverRendered: false,
});
const cart = page('/cart', 'CartPage');
const shop = page('/products', 'ShopPage');

describe.each(pointerStoresUnderTest())('routes with the pointer in $name', ({ open }) => {
  let root: string;
  let store: PointerStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'brass-routes-'));
    store = await open(root);
    await writeFakeRelease(root, 'host', release(1));
    for (const [app, n, routes] of [
      ['catalog', 2, [shop]],
      ['checkout', 3, [cart]],
      ['account', 4, []],
      ['blog', 5, []],
      ['admin', 6, []],
    ] as const) {
      await writeFakeRelease(root, app, release(n), { routes: [...routes] });
      await promote(store, app, release(n));
    }
    await promote(store, 'host', release(1));
    await writeFakeRelease(root, 'catalog', release(12), { routes: [shop, page('/cart', 'ShopPage')] });
  });

  afterEach(async () => {
    await store.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Which remote the shop's route table sends a path to, as the host composes it. */
  async function servedBy(path: string): Promise<string[]> {
    const pointer = (await readPointer(store))!;
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
      const before = await readPointer(store);
      const refusal = `catalog ${release(12)} was not promoted: catalog ${release(12)} declares /cart, which checkout owns: leave it out of catalog's routes, or move it on purpose with --take-route /cart.`;
      await expect(promote(store, 'catalog', release(12))).rejects.toThrow(refusal);
      await expect(promote(store, 'catalog', release(12), { force: true })).rejects.toThrow(refusal);
      expect(await readPointer(store)).toEqual(before);
      expect(await servedBy('/cart')).toEqual(['checkout']);
    });

    it('moves with --take-route, recorded in the history, and the shop serves it from the new owner', async () => {
      await promote(store, 'catalog', release(12), { takeRoutes: ['/cart'] });
      const pointer = await readPointer(store);
      expect(pointer?.routes).toEqual({ '/cart': 'catalog' });
      expect(pointer?.history.at(-1)).toMatchObject({
        app: 'catalog',
        id: release(12),
        tookRoutes: ['/cart'],
      });
      expect(await servedBy('/cart')).toEqual(['catalog']);

      // The checkout, which still declares it, cannot take it back without saying so.
      await writeFakeRelease(root, 'checkout', release(13), { routes: [cart] });
      await expect(promote(store, 'checkout', release(13))).rejects.toThrow(
        `checkout ${release(13)} declares /cart, which catalog owns`,
      );
      // Rolled back to a release that no longer declares it, the catalog gives it back to the checkout.
      await rollback(store, 'catalog');
      expect(await servedBy('/cart')).toEqual(['checkout']);
      // The whole shop put back to before the move forgets it was ever made.
      await restore(store, 6);
      expect((await readPointer(store))?.routes).toBeUndefined();
    });

    it('a path the release does not declare cannot be taken', async () => {
      await expect(promote(store, 'catalog', release(12), { takeRoutes: ['/checkout'] })).rejects.toThrow(
        `catalog ${release(12)} does not declare /checkout, so it cannot take it.`,
      );
    });

    it('a pointer edited by hand cannot hand a route over either: it stays with the app live the longest', async () => {
      const pointer = (await readPointer(store))!;
      const edited = { ...pointer, live: { ...pointer.live, catalog: release(12) } };
      await store.change(async () => ({ next: edited, answer: undefined }));
      expect(await servedBy('/cart')).toEqual(['checkout']);
      expect(await servedBy('/products')).toEqual(['catalog']);
    });
  });
});

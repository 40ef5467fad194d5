import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { folderPointer } from '../releases/folder-pointer.ts';
import { promote, rollback } from '../releases/live-pointer.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import {
  ALL_APPS,
  CATALOG_ROUTES,
  CHECKOUT_ROUTES,
  productRenderer,
  promoteFirstReleases,
  startFakeShop,
  type FakeShop,
} from '../../testing/fake-shop.ts';
import { LiveReleaseFollower } from './live-releases.ts';

/** The pointer is looked at every 500 ms; a promotion must be served within 2 s. */
const PICKED_UP = { timeout: 2_000, interval: 25 };

let shop: FakeShop;

beforeEach(async () => {
  shop = await startFakeShop({ pollMs: 500 });
});

afterEach(async () => {
  await shop.close();
});

const configOf = async (host = shop.host) =>
  (await host.inject({ url: '/config.json' })).json() as RuntimeConfig;

describe('a running shop follows live.json without a restart', () => {
  it('serves a promoted release with the route it adds, and the previous one again after a rollback', async () => {
    const giftCards = {
      path: '/gift-cards',
      page: 'GiftCardsPage',
      title: 'Gift cards',
      serverRendered: false,
    };
    await writeFakeRelease(shop.root, 'checkout', release(13), { routes: [...CHECKOUT_ROUTES, giftCards] });
    await promote(shop.store, 'checkout', release(13));

    await vi.waitFor(async () => expect((await configOf()).releases.checkout).toBe(release(13)), PICKED_UP);
    const config = await configOf();
    expect(config.remotes.checkout).toContain(`/releases/checkout/${release(13)}/mf-manifest.json`);
    expect(config.routes.find((route) => route.path === '/gift-cards')).toEqual({
      ...giftCards,
      remote: 'checkout',
    });

    await rollback(shop.store, 'checkout');
    await vi.waitFor(async () => expect((await configOf()).releases.checkout).toBe(release(3)), PICKED_UP);
    expect((await configOf()).routes.some((route) => route.path === '/gift-cards')).toBe(false);
  });

  it("loads a promoted remote's server renderer beside the old one: each release renders with its own", async () => {
    await writeFakeRelease(shop.root, 'catalog', release(12), {
      routes: CATALOG_ROUTES,
      renderer: productRenderer('release 12'),
    });
    expect((await shop.host.inject({ url: '/product/ganesha-1' })).body).toContain('rendered by release 2');
    await promote(shop.store, 'catalog', release(12));
    await vi.waitFor(
      async () =>
        expect((await shop.host.inject({ url: '/product/ganesha-1' })).body).toContain(
          'rendered by release 12',
        ),
      PICKED_UP,
    );
    const query = new URLSearchParams({
      page: 'ProductPage',
      params: '{"id":"ganesha-1"}',
      url: 'http://x/product/ganesha-1',
    });
    const oldRelease = await shop.catalog.inject({ url: `/releases/catalog/${release(2)}/render?${query}` });
    expect(oldRelease.body).toContain('rendered by release 2');
    // A tab opened before the promotion still gets every file of the release it was opened with.
    const oldEntry = await shop.catalog.inject({ url: `/releases/catalog/${release(2)}/remoteEntry.js` });
    expect(oldEntry.statusCode).toBe(200);
    expect(oldEntry.body).toContain(release(2));
  });

  it('a new shell release reaches new pages, naming its own files', async () => {
    await writeFakeRelease(shop.root, 'host', release(11));
    await promote(shop.store, 'host', release(11));
    await vi.waitFor(
      async () =>
        expect((await shop.host.inject({ url: '/' })).body).toContain(
          `src="/releases/host/${release(11)}/assets/entry.js"`,
        ),
      PICKED_UP,
    );
  });

  it('two servers reading the same releases folder both serve a promotion within 2 s', async () => {
    const second = await shop.startHost();
    await writeFakeRelease(shop.root, 'blog', release(15));
    await promote(shop.store, 'blog', release(15));
    await vi.waitFor(async () => {
      expect((await configOf(shop.host)).releases.blog).toBe(release(15));
      expect((await configOf(second.host)).releases.blog).toBe(release(15));
    }, PICKED_UP);
  });
});

describe('a pointer that cannot be served', () => {
  const brokenPointers: [string, (root: string) => Promise<void>, string][] = [
    ['corrupt', (root) => writeFile(join(root, 'live.json'), '{"live": '), 'live.json is not JSON'],
    ['missing', (root) => rename(join(root, 'live.json'), join(root, 'live.json.bak')), 'there is no'],
    [
      'naming a release that is not there',
      async (root) => {
        const pointer = JSON.parse(await readFile(join(root, 'live.json'), 'utf8'));
        pointer.live.blog = release(404);
        await writeFile(join(root, 'live.json'), JSON.stringify(pointer));
      },
      `blog has no release ${release(404)}`,
    ],
    [
      'without an app',
      (root) =>
        writeFile(join(root, 'live.json'), JSON.stringify({ live: { host: release(1) }, history: [] })),
      'live.json names no live release of catalog',
    ],
  ];

  for (const [name, breakPointer, reason] of brokenPointers) {
    it(`${name}: the shop keeps serving the last good pointer and logs why, once`, async () => {
      const logged: string[] = [];
      const live = await new LiveReleaseFollower(shop.store, ALL_APPS, (message) =>
        logged.push(message),
      ).start(20);
      try {
        await breakPointer(shop.root);
        await vi.waitFor(() => expect(logged).toHaveLength(1), PICKED_UP);
        expect(logged[0]).toContain(reason);
        expect(logged[0]).toContain('still serving the last good pointer');
        expect(live.current().pointer.live.checkout).toBe(release(3));
        // Looked at again and again (the shop's own servers too), the same problem is not logged again.
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(logged).toHaveLength(1);
        expect((await shop.host.inject({ url: '/releases/live.json' })).json().live.checkout).toBe(
          release(3),
        );
        const page = await shop.host.inject({ url: '/cart' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`/releases/checkout/${release(3)}/mf-manifest.json`);
      } finally {
        await live.stop();
      }
    });
  }

  it('a good pointer written after a bad one is served', async () => {
    const live = await new LiveReleaseFollower(shop.store, ALL_APPS, () => {}).start(20);
    try {
      await writeFile(join(shop.root, 'live.json'), 'oops');
      await new Promise((resolve) => setTimeout(resolve, 60));
      await rm(join(shop.root, 'live.json'));
      await promoteFirstReleases(shop.store);
      await writeFakeRelease(shop.root, 'checkout', release(21), { routes: CHECKOUT_ROUTES });
      await promote(shop.store, 'checkout', release(21));
      await vi.waitFor(() => expect(live.current().pointer.live.checkout).toBe(release(21)), PICKED_UP);
    } finally {
      await live.stop();
    }
  });

  it('a shop cannot start without a good pointer, and says why', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'brass-no-pointer-'));
    try {
      await expect(new LiveReleaseFollower(folderPointer(empty), ['host'], () => {}).start()).rejects.toThrow(
        `No release can be served: there is no ${join(empty, 'live.json')}`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

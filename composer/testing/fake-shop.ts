import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopContact } from '@brass/shared/contracts/content';
import type { OwnRoute } from '@brass/shared/remote-routes';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { promote } from '../src/releases/live-pointer.ts';
import { createAppServer } from '../src/serving/app-server.ts';
import type { ReleaseOrigins } from '../src/serving/composed-config.ts';
import { LiveReleaseFollower } from '../src/serving/live-releases.ts';
import { Renderers } from '../src/serving/renderers.ts';
import { release, writeFakeRelease } from './fake-releases.ts';

export const CATALOG_ROUTES: OwnRoute[] = [
  { path: '/', page: 'HomePage', title: 'Home', serverRendered: true },
  { path: '/product/:id', page: 'ProductPage', title: 'Product', serverRendered: true },
];
export const CHECKOUT_ROUTES: OwnRoute[] = [
  { path: '/cart', page: 'CartPage', title: 'My Cart', serverRendered: false },
];
export const ADMIN_ROUTES: OwnRoute[] = [
  { path: '/admin/*', page: 'AdminPage', title: 'Back office', serverRendered: false },
];

/**
 * A renderer that renders the product page with its address and the release that rendered it, as a
 * renderer built before pages had a status did (the markup alone), and the product `gone`, which the
 * catalog does not have, as its not-found page with status 404.
 */
export const productRenderer = (label: string) => `export async function renderPage({ page, params, url }) {
  if (page !== 'ProductPage') return undefined;
  if (params.id === 'gone') return { status: 404, html: '<p role="alert">Error: Product not found</p>' };
  const data = JSON.stringify({ '@type': 'Product', offers: { url } });
  return '<a href="' + url + '">This idol</a><p>rendered by ${label}</p><script type="application/ld+json">' + data + '</script>';
}`;

export const BASE_CONFIG: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:4000',
  remotes: { catalog: '', checkout: '', account: '', blog: '', admin: '' },
  routes: [],
  releases: {},
  razorpayCheckoutUrl: 'http://127.0.0.1:4010/razorpay/checkout.js',
  googleScriptUrl: 'http://127.0.0.1:4010/google/gsi/client',
  googleClientId: 'shop.apps.googleusercontent.com',
};

/** The contact details the owner of the fake shop saved, as the API would give them. */
export const SHOP_CONTACT: ShopContact = {
  address: '14 Kumbakonam Road, Swamimalai </script><script>alert(1)</script>',
  phone: '+919876543210',
  whatsapp: null,
  email: 'care@brassaangan.in',
  gstin: '33ABCDE1234F1Z5',
};

export const ALL_APPS: AppName[] = ['host', 'catalog', 'checkout', 'account', 'blog', 'admin'];

/** Makes the first release of each app live: releases 1 to 5, in the order of ALL_APPS. */
export async function promoteFirstReleases(root: string): Promise<void> {
  for (const [index, app] of ALL_APPS.entries()) await promote(root, app, release(index + 1));
}

export interface FakeShop {
  root: string;
  host: FastifyInstance;
  catalog: FastifyInstance;
  live: LiveReleaseFollower;
  origins: ReleaseOrigins;
  /** A second host reading the same folder, as another machine would. */
  startHost(): Promise<{ host: FastifyInstance; live: LiveReleaseFollower }>;
  close(): Promise<void>;
}

/**
 * One release of every app, promoted, served by a host (asked in-process) and a catalog listening on
 * a real port, since the host fetches the catalog's manifests and server-rendered pages over HTTP.
 */
export async function startFakeShop(pollMs = 50): Promise<FakeShop> {
  const root = await mkdtemp(join(tmpdir(), 'brass-composer-'));
  await writeFakeRelease(root, 'host', release(1));
  await writeFakeRelease(root, 'catalog', release(2), {
    routes: CATALOG_ROUTES,
    renderer: productRenderer('release 2'),
  });
  await writeFakeRelease(root, 'checkout', release(3), { routes: CHECKOUT_ROUTES });
  await writeFakeRelease(root, 'account', release(4));
  await writeFakeRelease(root, 'blog', release(5));
  await writeFakeRelease(root, 'admin', release(6), { routes: ADMIN_ROUTES });
  await promoteFirstReleases(root);
  const renderers = new Renderers(root);
  const followers: LiveReleaseFollower[] = [];
  const servers: FastifyInstance[] = [];
  const follow = async () => {
    const follower = await new LiveReleaseFollower(root, ALL_APPS, () => {}).start(pollMs);
    followers.push(follower);
    return follower;
  };
  const live = await follow();
  const origins: ReleaseOrigins = {
    catalog: '',
    checkout: 'http://127.0.0.1:9',
    account: 'http://127.0.0.1:9',
    blog: 'http://127.0.0.1:9',
    admin: 'http://127.0.0.1:9',
  };
  const catalog = await createAppServer({
    app: 'catalog',
    root,
    live,
    renderers,
    origins,
    baseConfig: BASE_CONFIG,
  });
  await catalog.listen({ port: 0, host: '127.0.0.1' });
  servers.push(catalog);
  origins.catalog = `http://127.0.0.1:${(catalog.server.address() as AddressInfo).port}`;
  const startHost = async () => {
    const hostLive = await follow();
    const host = await createAppServer({
      app: 'host',
      root,
      live: hostLive,
      renderers,
      origins,
      baseConfig: BASE_CONFIG,
      shopContact: async () => SHOP_CONTACT,
    });
    servers.push(host);
    return { host, live: hostLive };
  };
  const { host } = await startHost();
  return {
    root,
    host,
    catalog,
    live,
    origins,
    startHost,
    async close() {
      for (const follower of followers) follower.stop();
      await Promise.all(servers.map((server) => server.close()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

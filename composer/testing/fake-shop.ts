import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopContact } from '@brass/shared/contracts/content';
import type { OwnRoute } from '@brass/shared/remote-routes';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { folderPointer } from '../src/releases/folder-pointer.ts';
import { NOT_FOUND_FRAGMENT } from '../src/releases/layout.ts';
import { promote } from '../src/releases/live-pointer.ts';
import type { PointerStore } from '../src/releases/pointer-store.ts';
import { createAppServer } from '../src/serving/app-server.ts';
import type { CanaryRule } from '../src/serving/canary-watch.ts';
import { REMOTES, type ReleaseOrigins } from '../src/serving/composed-config.ts';
import { LiveReleaseFollower } from '../src/serving/live-releases.ts';
import { ComposerMetrics } from '../src/serving/metrics.ts';
import { Renderers, type RenderersOptions } from '../src/serving/renderers.ts';
import { release, writeFakeRelease, type FakeRelease } from './fake-releases.ts';

export const CATALOG_ROUTES: OwnRoute[] = [
  { path: '/', page: 'HomePage', title: 'Home', serverRendered: true },
  { path: '/product/:id', page: 'ProductPage', title: 'Product', serverRendered: true },
];
export const CHECKOUT_ROUTES: OwnRoute[] = [
  { path: '/cart', page: 'CartPage', title: 'My Cart', serverRendered: false },
];
export const BLOG_ROUTES: OwnRoute[] = [
  { path: '/blogs/:id', page: 'BlogPostPage', title: 'Blog', serverRendered: true },
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

/** A renderer that renders one page as a paragraph naming it and the release that rendered it. */
export const pageRenderer = (page: string, label: string) => `export async function renderPage({ page }) {
  return page === '${page}' ? '<p>${page} rendered by ${label}</p>' : undefined;
}`;

/**
 * A renderer whose every render holds its thread for `ms` in code that never yields, as a render
 * with a runaway loop does. With `marks`, it writes `started` there as it begins and `finished` if it
 * ever ends.
 */
export const burningRenderer = (ms: number, marks?: string) => `import { writeFileSync } from 'node:fs';
const marks = ${JSON.stringify(marks ?? null)};
export async function renderPage() {
  if (marks) writeFileSync(marks + '/started', '');
  const end = Date.now() + ${ms};
  while (Date.now() < end);
  if (marks) writeFileSync(marks + '/finished', '');
  return '<p>burnt</p>';
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

/** The shell's not-found page as the host's build prerenders it into its release. */
export const SHELL_NOT_FOUND =
  '<section aria-labelledby="not-found-title"><h1 id="not-found-title">Page not found</h1><a href="/products">Browse the shop</a></section>';

export const ALL_APPS: AppName[] = ['host', 'catalog', 'checkout', 'account', 'blog', 'admin'];

/** Makes the first release of each app live: releases 1 to 5, in the order of ALL_APPS. */
export async function promoteFirstReleases(store: PointerStore): Promise<void> {
  for (const [index, app] of ALL_APPS.entries()) await promote(store, app, release(index + 1));
}

/** The API's stream of data changes, as the fake shop's API serves it, for a test to drive. */
export interface FakeChanges {
  /** Tells every open stream that the data named by these tags changed. */
  change(tags: string[]): void;
  /** Ends every open stream, as an API that lost its database listener does. */
  drop(): void;
  /** Streams open now. */
  readonly open: number;
}

/** A call the fake shop's API answered, other than its change stream: its path and request id. */
export interface FakeApiCall {
  url: string;
  requestId: string | undefined;
}

/** A document the fake shop's API answers under /api/feeds/, as the test set it. */
export interface FakeFeed {
  /** 200 by default. */
  status?: number;
  body: string;
  /** Named in its Cache-Tag header. */
  tags: string[];
}

/**
 * An API answering its change stream (`GET /api/changes`): ready at once, then whatever the test says
 * changed; the documents under /api/feeds/ the test set (by address, query included), and 404 for
 * others; and any other GET with `{}`, noting every call.
 */
async function startFakeApi(): Promise<{
  server: FastifyInstance;
  changes: FakeChanges;
  calls: FakeApiCall[];
  feeds: Map<string, FakeFeed>;
}> {
  const streams = new Set<{ write(text: string): void; end(): void }>();
  const calls: FakeApiCall[] = [];
  const feeds = new Map<string, FakeFeed>();
  const server = Fastify();
  server.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/changes')) return;
    const requestId = request.headers['x-request-id'];
    calls.push({ url: request.url, requestId: typeof requestId === 'string' ? requestId : undefined });
  });
  server.get('/api/*', async () => ({}));
  server.get('/api/feeds/*', async (request, reply) => {
    const feed = feeds.get(request.url);
    if (!feed) return reply.code(404).send({ message: 'Not found' });
    return reply
      .code(feed.status ?? 200)
      .header('cache-tag', feed.tags.join(','))
      .type('application/xml; charset=utf-8')
      .send(feed.body);
  });
  server.get('/api/changes', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    reply.raw.write('event: ready\ndata: {}\n\n');
    const stream = { write: (text: string) => reply.raw.write(text), end: () => reply.raw.end() };
    streams.add(stream);
    request.raw.on('close', () => streams.delete(stream));
  });
  server.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const changes: FakeChanges = {
    change: (tags) => {
      for (const stream of streams) stream.write(`data: ${JSON.stringify({ tags })}\n\n`);
    },
    drop: () => {
      for (const stream of streams) stream.end();
      streams.clear();
    },
    get open() {
      return streams.size;
    },
  };
  return { server, changes, calls, feeds };
}

export interface FakeShop {
  root: string;
  /** Where its pointer is kept: by default live.json in `root`. */
  store: PointerStore;
  /** The change stream of the fake shop's own API; absent when the test named an API of its own. */
  changes?: FakeChanges;
  /** The calls the fake shop's own API answered, but its change stream, in order. */
  apiCalls: FakeApiCall[];
  /** The documents the fake shop's own API answers under /api/feeds/, by address: set them at will. */
  apiFeeds: Map<string, FakeFeed>;
  host: FastifyInstance;
  catalog: FastifyInstance;
  live: LiveReleaseFollower;
  origins: ReleaseOrigins;
  renderers: Renderers;
  /** The metrics every server and renderer of the fake shop counts in. */
  metrics: ComposerMetrics;
  /** A second host reading the same folder, as another machine would. */
  startHost(): Promise<{ host: FastifyInstance; live: LiveReleaseFollower }>;
  close(): Promise<void>;
}

interface FakeShopOptions {
  /** How often the pointer is looked at. */
  pollMs?: number;
  /** The first release of an app, in place of the fake shop's own (a blog with a renderer, say). */
  releases?: Partial<Record<AppName, FakeRelease>>;
  renderers?: RenderersOptions;
  /** Where the host's pages and canary checks find the API; by default a fake one with a change stream. */
  apiBase?: string;
  canaryRule?: CanaryRule;
  /** Where the pointer of the shop's releases folder is kept, in place of live.json. */
  pointerStore?: (root: string) => PointerStore;
}

/**
 * One release of every app, promoted, served by a host (asked in-process) that renders the remotes'
 * pages itself and, on a real port each, every remote whose release renders pages on the server (by
 * default the catalog only), for the tests of the remote's own render answers and files.
 */
export async function startFakeShop({
  pollMs = 50,
  releases = {},
  renderers: renderersOptions,
  apiBase: ownApiBase,
  canaryRule,
  pointerStore = folderPointer,
}: FakeShopOptions = {}): Promise<FakeShop> {
  const root = await mkdtemp(join(tmpdir(), 'brass-composer-'));
  const store = pointerStore(root);
  const fakeApi = ownApiBase === undefined ? await startFakeApi() : undefined;
  const apiBase = ownApiBase ?? `http://127.0.0.1:${(fakeApi!.server.server.address() as AddressInfo).port}`;
  const firstReleases: Record<AppName, FakeRelease> = {
    host: { files: { [NOT_FOUND_FRAGMENT]: SHELL_NOT_FOUND } },
    catalog: { routes: CATALOG_ROUTES, renderer: productRenderer('release 2') },
    checkout: { routes: CHECKOUT_ROUTES },
    account: {},
    blog: {},
    admin: { routes: ADMIN_ROUTES },
    ...releases,
  };
  for (const [index, app] of ALL_APPS.entries())
    await writeFakeRelease(root, app, release(index + 1), firstReleases[app]);
  await promoteFirstReleases(store);
  const followers: LiveReleaseFollower[] = [];
  const servers: FastifyInstance[] = fakeApi ? [fakeApi.server] : [];
  const follow = async () => {
    const follower = await new LiveReleaseFollower(store, ALL_APPS, () => {}).start(pollMs);
    followers.push(follower);
    return follower;
  };
  const live = await follow();
  const metrics = new ComposerMetrics();
  metrics.followLive(live);
  const renderers = new Renderers(root, live, { metrics, ...renderersOptions });
  const quiet = { metrics, logLevel: 'silent' };
  const origins: ReleaseOrigins = {
    catalog: 'http://127.0.0.1:9',
    checkout: 'http://127.0.0.1:9',
    account: 'http://127.0.0.1:9',
    blog: 'http://127.0.0.1:9',
    admin: 'http://127.0.0.1:9',
  };
  const remoteServers: Partial<Record<AppName, FastifyInstance>> = {};
  for (const app of REMOTES.filter((remote) => firstReleases[remote].renderer !== undefined)) {
    // Its renderer's calls go to the fake shop's API, as the host's do.
    const baseConfig = { ...BASE_CONFIG, apiBase };
    const server = await createAppServer({ app, root, live, renderers, origins, baseConfig, ...quiet });
    await server.listen({ port: 0, host: '127.0.0.1' });
    servers.push(server);
    remoteServers[app] = server;
    origins[app] = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }
  const startHost = async () => {
    const hostLive = await follow();
    const host = await createAppServer({
      app: 'host',
      root,
      live: hostLive,
      renderers,
      origins,
      baseConfig: { ...BASE_CONFIG, apiBase },
      shopContact: async () => SHOP_CONTACT,
      canaryRule,
      ...quiet,
    });
    servers.push(host);
    return { host, live: hostLive };
  };
  const { host } = await startHost();
  return {
    root,
    store,
    changes: fakeApi?.changes,
    apiCalls: fakeApi?.calls ?? [],
    apiFeeds: fakeApi?.feeds ?? new Map(),
    host,
    catalog: remoteServers.catalog!,
    live,
    origins,
    renderers,
    metrics,
    startHost,
    async close() {
      await Promise.all(followers.map((follower) => follower.stop()));
      await Promise.all(servers.map((server) => server.close()));
      await renderers.close();
      await store.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

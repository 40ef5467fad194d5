import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@brass/shared/remote-routes';
import type { AppName, RuntimeConfig } from '@brass/shared/runtime-config';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-id.ts';
import type { Canary } from '../releases/live-pointer.ts';
import {
  photoOriginFromEnv,
  runtimeConfigFromEnv,
  shopOriginFromEnv,
} from '../../../tooling/runtime-config-from-env.ts';
import { assetSecurityHeaders, pageSecurityHeaders } from '../../../tooling/security-headers.ts';
import {
  CLIENT_DIR,
  NOT_FOUND_FRAGMENT,
  RELEASE_FILE,
  RELEASE_ID,
  releaseFolder,
  releasePath,
} from '../releases/layout.ts';
import { previewSecret } from '../releases/preview-links.ts';
import type { ReleaseManifest } from '../releases/release-manifest.ts';
import { composeRuntimeConfig, REMOTES, type ReleaseOrigins } from './composed-config.ts';
import { DataChanges } from './data-changes.ts';
import { renderHostPage } from './host-page.ts';
import type { LiveReleaseFollower, LiveReleases } from './live-releases.ts';
import type { Renderers } from './renderers.ts';
import { canaryReleasesOf } from './canary-visitors.ts';
import { CanaryViews } from './canary-views.ts';
import { CanaryWatch, canaryRuleFromEnv, type CanaryRule } from './canary-watch.ts';
import { browserHasPage, finishedPage, pageEncoding } from './page-bytes.ts';
import { PageCache, type CachedPage } from './page-cache.ts';
import { followPreviewLink, previewOf, withReleasesInPlace } from './preview.ts';
import { ComposerMetrics } from './metrics.ts';
import { matchRoute } from './route-table.ts';
import { routeFiles } from './route-preloads.ts';
import {
  CACHE_TAG_HEADER,
  parseRenderRequest,
  RENDER_PATH,
  renderedPageOf,
  renderServerPage,
} from './server-rendered-page.ts';
import { shopContactFromApi, type ShopContactSource } from './shop-contact.ts';
import { ROBOTS_CACHE_CONTROL, robotsTxt, SHOP_FEEDS, ShopFeeds, type ShopFeedPath } from './shop-feeds.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A page the same for every visitor: a browser asks again each time (a 304 when it has it), a CDN may
 * keep it a second and serve it a second more while it asks again, so stock and prices it shows are
 * never more than about two seconds old there.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';
/** A page composed for this browser (a preview, a canary's side): never kept by a shared cache. */
const PERSONAL_PAGE = 'private, no-cache';

/**
 * Remotes whose pages no search engine should list: the back office is for the shop's staff. Sent as
 * a header, as search engines read it without running the page's scripts.
 */
const NOT_INDEXED: ReadonlySet<RemoteName> = new Set(['admin']);

/** What composing a page of the host takes: the address asked for, and the releases it is drawn with. */
interface PageSource {
  /** Where the page is kept: the scheme, the releases and the address. */
  key: string;
  url: string;
  https: boolean;
  /** The releases drawn in place of the live ones (a canary visitor's, a preview's). */
  inPlace: ReleaseManifest[];
  /** The id the calls made to compose it carry: the request's that began it. */
  requestId: string;
}

export interface AppServerOptions {
  app: AppName;
  /** The releases folder. */
  root: string;
  live: LiveReleaseFollower;
  renderers: Renderers;
  /** Where each remote's releases are served, for the pages the host composes. */
  origins: ReleaseOrigins;
  /** The settings of the page that do not come from releases (API, providers); by default from the environment. */
  baseConfig?: RuntimeConfig;
  /** The shop's contact details the host's pages carry; by default the API's, asked every few seconds. */
  shopContact?: ShopContactSource;
  /** When a canary is withdrawn by itself; by default from the environment. */
  canaryRule?: CanaryRule;
  /** Where its requests and pages are counted; the shop's servers share one. */
  metrics?: ComposerMetrics;
  /** The level of its log (pino's levels); by default COMPOSER_LOG_LEVEL, or info. */
  logLevel?: string;
}

/**
 * The address of the page asked for, on the shop's public origin: only the path and query come from
 * the request, so a forged Host header (or an absolute or protocol-relative request target) never
 * ends up in the addresses the page names.
 */
export function pageAddress(requested: string, shopOrigin: string): URL {
  const asked = new URL(requested, 'http://any.invalid');
  const address = new URL(shopOrigin);
  address.pathname = asked.pathname;
  address.search = asked.search;
  return address;
}

/**
 * A built page names its files relative to itself (`./assets/…`); served from anywhere else it
 * names them inside its release, so every file it loads comes from the release it was built with.
 */
export function pointIntoRelease(html: string, prefix: string): string {
  return html.replace(/\b(src|href)="\.\//g, (_match, attribute: string) => `${attribute}="${prefix}`);
}

/**
 * Serves one app of the shop from its releases, the way a CDN would: everything inside a release is
 * immutable and precompressed, CORS is open so the host page may load a remote's modules, and only
 * the pages and the pointer change. The host also composes the pages from the live releases: their
 * runtime config, route table, preloads and server-rendered markup. A remote answers its release's
 * render requests with that release's renderer, and its own standalone pages.
 */
export async function createAppServer({
  app,
  root,
  live,
  renderers,
  origins,
  baseConfig,
  shopContact = shopContactFromApi(),
  canaryRule,
  metrics = new ComposerMetrics(),
  logLevel = process.env.COMPOSER_LOG_LEVEL ?? 'info',
}: AppServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    logger: { level: logLevel },
    // A page's id, sent back to the browser and on every call made to the API for it. The host's
    // calls to a remote's renderer carry it too; from anyone else it is taken only if safe to log.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    // One line per page instead (pageSent), not one per file of every release.
    logController: new LogController({ disableRequestLogging: true }),
  });
  metrics.recordRequests(server, app);
  const shopOrigin = () => shopOriginFromEnv(process.env);
  const photoOrigin = () => photoOriginFromEnv(process.env);
  // A mistyped PUBLIC_SHOP_ORIGIN or S3_PUBLIC_URL stops the server at start, not every page later.
  shopOrigin();
  photoOrigin();
  const base = () => baseConfig ?? runtimeConfigFromEnv(process.env);
  /** The page's runtime config: the live releases, with some swapped for the visitor's canary or preview. */
  const config = (inPlace: ReleaseManifest[] = []) =>
    composeRuntimeConfig(base(), withReleasesInPlace(live.current(), inPlace), origins);
  // Behind a proxy that ends TLS the request arrives as http: the shop's https origin says it.
  const isHttps = (request: FastifyRequest) =>
    request.protocol === 'https' || shopOrigin().startsWith('https:');
  const pageHeaders = (https: boolean, scriptHashes?: string[], pageConfig = config()) =>
    pageSecurityHeaders({
      config: pageConfig,
      shopOrigin: shopOrigin(),
      photoOrigin: photoOrigin(),
      scriptHashes,
      https,
    });
  server.addHook('onRequest', async (request, reply) => {
    reply.headers(assetSecurityHeaders).header(REQUEST_ID_HEADER, request.id);
  });
  await server.register(cors, { origin: '*' });
  // Built files come precompressed and are sent as is; pages are compressed once each (page-bytes.ts).
  // Server-rendered fragments go to the host uncompressed: compressing them would cost both ends on
  // every render for bytes that never leave the shop's network.
  await server.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

  const known = new Set<string>();
  const isRelease = (id: string) => {
    if (known.has(id)) return true;
    if (!RELEASE_ID.test(id) || !existsSync(join(releaseFolder(root, app, id), RELEASE_FILE))) return false;
    known.add(id);
    return true;
  };
  const clientDir = (id: string) => join(releaseFolder(root, app, id), CLIENT_DIR);
  // A built page never changes inside its release: read once per release, and compressed once.
  const pages = new Map<string, Promise<string>>();
  const releasePage = (id: string, file: string) => {
    const key = `${id}/${file}`;
    let page = pages.get(key);
    if (!page) {
      page = readFile(join(clientDir(id), file), 'utf8').then((html) =>
        pointIntoRelease(html, releasePath(app, id)),
      );
      page.catch(() => pages.delete(key));
      pages.set(key, page);
    }
    return page;
  };
  const finishedPages = new Map<string, Promise<CachedPage>>();
  const finishedReleasePage = (id: string, file: string) => {
    const key = `${id}/${file}`;
    let page = finishedPages.get(key);
    if (!page) {
      page = releasePage(id, file).then((html) => finishedPage(200, html, {}));
      page.catch(() => finishedPages.delete(key));
      finishedPages.set(key, page);
    }
    return page;
  };
  /** A page as it was made: in the encoding the browser takes, or 304 when the browser has it. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) => {
    reply
      .headers(page.headers)
      .header('Cache-Control', cacheControl)
      .header('ETag', page.etag)
      .header('Vary', 'Accept-Encoding');
    if (page.status === 200 && browserHasPage(request.headers['if-none-match'], page.etag))
      return reply.code(304).send();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.code(page.status).type('text/html').send(page[encoding]);
  };
  const sendReleasePage = async (request: FastifyRequest, reply: FastifyReply, id: string, file: string) => {
    if (!existsSync(join(clientDir(id), file))) return reply.code(404).type('text/plain').send('Not found');
    const page = await finishedReleasePage(id, file);
    return sendPage(request, reply.headers(pageHeaders(isHttps(request))), page, 'no-cache');
  };
  const sendReleaseFile = (reply: FastifyReply, id: string, file: string, cacheControl: string) => {
    if (!existsSync(join(clientDir(id), file))) return reply.code(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', cacheControl);
    return reply.sendFile(file, clientDir(id));
  };

  server.get<{ Params: { id: string } }>(`/releases/${app}/:id/${RENDER_PATH}`, async (request, reply) => {
    const { id } = request.params;
    if (!isRelease(id) || !renderers.has(app, id))
      return reply.code(404).send({ message: `${app} ${id} renders no pages on the server` });
    const query = parseRenderRequest(request.query as Record<string, unknown>);
    if ('message' in query) return reply.code(400).send(query);
    // Anyone may ask for a fragment: the page it names is on the shop's origin whatever they send.
    const url = pageAddress(query.url, shopOrigin()).href;
    const outcome = await renderers.render(app, id, { ...query, url }, config(), {
      requestId: request.id,
      log: request.log,
    });
    // The host then sends the page without its server render, and the browser draws it.
    if ('fallback' in outcome) return reply.code(503).send({ message: outcome.fallback });
    if (outcome.rendered === undefined)
      return reply.code(404).send({ message: `${query.page} is not rendered on the server` });
    const { status, html, tags } = renderedPageOf(outcome.rendered);
    if (tags) reply.header(CACHE_TAG_HEADER, tags.join(','));
    // A 404 with markup is the remote's page for what it does not have (a product, a post).
    return reply
      .code(status)
      .headers(pageHeaders(isHttps(request)))
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .send(html);
  });

  const liveId = () => live.current().releases[app].id;

  server.get<{ Params: { id: string; '*': string } }>(`/releases/${app}/:id/*`, (request, reply) => {
    const { id, '*': file } = request.params;
    if (!isRelease(id)) return reply.code(404).type('text/plain').send(`${app} has no release ${id}`);
    if (/\.html?$/i.test(file)) {
      // A page of a release no longer live would run its old code, with the shop's origin and
      // cookies: only its assets stay, for the tabs still loading from it.
      if (id !== liveId()) return reply.code(404).type('text/plain').send(`${app} ${id} is not live`);
      return sendReleasePage(request, reply, id, file);
    }
    return sendReleaseFile(reply, id, file, IMMUTABLE);
  });
  const wantsPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
  // Outside /releases/ a path means "the live release's": the pages change with every promotion.
  const sendLiveFile = (request: FastifyRequest, reply: FastifyReply) => {
    let file: string;
    try {
      file = decodeURIComponent(request.url.split('?')[0]!.replace(/^\/+/, ''));
    } catch {
      file = '';
    }
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD'))
      return reply.code(404).type('text/plain').send('Not found');
    if (file.endsWith('.html')) return sendReleasePage(request, reply, liveId(), file);
    return sendReleaseFile(reply, liveId(), file, 'no-cache');
  };

  if (app !== 'host') {
    renderers.followLive(app);
    server.get('/', (request, reply) => sendReleasePage(request, reply, liveId(), 'index.html'));
    server.setNotFoundHandler((request, reply) => sendLiveFile(request, reply));
    return server;
  }

  // The host draws every remote's pages with that remote's renderer itself (`renderServerPage`).
  for (const remote of REMOTES) renderers.followLive(remote);
  const secret = await previewSecret(live.store);
  await server.register(cookie);
  // A release removed meanwhile is not swapped in: the browser gets the live one.
  const manifestOf = (releaseApp: AppName, id: string) =>
    live.manifest(releaseApp, id).catch(() => undefined);
  const views = new CanaryViews(live.store);
  const watch = new CanaryWatch(live, () => base().apiBase, canaryRule ?? canaryRuleFromEnv(process.env));
  server.addHook('onClose', async () => {
    watch.stop();
    await views.close();
  });
  /**
   * The releases this browser's pages use in place of the live ones: the canary of each app it was
   * drawn to (counting the page on its side when `counted`), and the release a preview link pinned.
   */
  const releasesInPlace = async (request: FastifyRequest, reply: FastifyReply, counted: boolean) => {
    const canaries = live.current().pointer.canary ?? {};
    const drawn = canaryReleasesOf(request, reply, canaries, isHttps(request));
    const preview = previewOf(request, secret);
    if (counted)
      for (const [canaryApp, canary] of Object.entries(canaries) as [AppName, Canary][])
        if (preview?.app !== canaryApp) views.count(canaryApp, canary, drawn[canaryApp] === canary.id);
    const wanted = { ...drawn, ...(preview && { [preview.app]: preview.id }) };
    const inPlace = await Promise.all(
      (Object.entries(wanted) as [AppName, string][]).map(([wantedApp, id]) => manifestOf(wantedApp, id)),
    );
    const found = inPlace.filter((manifest) => manifest !== undefined);
    return { inPlace: found, previewed: found.find((manifest) => manifest.app === preview?.app) };
  };

  server.get('/config.json', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .send(config((await releasesInPlace(request, reply, false)).inPlace)),
  );
  // The pointer this server follows: the last good one, even while the file on disk is damaged.
  server.get('/releases/live.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(live.current().pointer),
  );
  /**
   * The host's finished pages, as sent. Kept only while the API's changes are followed, so a change to
   * the data a page shows reaches it within the time the change takes to be told; forgotten whole when
   * the live releases change, as every page inlines the release of every app.
   */
  const cache = new PageCache<PageSource>();
  const feeds = new ShopFeeds(
    () => base().apiBase,
    () => changes.following,
  );
  const changes = new DataChanges(() => base().apiBase, {
    changed: (tags) => {
      feeds.changed(tags);
      const asked = cache.invalidate(tags);
      // Drawn again at once, so that visitors find them ready, unless the releases changed meanwhile.
      if (live.current() === cachedFrom)
        for (const source of asked)
          composeShared({ ...source, requestId: requestIdOf(undefined) }, cache).catch(() => undefined);
    },
    lost: () => {
      cache.clear();
      feeds.clear();
    },
  }).start();
  server.addHook('onClose', async () => changes.stop());
  let cachedFrom: LiveReleases | undefined;
  const pageCache = () => {
    const current = live.current();
    if (current !== cachedFrom) {
      cache.clear();
      cachedFrom = current;
    }
    return changes.following ? cache : undefined;
  };
  /** Pages being composed, so that visitors asking for one at once share its render. */
  const composing = new Map<string, Promise<CachedPage>>();

  const sendShopPageAs = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    personal: boolean,
  ) =>
    sendPage(request, reply, page, page.status !== 200 ? 'no-cache' : personal ? PERSONAL_PAGE : SHARED_PAGE);
  /**
   * Composes the page `source` names, and keeps it in `pages` when it is the same for every visitor: a
   * whole page (its remote rendered it with data whose changes are followed) that exists.
   */
  const composePage = async (
    source: PageSource,
    previewed: ReleaseManifest | undefined,
    pages: PageCache<PageSource> | undefined,
  ): Promise<CachedPage> => {
    const begunAt = pages?.begin() ?? 0;
    const runtimeConfig = config(source.inPlace);
    const indexHtml = await releasePage(runtimeConfig.releases.host!, 'index.html');
    const match = matchRoute(runtimeConfig.routes, source.url);
    const pageUrl = pageAddress(source.url, shopOrigin());
    const [contact, files, serverRendered, shellPage] = await Promise.all([
      shopContact(runtimeConfig.apiBase, source.requestId),
      match ? routeFiles(match.route, runtimeConfig) : undefined,
      match
        ? renderServerPage(renderers, match, pageUrl.href, runtimeConfig, {
            requestId: source.requestId,
            log: server.log.child({ reqId: source.requestId }),
          })
        : undefined,
      // A host released before its not-found page was prerendered leaves it to the browser.
      match
        ? undefined
        : releasePage(runtimeConfig.releases.host!, NOT_FOUND_FRAGMENT).catch(() => undefined),
    ]);
    const { html, scriptHashes } = renderHostPage(indexHtml, {
      config: runtimeConfig,
      url: pageUrl.href,
      title: match?.route.title,
      files,
      serverRendered: serverRendered?.html,
      shellPage,
      shopContact: contact,
      preview: previewed && { app: previewed.app, id: previewed.id },
      backOffice: match?.route.remote === 'admin',
    });
    const headers = pageHeaders(source.https, scriptHashes, runtimeConfig);
    if (match && NOT_INDEXED.has(match.route.remote)) headers['X-Robots-Tag'] = 'noindex, nofollow';
    // No soft 404: an address no route matches is the shell's not-found page (drawn here from the host's
    // release, so it is in the page before any script), and the remote that owns
    // a route says whether what it names exists.
    const status = match ? (serverRendered?.status ?? 200) : 404;
    const dataTags = match?.route.serverRendered ? serverRendered?.tags : [];
    // The shop's contact details, inlined into every page, are among its settings. Named on the page
    // too, so that a CDN keeping it can purge it by the same tags.
    const tags = status === 200 && dataTags ? ['settings', ...dataTags] : undefined;
    if (tags) headers[CACHE_TAG_HEADER] = tags.join(',');
    const owner = match?.route.remote ?? 'host';
    const page: CachedPage = {
      ...(await finishedPage(status, html, headers)),
      owner: { app: owner, release: runtimeConfig.releases[owner] ?? 'none' },
    };
    if (pages && tags) pages.set(source.key, page, tags, begunAt, source);
    return page;
  };
  /** The page `source` names: composed, or joined while another visitor's request composes it. */
  const composeShared = (source: PageSource, pages: PageCache<PageSource> | undefined) => {
    // Unless data changed since that render began: then it may show the data from before.
    const sharedKey = `${pages?.begin() ?? 'uncached'} ${source.key}`;
    let page = composing.get(sharedKey);
    if (!page) {
      page = composePage(source, undefined, pages);
      composing.set(sharedKey, page);
      void page.finally(() => composing.delete(sharedKey)).catch(() => undefined);
    }
    return page;
  };
  const sendShopPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (followPreviewLink(request, reply, secret, isHttps(request))) return reply;
    const { inPlace, previewed } = await releasesInPlace(request, reply, true);
    const personal = previewed !== undefined || Object.keys(live.current().pointer.canary ?? {}).length > 0;
    // A preview is one team's look at its release: never kept, never shown to anyone else.
    const pages = previewed ? undefined : pageCache();
    const releaseIds = Object.values(withReleasesInPlace(live.current(), inPlace).releases).map(
      (manifest) => manifest.id,
    );
    const https = isHttps(request);
    const key = `${https ? 'https' : 'http'} ${releaseIds.join(',')} ${request.url}`;
    const cached = pages?.get(key);
    const source = { key, url: request.url, https, inPlace, requestId: request.id };
    const page =
      cached ??
      (await (previewed ? composePage(source, previewed, undefined) : composeShared(source, pages)));
    pageSent(request, page, cached ? 'hit' : 'miss');
    return sendShopPageAs(request, reply, page, personal);
  };
  /**
   * Counts and logs a page sent, under the app and release that own its route, as the page was composed
   * with them: a kept page is counted without composing its config again.
   */
  const pageSent = (request: FastifyRequest, page: CachedPage, cache: 'hit' | 'miss') => {
    const labels = {
      app: page.owner?.app ?? 'host',
      release: page.owner?.release ?? 'none',
      status: String(page.status),
      cache,
    };
    metrics.pages.inc(labels);
    request.log.info({ ...labels, url: request.url }, 'page sent');
  };
  const sendPageOrFile = (request: FastifyRequest, reply: FastifyReply) =>
    wantsPage(request) ? sendShopPage(request, reply) : sendLiveFile(request, reply);
  // Made for crawlers and Merchant Center, not drawn by any release: no route of the shop's.
  server.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', ROBOTS_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(shopOrigin())),
  );
  for (const path of Object.keys(SHOP_FEEDS) as ShopFeedPath[])
    server.get(path, (request, reply) => feeds.send(request, reply, path));
  server.get('/', sendShopPage);
  server.get('/*', sendPageOrFile);
  server.setNotFoundHandler(sendPageOrFile);
  return server;
}

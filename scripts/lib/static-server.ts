import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { constants as zlib } from 'node:zlib';
import { basename, join } from 'node:path';
import type { RenderRequest } from '../../shared/src/remote-pages.ts';
import type { RuntimeConfig } from '../../shared/src/runtime-config.ts';
import { runtimeConfigFromEnv, shopOriginFromEnv } from '../../tooling/runtime-config-from-env.ts';
import { assetSecurityHeaders, newNonce, pageSecurityHeaders } from '../../tooling/security-headers.ts';
import { renderHostPage } from './host-page.ts';
import { matchRoute } from './host-routes.ts';
import { routeFiles } from './route-preloads.ts';
import { fetchServerRenderedPage, parseRenderRequest, RENDER_PATH } from './server-rendered-page.ts';

/** What a remote's server renderer (`dist-server/render.js`) exports. */
export type RenderPage = (request: RenderRequest, config: RuntimeConfig) => Promise<string | undefined>;

/** Files a browser must ask about every time: they name the hashed files of the current release. */
const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'config.json',
  'embed.html',
]);

interface StaticServerOptions {
  root: string;
  /** The host answers unknown paths with its index.html (client routing) and serves the runtime config. */
  spa: boolean;
  /** The host's runtime config; by default it is derived from the environment. */
  runtimeConfig?: RuntimeConfig;
  /** A remote that draws its pages on the server answers the host's render requests with this. */
  renderPage?: RenderPage;
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
 * Serves one built app the way a CDN would: precompressed brotli or gzip, hashed assets immutable,
 * entry files revalidated, and CORS open so the host page may load a remote's modules.
 */
export async function createStaticServer({
  root,
  spa,
  runtimeConfig,
  renderPage,
}: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const config = () => runtimeConfig ?? runtimeConfigFromEnv(process.env);
  const shopOrigin = () => shopOriginFromEnv(process.env);
  // A mistyped PUBLIC_SHOP_ORIGIN stops the server at start, not every page later.
  shopOrigin();
  const pageHeaders = (request: FastifyRequest, nonce?: string) =>
    pageSecurityHeaders({
      config: config(),
      shopOrigin: shopOrigin(),
      nonce,
      // Behind a proxy that ends TLS the request arrives as http: the shop's https origin says it.
      https: request.protocol === 'https' || shopOrigin().startsWith('https:'),
    });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(assetSecurityHeaders);
  });
  await app.register(cors, { origin: '*' });
  // Pages and drawn fragments are made per request; built files come precompressed and are sent as is.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    // The host's page is rendered below, with its runtime config inlined; remotes serve their own.
    index: spa ? false : ['index.html'],
    setHeaders(reply, filePath) {
      const name = basename(filePath).replace(/\.(br|gz)$/, '');
      // A remote's own pages (standalone, embed) are pages of the shop too, without inline scripts.
      if (name.endsWith('.html')) reply.headers(pageHeaders(reply.request));
      if (ENTRY_FILES.has(name) || name.endsWith('.html')) {
        reply.header('Cache-Control', 'no-cache');
      } else if (filePath.includes('/assets/')) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  if (renderPage) {
    app.get(`/${RENDER_PATH}`, async (request, reply) => {
      const query = parseRenderRequest(request.query as Record<string, unknown>);
      if ('message' in query) return reply.code(400).send(query);
      // Anyone may ask for a fragment: the page it names is on the shop's origin whatever they send.
      const url = pageAddress(query.url, shopOrigin()).href;
      const markup = await renderPage({ ...query, url }, config());
      if (markup === undefined)
        return reply.code(404).send({ message: `${query.page} is not drawn on the server` });
      return reply
        .headers(pageHeaders(request))
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .send(markup);
    });
  }

  if (spa) {
    app.get('/config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return config();
    });
    // Read on every request: a redeploy replaces index.html, and it must name the new hashed files.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
      const runtimeConfig = config();
      const match = matchRoute(request.url);
      const pageUrl = pageAddress(request.url, shopOrigin());
      const [files, drawn] = match
        ? await Promise.all([
            routeFiles(match.route, runtimeConfig),
            fetchServerRenderedPage(match, pageUrl.href, runtimeConfig),
          ])
        : [];
      const nonce = newNonce();
      const html = renderHostPage(indexHtml, {
        config: runtimeConfig,
        path: pageUrl.pathname,
        files,
        drawn,
        nonce,
      });
      return reply
        .headers(pageHeaders(request, nonce))
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .send(html);
    };
    app.get('/', (request, reply) => sendPage(request, reply));
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
      return sendPage(request, reply);
    });
  }
  return app;
}

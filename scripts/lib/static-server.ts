import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RuntimeConfig } from '../../shared/src/runtime-config.ts';
import { runtimeConfigFromEnv } from '../../tooling/runtime-config-from-env.ts';
import { escapeAttribute, routePreloadLinks } from './route-preloads.ts';

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
}

/**
 * Serves one built app the way a CDN would: precompressed brotli or gzip, hashed assets immutable,
 * entry files revalidated, and CORS open so the host page may load a remote's modules.
 */
export async function createStaticServer({
  root,
  spa,
  runtimeConfig,
}: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cors, { origin: '*' });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    // The host's page is rendered below, with its runtime config inlined; remotes serve their own.
    index: spa ? false : ['index.html'],
    setHeaders(reply, filePath) {
      const name = basename(filePath).replace(/\.(br|gz)$/, '');
      if (ENTRY_FILES.has(name) || name.endsWith('.html')) {
        reply.header('Cache-Control', 'no-cache');
      } else if (filePath.includes('/assets/')) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  if (spa) {
    const config = () => runtimeConfig ?? runtimeConfigFromEnv(process.env);
    app.get('/config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return config();
    });
    // Read on every request: a redeploy replaces index.html, and it must name the new hashed files.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
      const runtimeConfig = config();
      const preloads = await routePreloadLinks(request.url, runtimeConfig);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .send(withRuntimeConfig(indexHtml, runtimeConfig, preloads));
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

/**
 * Puts the runtime config into the page itself, so the shell starts without a round trip for
 * config.json, followed by the links that fetch the route's remote page alongside the shell. The
 * API's connection is opened early too: every page asks it for data and images as soon as it renders.
 */
export function withRuntimeConfig(indexHtml: string, config: RuntimeConfig, routePreloads = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return indexHtml.replace(
    '</head>',
    `<script>window.__BRASS_RUNTIME_CONFIG__=${json}</script>` +
      `<link rel="preconnect" href="${escapeAttribute(config.apiBase)}" />${routePreloads}</head>`,
  );
}

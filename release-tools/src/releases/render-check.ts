import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { RenderedPage } from '@brass/shared/remote-pages';
import type { RemoteName } from '@brass/shared/remote-routes';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { RENDERER_FILE, SERVER_DIR, releaseFolder } from '@brass/composer/releases/layout';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { RendererThread } from '@brass/composer/serving/renderer-thread';
import { renderedPageOf } from '@brass/composer/serving/server-rendered-page';
import { matchRoute } from '@brass/composer/serving/route-table';

/**
 * How long a trial render may take. Far above the shop's budget: the renderer starts cold, and the
 * check asks whether a page renders at all, not how fast.
 */
export const TRIAL_RENDER_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number, late: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(late)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const LINK = /\bhref="([^"]+)"/g;

/**
 * Renders every route a release renders on the server, on a renderer thread of its own, with the data
 * of the shop the config names: the routes without params first, then each route with params at an
 * address the first ones link to (a product the home page shows, a post the blog lists), or at an
 * unknown one when none links there. A renderer that does not load, or throws on any of them, would
 * send those pages without their server render to every shopper: each is said in a sentence.
 */
export async function rendererProblems(
  root: string,
  release: ReleaseManifest,
  config: RuntimeConfig,
  shopOrigin: string,
  { timeoutMs = TRIAL_RENDER_MS } = {},
): Promise<string[]> {
  if (!release.serverRenderer || release.app === 'host') return [];
  const name = `${release.app} ${release.id}`;
  const thread = new RendererThread(
    join(releaseFolder(root, release.app, release.id), SERVER_DIR, RENDERER_FILE),
  );
  try {
    try {
      await within(thread.loaded(), timeoutMs, `it did not load within ${timeoutMs / 1000} s`);
    } catch (error) {
      return [`${name}'s server renderer does not load: ${(error as Error).message}`];
    }
    const routes = release.routes
      .filter((route) => route.serverRendered)
      .map((route) => ({ ...route, remote: release.app as RemoteName }));
    const markups: string[] = [];
    const problems: string[] = [];
    const render = async (path: string, page: string, params: Record<string, string>) => {
      try {
        const answer = await within(
          thread.render({ page, params, url: new URL(path, shopOrigin).href }, config, randomUUID()),
          timeoutMs,
          `it did not finish within ${timeoutMs / 1000} s`,
        );
        if (answer !== undefined) markups.push(renderedPageOf(answer as RenderedPage | string).html);
      } catch (error) {
        problems.push(`${name} fails rendering ${path}: ${(error as Error).message}`);
      }
    };
    const hasParams = (path: string) => /[:*]/.test(path);
    for (const route of routes.filter((route) => !hasParams(route.path)))
      await render(route.path, route.page, {});
    const linked = markups.flatMap((markup) =>
      [...markup.matchAll(LINK)].map(
        (match) => new URL(match[1]!.replaceAll('&amp;', '&'), shopOrigin).pathname,
      ),
    );
    for (const route of routes.filter((route) => hasParams(route.path))) {
      const sample = route.path.replace(/:[^/]+/g, 'unknown').replace('*', 'unknown');
      const path = linked.find((href) => matchRoute([route], href)) ?? sample;
      await render(path, route.page, matchRoute([route], path)?.params ?? {});
    }
    return problems;
  } finally {
    await thread.stop();
  }
}

import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import type { RenderCaller, Renderers } from './renderers.ts';
import type { RouteMatch } from './route-table.ts';

/**
 * The path, beside the remote's manifest, where the server of a remote that renders its pages on the
 * server answers render requests: a team's way to look at its renderer's answer on its own.
 */
export const RENDER_PATH = 'render';

/**
 * The header a remote's render answer names the cache tags of its page's data in, comma-separated, as
 * the API names them on its answers. Without it the page showed data that cannot be followed, and is
 * not cached.
 */
export const CACHE_TAG_HEADER = 'Cache-Tag';

/** The tags a `Cache-Tag` header names; undefined when there is no such header. */
export function cacheTagsOf(header: string | null): string[] | undefined {
  if (header === null) return undefined;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * What a release's renderer gave, as a page with its status: a renderer built before statuses gave
 * the markup alone, which is a page that exists.
 */
export function renderedPageOf(result: string | RenderedPage): RenderedPage {
  return typeof result === 'string' ? { status: 200, html: result } : result;
}

/**
 * The route's page and its status, rendered by the renderer of the release of the remote that owns it
 * on this server, or undefined when its route is not rendered on the server, or the renderer fails or
 * is too slow. Rendering here, rather than asking the remote's origin, lets that origin be a bucket or
 * a CDN: a page never waits on a remote's server, only on the release's code. The remote answers a page
 * whose subject it does not have (a product, a post) with 404 and its markup. The render's calls to the
 * API carry the caller's request id.
 */
export async function renderServerPage(
  renderers: Pick<Renderers, 'has' | 'render'>,
  { route, params }: RouteMatch,
  pageUrl: string,
  config: RuntimeConfig,
  caller: RenderCaller,
): Promise<RenderedPage | undefined> {
  const id = config.releases[route.remote];
  if (!route.serverRendered || !id || !renderers.has(route.remote, id)) return undefined;
  const outcome = await renderers.render(
    route.remote,
    id,
    { page: route.page, params, url: pageUrl },
    config,
    caller,
  );
  if ('fallback' in outcome || outcome.rendered === undefined) return undefined;
  return renderedPageOf(outcome.rendered);
}

/** The query of a render request, or a message saying what is wrong with it. */
export function parseRenderRequest(query: Record<string, unknown>): RenderRequest | { message: string } {
  const { page, params, url } = query;
  if (typeof page !== 'string' || !page) return { message: 'page is required' };
  if (typeof url !== 'string' || !URL.canParse(url)) return { message: 'url must be an absolute address' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof params === 'string' ? params : '{}');
  } catch {
    return { message: 'params must be a JSON object of strings' };
  }
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!valid) return { message: 'params must be a JSON object of strings' };
  return { page, params: parsed as Record<string, string>, url };
}

import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';
import { RENDER_BUDGET_MS } from './renderers.ts';
import type { RouteMatch } from './route-table.ts';

// The remote's render budget plus a round trip: the host gives up only on a remote that does not answer.
const RENDER_TIMEOUT_MS = RENDER_BUDGET_MS + 200;

/** The path, beside the remote's manifest, where a remote that renders its pages on the server answers. */
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
 * The route's page and its status, rendered by the release of the remote that owns it, or undefined
 * when its route is not rendered on the server, or the remote fails or is too slow. The remote
 * answers a page whose subject it does not have (a product, a post) with 404 and its markup; a 404
 * without markup means the remote renders no such page on the server. The remote's render, and its
 * calls to the API, carry the page's `requestId`.
 */
export async function fetchServerRenderedPage(
  { route, params }: RouteMatch,
  pageUrl: string,
  config: RuntimeConfig,
  requestId: string,
): Promise<RenderedPage | undefined> {
  if (!route.serverRendered) return undefined;
  // Beside the manifest, so the page is rendered by the same release the shell will load it from.
  const renderUrl = new URL(RENDER_PATH, config.remotes[route.remote]);
  renderUrl.searchParams.set('page', route.page);
  renderUrl.searchParams.set('params', JSON.stringify(params));
  renderUrl.searchParams.set('url', pageUrl);
  try {
    const response = await fetch(renderUrl, {
      headers: { [REQUEST_ID_HEADER]: requestId },
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const { status } = response;
    const isPage =
      status === 200 || (status === 404 && response.headers.get('content-type')?.startsWith('text/html'));
    if (!isPage) return undefined;
    return { status, html: await response.text(), tags: cacheTagsOf(response.headers.get(CACHE_TAG_HEADER)) };
  } catch {
    return undefined;
  }
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

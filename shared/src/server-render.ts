/**
 * Renders a remote's page on the server, for the host's server to send inside its page (a remote's
 * `src/server/render.tsx`). Only server builds import it: no browser ever downloads it.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPageMetaProvider, type PageMeta } from '@brass/shared/page-meta';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { SERVER_DATA_ELEMENT_ID, ServerDataProvider } from '@brass/shared/server-data';
import { StaticRouter } from '@brass/shared/server-router';
import type { RemotePageProps, RenderedPage, RenderRequest } from './remote-pages';
import { collectCacheTags } from './server-cache-tags';
import { failedStatus } from './use-request';

/** A slow API must not hold up the page: the browser then loads what is missing itself. */
const API_TIMEOUT_MS = 800;

/**
 * A page a remote renders on the server, and the calls its first render reads (by `useRequest` key).
 * Each call goes through the shop's API client with `signal`: the page's cache tags are those of the
 * answers to the calls sent with it.
 */
export interface ServerPage {
  Page: ComponentType<RemotePageProps>;
  load?: (request: RenderRequest, signal: AbortSignal) => Record<string, Promise<unknown>>;
}

/**
 * A page about one thing the shop may not have (a product, a post): when the call that loads it is
 * answered 404, the server renders `Missing`, the page as the shopper sees it then, and answers 404.
 */
export interface ServerPageWithSubject extends ServerPage {
  /** The key of the call that loads what the page is about. */
  subject: (request: RenderRequest) => string | undefined;
  /** The page rendered with that call's failure. */
  Missing: ComponentType<RemotePageProps & { error: unknown }>;
}

/** The address the router sees: the page's path and query, without the origin. */
function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/**
 * The answers that came in time, and the failures by key; a part whose call failed is rendered loading
 * and loads in the browser.
 */
async function settledCalls(
  calls: Record<string, Promise<unknown>>,
): Promise<{ answers: Record<string, unknown>; failures: Map<string, unknown> }> {
  const keys = Object.keys(calls);
  const results = await Promise.allSettled(Object.values(calls));
  const answers: Record<string, unknown> = {};
  const failures = new Map<string, unknown>();
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') answers[keys[index]!] = result.value;
    else failures.set(keys[index]!, result.reason);
  });
  return { answers, failures };
}

const hasSubject = (entry: ServerPage): entry is ServerPageWithSubject => 'subject' in entry;

/**
 * The page as the shopper sees it when what it is about does not exist: its `Missing` page, rendered
 * with the failure, when the call of its subject was answered 404.
 */
function missingPage(
  entry: ServerPage | ServerPageWithSubject,
  request: RenderRequest,
  failures: Map<string, unknown>,
): ReactNode | undefined {
  if (!hasSubject(entry)) return undefined;
  const { subject, Missing } = entry;
  const key = subject(request);
  const error = key === undefined ? undefined : failures.get(key);
  return failedStatus(error) === 404 ? createElement(Missing, { params: request.params, error }) : undefined;
}

/** Text or an attribute's value written into markup: nothing in it is read as markup. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const metaTag = (property: string, content: string | number) =>
  `<meta property="${property}" content="${escapeHtml(String(content))}"/>`;

/**
 * The page's own title, description, canonical address and share tags, as it names them with
 * `usePageMeta`; every address absolute on the page's origin, as crawlers take no relative one.
 */
function headOf({ title, description, canonical, share }: PageMeta, pageUrl: string): string {
  const image = share?.image;
  return (
    (title ? `<title>${escapeHtml(title)}</title>` : '') +
    (description ? `<meta name="description" content="${escapeHtml(description)}"/>` : '') +
    (canonical ? `<link rel="canonical" href="${escapeHtml(new URL(canonical, pageUrl).href)}"/>` : '') +
    (share ? metaTag('og:type', share.type) : '') +
    (image
      ? metaTag('og:image', new URL(image.url, pageUrl).href) +
        (image.width ? metaTag('og:image:width', image.width) : '') +
        (image.height ? metaTag('og:image:height', image.height) : '') +
        metaTag('og:image:alt', image.alt)
      : '') +
    (share?.type === 'product'
      ? metaTag('product:price:amount', share.price.toFixed(2)) +
        metaTag('product:price:currency', 'INR') +
        metaTag('product:availability', share.inStock ? 'in stock' : 'out of stock')
      : '')
  );
}

/** What the page named last for each field stands; a field it left unnamed keeps what it had. */
const namedOf = (meta: PageMeta) =>
  Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined)) as PageMeta;

/**
 * The markup of the page `request` names, with its data loaded by the page's own fetchers, and the
 * status to answer it with; undefined for a page the remote does not render on the server. The answers go
 * with it (written into a script the page reads, `<` escaped so no answer can end it), so that the page's
 * first render in the browser renders the same and takes the markup over without a flash. `wrap` adds what
 * a remote's pages need around them on the server (a provider of its own). A page with a subject whose
 * call was answered 404 is rendered as its `Missing` page, with status 404. The page's cache tags are
 * those of every answer it was rendered with (`RenderedPage.tags`).
 *
 * The markup starts with what belongs in the document's head, for the host's server to move there:
 * the page's title, description, canonical address and share tags when it names them, then the preloads React writes for the
 * images the page does not load lazily (its largest, `fetchPriority="high"`, first), with the very
 * `srcSet` and `sizes` of those images, so the browser fetches each once.
 */
export async function renderServerPage(
  pages: Record<string, ServerPage | ServerPageWithSubject>,
  request: RenderRequest,
  config: RuntimeConfig,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Promise<RenderedPage | undefined> {
  const entry = Object.hasOwn(pages, request.page) ? pages[request.page] : undefined;
  if (!entry) return undefined;
  setRuntimeConfig(config);
  const signal = AbortSignal.timeout(API_TIMEOUT_MS);
  const collectedTags = collectCacheTags(signal);
  const calls = entry.load?.(request, signal) ?? {};
  const { answers, failures } = await settledCalls(calls);
  // A call can fail before the client sends it, where no answer, and so no tag, can come.
  const unanswered = [...failures.values()].some((error) => failedStatus(error) === undefined);
  const missing = missingPage(entry, request, failures);
  let meta: PageMeta = {};
  const markup = renderToString(
    createElement(
      ServerPageMetaProvider,
      {
        onMeta: (named) => {
          meta = { ...meta, ...namedOf(named) };
        },
      },
      createElement(
        ServerDataProvider,
        { answers },
        wrap(
          createElement(
            StaticRouter,
            { location: pathAndQuery(request.url) },
            missing ?? createElement(entry.Page, { params: request.params }),
          ),
        ),
      ),
    ),
  );
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return {
    status: missing ? 404 : 200,
    tags: unanswered ? undefined : collectedTags(Object.keys(calls).length),
    html: `${headOf(meta, request.url)}${markup}<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script>`,
  };
}

/** The markup alone of `renderServerPage`, for a remote whose pages are always there. */
export async function renderRemotePage(
  pages: Record<string, ServerPage>,
  request: RenderRequest,
  config: RuntimeConfig,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Promise<string | undefined> {
  return (await renderServerPage(pages, request, config, wrap))?.html;
}

/**
 * Renders a remote's page on the server, for the host's server to send inside its page (a remote's
 * `src/server/render.tsx`). Only server builds import it: no browser ever downloads it.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerPageMetaProvider } from '@brass/shared/page-meta';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { SERVER_DATA_ELEMENT_ID, ServerDataProvider } from '@brass/shared/server-data';
import { StaticRouter } from '@brass/shared/server-router';
import type { RemotePageProps, RenderRequest } from './remote-pages';

/** A slow API must not hold up the page: the browser then loads what is missing itself. */
const API_TIMEOUT_MS = 800;

/** A page a remote renders on the server, and the calls its first render reads (by `useRequest` key). */
export interface ServerPage {
  Page: ComponentType<RemotePageProps>;
  load?: (request: RenderRequest, signal: AbortSignal) => Record<string, Promise<unknown>>;
}

/** The address the router sees: the page's path and query, without the origin. */
function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The answers that came in time; a part whose call failed is rendered loading and loads in the browser. */
async function settledAnswers(calls: Record<string, Promise<unknown>>): Promise<Record<string, unknown>> {
  const keys = Object.keys(calls);
  const results = await Promise.allSettled(Object.values(calls));
  return Object.fromEntries(
    results.flatMap((result, index) => (result.status === 'fulfilled' ? [[keys[index], result.value]] : [])),
  );
}

/** Text or an attribute's value written into markup: nothing in it is read as markup. */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's own title and description, as it names them with `usePageMeta`. */
function headOf({ title, description }: { title?: string; description?: string }): string {
  return (
    (title ? `<title>${escapeHtml(title)}</title>` : '') +
    (description ? `<meta name="description" content="${escapeHtml(description)}"/>` : '')
  );
}

/**
 * The markup of the page `request` names, with its data loaded by the page's own fetchers, or
 * undefined for a page the remote does not render on the server. The answers go with it (written into a
 * script the page reads, `<` escaped so no answer can end it), so that the page's first render in the
 * browser renders the same and takes the markup over without a flash. `wrap` adds what a remote's pages
 * need around them on the server (a provider of its own).
 *
 * The markup starts with what belongs in the document's head, for the host's server to move there:
 * the page's title and description when it names them, then the preloads React writes for the
 * images the page does not load lazily (its largest, `fetchPriority="high"`, first), with the very
 * `srcSet` and `sizes` of those images, so the browser fetches each once.
 */
export async function renderRemotePage(
  pages: Record<string, ServerPage>,
  request: RenderRequest,
  config: RuntimeConfig,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Promise<string | undefined> {
  const entry = Object.hasOwn(pages, request.page) ? pages[request.page] : undefined;
  if (!entry) return undefined;
  setRuntimeConfig(config);
  const answers = await settledAnswers(entry.load?.(request, AbortSignal.timeout(API_TIMEOUT_MS)) ?? {});
  let meta: { title?: string; description?: string } = {};
  const markup = renderToString(
    createElement(
      ServerPageMetaProvider,
      {
        onMeta: ({ title, description }) => {
          meta = { title: title ?? meta.title, description: description ?? meta.description };
        },
      },
      createElement(
        ServerDataProvider,
        { answers },
        wrap(
          createElement(
            StaticRouter,
            { location: pathAndQuery(request.url) },
            createElement(entry.Page, { params: request.params }),
          ),
        ),
      ),
    ),
  );
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `${headOf(meta)}${markup}<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${json}</script>`;
}

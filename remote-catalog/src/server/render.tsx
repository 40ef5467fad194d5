import type { RemotePageProps, RenderRequest } from '@brass/shared/remote-pages';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@brass/shared/server-router';
import { getMostPopular } from '../features/home/api/get-most-popular';
import { getNewArrivals } from '../features/home/api/get-new-arrivals';
import {
  getMostPopularTitle,
  getNewArrivalsTitle,
  getShippingSettings,
} from '../features/home/api/get-settings';
import { getProduct } from '../features/product/api/get-product';
import { getRelatedProducts, relatedProductsKey } from '../features/product/api/get-related-products';
import {
  getProductPage,
  getProductPages,
  laterPagesKey,
  MAX_DRAWN_PAGES,
  productPageKey,
} from '../features/shop/api/get-product-page';
import { pagesShownOf, shopFiltersOf } from '../features/shop/hooks/use-shop-query';
import { PageUrlProvider } from '../lib/page-url';
import { scriptJson } from '../lib/script-json';
import { SERVER_DATA_ELEMENT_ID, ServerDataProvider } from '../lib/server-data';
import HomePage from '../pages/HomePage';
import ProductPage from '../pages/ProductPage';
import ShopPage from '../pages/ShopPage';

/** The address the router sees: the page's path and query, without the origin. */
function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** A slow API must not hold up the page: the browser then loads the data itself. */
const API_TIMEOUT_MS = 800;

type Load = (request: RenderRequest, signal: AbortSignal) => Record<string, Promise<unknown>>;

const pages: Record<string, { Page: ComponentType<RemotePageProps>; load: Load }> = {
  HomePage: {
    Page: HomePage,
    load: (_request, signal) => ({
      'shipping-settings': getShippingSettings(signal),
      'most-popular-title': getMostPopularTitle(signal),
      'new-arrivals-title': getNewArrivalsTitle(signal),
      'most-popular': getMostPopular(signal),
      'new-arrivals': getNewArrivals(signal),
    }),
  },
  ShopPage: {
    Page: ShopPage,
    // The address's search, filters, order and pages, so the first paint is the list the shopper asked for.
    load: ({ url }, signal) => {
      const params = new URL(url).searchParams;
      const filters = shopFiltersOf(params);
      const pages = pagesShownOf(params);
      return {
        [productPageKey(filters)]: getProductPage(filters, 1, signal),
        ...(pages > 1
          ? {
              [laterPagesKey(filters, pages)]: getProductPages(
                filters,
                2,
                Math.min(pages, MAX_DRAWN_PAGES),
                signal,
              ),
            }
          : {}),
      };
    },
  },
  ProductPage: {
    Page: ProductPage,
    load: ({ params }, signal) =>
      params.id
        ? {
            [params.id]: getProduct(params.id, signal),
            [relatedProductsKey(params.id)]: getRelatedProducts(params.id, signal),
          }
        : {},
  },
};

/** The answers that came in time; a part whose call failed is drawn loading and loads in the browser. */
async function settledAnswers(calls: Record<string, Promise<unknown>>): Promise<Record<string, unknown>> {
  const keys = Object.keys(calls);
  const results = await Promise.allSettled(Object.values(calls));
  return Object.fromEntries(
    results.flatMap((result, index) => (result.status === 'fulfilled' ? [[keys[index], result.value]] : [])),
  );
}

/**
 * The markup of a catalog page with its data, for the host's server to send inside its page: the
 * shopper sees the products before any script has arrived. The answers go with it, so that the
 * page's first render in the browser draws the same and takes the markup over without a flash.
 * Undefined for a page the catalog does not render on the server.
 */
export async function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<string | undefined> {
  const entry = pages[request.page];
  if (!entry) return undefined;
  setRuntimeConfig(config);
  const answers = await settledAnswers(entry.load(request, AbortSignal.timeout(API_TIMEOUT_MS)));
  const markup = renderToString(
    <ServerDataProvider answers={answers}>
      <PageUrlProvider value={request.url}>
        <StaticRouter location={pathAndQuery(request.url)}>
          <entry.Page params={request.params} />
        </StaticRouter>
      </PageUrlProvider>
    </ServerDataProvider>,
  );
  return `${markup}<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(answers)}</script>`;
}

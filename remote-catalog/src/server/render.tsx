import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderServerPage, type ServerPage, type ServerPageWithSubject } from '@brass/shared/server-render';
import { getMostPopular } from '../features/home/api/get-most-popular';
import { getNewArrivals } from '../features/home/api/get-new-arrivals';
import {
  getMostPopularTitle,
  getNewArrivalsTitle,
  getShippingSettings,
} from '../features/home/api/get-settings';
import { productPageCalls } from '../features/product/api/product-page-calls';
import { ProductView } from '../features/product/components/ProductView';
import {
  getProductPage,
  getProductPages,
  laterPagesKey,
  MAX_SERVER_RENDERED_PAGES,
  productPageKey,
} from '../features/shop/api/get-product-page';
import { pagesShownOf, shopFiltersOf } from '../features/shop/hooks/use-shop-query';
import { PageUrlProvider } from '../lib/page-url';
import HomePage from '../pages/HomePage';
import ProductPage from '../pages/ProductPage';
import ShopPage from '../pages/ShopPage';

const pages: Record<string, ServerPage | ServerPageWithSubject> = {
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
                Math.min(pages, MAX_SERVER_RENDERED_PAGES),
                signal,
              ),
            }
          : {}),
      };
    },
  },
  ProductPage: {
    Page: ProductPage,
    load: ({ params }, signal) => productPageCalls(params.id, signal),
    // The product's own call is keyed by its id: answered 404, the shop has no such product.
    subject: ({ params }) => params.id,
    Missing: ({ params, error }) => (
      <ProductView productId={params.id ?? ''} product={{ status: 'error', error }} />
    ),
  },
};

/**
 * The markup of a catalog page with its data, for the host's server to send inside its page: the
 * shopper sees the products before any script has arrived, and a product the shop does not have is
 * answered 404. Undefined for a page the catalog does not render on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<RenderedPage | undefined> {
  return renderServerPage(pages, request, config, (page) => (
    <PageUrlProvider value={request.url}>{page}</PageUrlProvider>
  ));
}

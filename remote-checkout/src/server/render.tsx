import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderServerPage, type ServerPage } from '@brass/shared/server-render';
import { cartPricingCalls } from '../features/pricing/api/get-pricing';
import CartPage from '../pages/CartPage';
import CheckoutPage from '../pages/CheckoutPage';

/**
 * The shells of the cart and the checkout (heading and the cart's box), the same for every shopper: the
 * cart, the session and the delivery details live in the shopper's browser. Each goes with the shop's
 * pricing, for the summary the shopper's lines will need.
 */
const pages: Record<string, ServerPage> = {
  CartPage: { Page: CartPage, load: (_request, signal) => cartPricingCalls(signal) },
  CheckoutPage: { Page: CheckoutPage, load: (_request, signal) => cartPricingCalls(signal) },
};

/**
 * The shell of the cart or the checkout, for the host's server to send inside its page: the heading
 * and the cart's box are there before any script, and the browser fills the page with the shopper's
 * own cart. Undefined for a page checkout does not render on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<RenderedPage | undefined> {
  return renderServerPage(pages, request, config);
}

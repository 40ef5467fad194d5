import type { RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderRemotePage, type ServerPage } from '@brass/shared/server-render';
import CartPage from '../pages/CartPage';

/** Only the cart: its shell (heading and box) is the same for every shopper; checkout is theirs alone. */
const pages: Record<string, ServerPage> = { CartPage: { Page: CartPage } };

/**
 * The cart's shell, for the host's server to send inside its page: the heading and the cart's box
 * are there before any script, and the browser fills the box with the shopper's own cart. Undefined
 * for a page checkout does not draw on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<string | undefined> {
  return renderRemotePage(pages, request, config);
}

import type { RenderedPage, RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderServerPage, type ServerPage } from '@brass/shared/server-render';
import LoginPage from '../pages/LoginPage';
import OrdersPage from '../pages/OrdersPage';
import RegisterPage from '../pages/RegisterPage';

/**
 * The doors into an account, and My Orders as it opens (loading): the orders themselves are the
 * shopper's own, and the browser, which holds the session, loads them.
 */
const pages: Record<string, ServerPage> = {
  LoginPage: { Page: LoginPage },
  RegisterPage: { Page: RegisterPage },
  OrdersPage: { Page: OrdersPage },
};

/**
 * Sign-in and account creation as forms with their labels, for the host's server to send inside its
 * page: they are there before any script, their fields disabled until the client-rendered page
 * replaces them; and My Orders' heading with its loading message, where the browser puts the
 * shopper's orders. Undefined for a page the account does not render on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<RenderedPage | undefined> {
  return renderServerPage(pages, request, config);
}

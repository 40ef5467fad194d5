import type { RenderRequest } from '@brass/shared/remote-pages';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { renderRemotePage, type ServerPage } from '@brass/shared/server-render';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';

/** The doors into an account; the pages behind them are the shopper's own and drawn in the browser. */
const pages: Record<string, ServerPage> = {
  LoginPage: { Page: LoginPage },
  RegisterPage: { Page: RegisterPage },
};

/**
 * Sign-in and account creation as forms with their labels, for the host's server to send inside its
 * page: they are there before any script, their fields disabled until the live page takes over.
 * Undefined for a page the account does not draw on the server.
 */
export function renderPage(request: RenderRequest, config: RuntimeConfig): Promise<string | undefined> {
  return renderRemotePage(pages, request, config);
}

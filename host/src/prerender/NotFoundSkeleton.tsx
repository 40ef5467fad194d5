import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '@brass/shared/server-router';
import { NotFoundPage } from '../shell/NotFoundPage';

/**
 * The shell's not-found page as the shop's server sends it, written into the release at build time
 * (`NOT_FOUND_FRAGMENT`): the host renders no page on the server, and this one needs no data.
 */
export function renderNotFoundPage(): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <NotFoundPage />
    </StaticRouter>,
  );
}

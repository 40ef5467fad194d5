import type { RemoteRoute } from '@brass/shared/remote-routes';
import { matchRoutes } from '@brass/shared/router';

export interface RouteMatch {
  route: RemoteRoute;
  params: Record<string, string>;
}

function decodes(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The remote page the shell shows at an address, found by the router the browser runs, over the same
 * route table: the same ranking of routes, the same params, case and trailing slash as the page itself.
 */
export function matchRoute(routes: RemoteRoute[], url: string): RouteMatch | undefined {
  const pathname = url.split(/[?#]/)[0]!;
  // A malformed escape is left for the browser to render: no page is worth rendering on the server for
  // it, and the router would log a warning per request.
  if (!decodes(pathname)) return undefined;
  const match = matchRoutes(routes, pathname)?.[0];
  if (!match) return undefined;
  const params = Object.fromEntries(
    Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { route: match.route, params };
}

import type { RemoteRoute } from '../../../shared/src/remote-routes.ts';

export interface RouteMatch {
  route: RemoteRoute;
  params: Record<string, string>;
}

function paramsOf(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = got[index]!;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

/** The remote page the shell shows at a path (query and trailing slash ignored), as its router would. */
export function matchRoute(routes: RemoteRoute[], path: string): RouteMatch | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  for (const route of routes) {
    const params = paramsOf(route.path, clean);
    if (params) return { route, params };
  }
  return undefined;
}

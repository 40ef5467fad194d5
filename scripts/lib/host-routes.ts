import { remoteRoutes, type RemoteRoute } from '../../host/src/app/routes.ts';

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

/** The remote page the host shows at a path (query and trailing slash ignored), as the shell's router would. */
export function matchRoute(path: string): RouteMatch | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  for (const route of remoteRoutes) {
    const params = paramsOf(route.path, clean);
    if (params) return { route, params };
  }
  return undefined;
}

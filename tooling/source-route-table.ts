import type { RemoteRoute } from '../shared/src/remote-routes.ts';
import type { RemoteName } from '../shared/src/remote-routes.ts';
import { routes as account } from '../remote-account/src/routes.ts';
import { routes as admin } from '../remote-admin/src/routes.ts';
import { routes as blog } from '../remote-blog/src/routes.ts';
import { routes as catalog } from '../remote-catalog/src/routes.ts';
import { routes as checkout } from '../remote-checkout/src/routes.ts';

/**
 * The route table as the remotes' sources declare it today. Development servers, which have no
 * releases, serve it; a released shop composes the same table from each live release instead.
 */
export function sourceRouteTable(): RemoteRoute[] {
  const owned = { catalog, checkout, account, blog, admin } satisfies Record<RemoteName, unknown>;
  return Object.entries(owned).flatMap(([remote, routes]) =>
    routes.map((route) => ({ ...route, remote: remote as RemoteName })),
  );
}

import type { OwnRoute, RemoteName, RemoteRoute } from '../shared/src/remote-routes.ts';
import type { RuntimeConfig } from '../shared/src/runtime-config.ts';

/** Where a remote's development server publishes its own routes: beside its manifest. */
export const ROUTES_FILE = 'routes.json';

/**
 * The route table of a shop on development servers, which have no releases: each remote's routes as
 * its own server publishes them, the way a released shop composes the table from each live release.
 * A remote whose server is not up yet adds no routes until a later request finds it.
 */
export async function devRouteTable(remotes: RuntimeConfig['remotes']): Promise<RemoteRoute[]> {
  const tables = await Promise.all(
    Object.entries(remotes).map(async ([remote, manifest]) => {
      try {
        const response = await fetch(new URL(ROUTES_FILE, manifest));
        if (!response.ok) return [];
        const routes = (await response.json()) as OwnRoute[];
        return routes.map((route) => ({ ...route, remote: remote as RemoteName }));
      } catch {
        return [];
      }
    }),
  );
  return tables.flat();
}

import type { RemoteName } from '@brass/shared/remote-routes';
import type { RuntimeConfig } from '@brass/shared/runtime-config';
import { releasePath } from '../releases/layout.ts';
import { routeOwners } from '../releases/route-ownership.ts';
import type { LiveReleases } from './live-releases.ts';

export const REMOTES: RemoteName[] = ['catalog', 'checkout', 'account', 'blog', 'admin'];

/**
 * The origin that serves each remote's releases folder, e.g. `https://catalog.cdn.brassaangan.in`.
 * The shell's own release is served by the server of the page, under the page's origin.
 */
export type ReleaseOrigins = Record<RemoteName, string>;

/**
 * Where each remote's releases are served: `<REMOTE>_RELEASES_ORIGIN` (a CDN, a bucket's website),
 * else the public address of the bucket releases are kept in, or, locally, that remote's own port.
 */
export function releaseOriginsFromEnv(
  env: NodeJS.ProcessEnv,
  ports: Record<RemoteName, number>,
  bucketUrl?: string,
): ReleaseOrigins {
  const origin = (remote: RemoteName) =>
    env[`${remote.toUpperCase()}_RELEASES_ORIGIN`] ??
    bucketUrl ??
    `http://${env.PUBLIC_HOSTNAME ?? 'localhost'}:${ports[remote]}`;
  return {
    catalog: origin('catalog'),
    checkout: origin('checkout'),
    account: origin('account'),
    blog: origin('blog'),
    admin: origin('admin'),
  };
}

/** The address of a file inside a remote's release, e.g. its mf-manifest.json. */
export function releaseFileUrl(
  origins: ReleaseOrigins,
  remote: RemoteName,
  id: string,
  file: string,
): string {
  return `${origins[remote]}${releasePath(remote, id)}${file}`;
}

/**
 * The runtime config of a page composed from the live releases: each remote's manifest inside its
 * live release, the route table the live remotes publish (each path from the app that owns it), and
 * the id of every release on the page.
 */
export function composeRuntimeConfig(
  base: RuntimeConfig,
  live: LiveReleases,
  origins: ReleaseOrigins,
): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      releaseFileUrl(origins, remote, live.releases[remote].id, 'mf-manifest.json'),
    ]),
  ) as Record<RemoteName, string>;
  const owners = routeOwners(live.pointer, live.releases);
  return {
    ...base,
    remotes,
    routes: REMOTES.flatMap((remote) =>
      live.releases[remote].routes
        .filter((route) => owners.get(route.path) === remote)
        .map((route) => ({ ...route, remote })),
    ),
    releases: { ...live.pointer.live },
    requires: Object.fromEntries(
      REMOTES.flatMap((remote) => {
        const { requires } = live.releases[remote];
        return requires ? [[remote, requires]] : [];
      }),
    ),
  };
}

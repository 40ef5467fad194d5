import type { AppName } from '@brass/shared/runtime-config';
import type { LivePointer } from './live-pointer.ts';
import type { ReleaseManifest } from './release-manifest.ts';

/** The live release of each app that has one, as the pointer names them. */
export type LiveManifests = Partial<Record<AppName, ReleaseManifest>>;

/**
 * When an app's live release went live: the index of the pointer event that made it live. A release
 * live without one (a pointer edited by hand) counts as the newest, so it never wins a route.
 */
function wentLive(pointer: LivePointer, release: ReleaseManifest): number {
  const index = pointer.history.findLastIndex(
    (event) => event.app === release.app && event.id === release.id,
  );
  return index === -1 ? Infinity : index;
}

/**
 * Which live app serves each path: the one that declares it, or, when several do, the one a
 * `--take-route` gave it to, and otherwise the one whose live release has been live the longest. A release can
 * therefore never take another team's page just by declaring it: /cart stays the checkout's until
 * someone moves it on purpose.
 */
export function routeOwners(pointer: LivePointer, live: LiveManifests): Map<string, AppName> {
  const declarers = new Map<string, ReleaseManifest[]>();
  for (const release of Object.values(live))
    for (const route of release.routes)
      declarers.set(route.path, [...(declarers.get(route.path) ?? []), release]);
  const owners = new Map<string, AppName>();
  for (const [path, releases] of declarers) {
    const taker = releases.find((release) => release.app === pointer.routes?.[path]);
    const longest = releases.reduce((first, release) =>
      wentLive(pointer, release) < wentLive(pointer, first) ? release : first,
    );
    owners.set(path, (taker ?? longest).app);
  }
  return owners;
}

/**
 * The routes of a release that another live app owns, each said as the sentence that refuses it; a
 * path in `takeRoutes` is being moved on purpose and is not refused.
 */
export function routeConflicts(
  pointer: LivePointer,
  live: LiveManifests,
  candidate: Pick<ReleaseManifest, 'app' | 'routes'> & { id?: string },
  takeRoutes: readonly string[] = [],
): string[] {
  const owners = routeOwners(pointer, live);
  const name = candidate.id ? `${candidate.app} ${candidate.id}` : candidate.app;
  return candidate.routes
    .map((route) => ({ path: route.path, owner: owners.get(route.path) }))
    .filter(({ path, owner }) => owner && owner !== candidate.app && !takeRoutes.includes(path))
    .map(
      ({ path, owner }) =>
        `${name} declares ${path}, which ${owner} owns: leave it out of ${candidate.app}'s routes, or move it on purpose with --take-route ${path}`,
    );
}

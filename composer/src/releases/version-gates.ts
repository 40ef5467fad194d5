import semver from 'semver';
import { requirementOf } from '../../../tooling/federation-shared.ts';
import type { ReleaseManifest } from './release-manifest.ts';

/** The libraries a page holds once: the host provides them, and every remote runs on the host's copy. */
export const PROVIDED_BY_HOST = ['react', 'react-dom', '@brass/shared'] as const;

/**
 * The range a remote asks the page for: the one its manifest declares, which the browser checks too;
 * for a release made before releases recorded it, the caret range of the version it was built with.
 */
const requirement = (remote: ReleaseManifest, library: (typeof PROVIDED_BY_HOST)[number]) =>
  remote.requires?.[library] ?? requirementOf(remote.versions[library]);

/** Each requirement of the remotes that the host release cannot satisfy, said in a sentence. */
export function unmetRequirements(host: ReleaseManifest, remotes: ReleaseManifest[]): string[] {
  return remotes.flatMap((remote) => [
    ...PROVIDED_BY_HOST.filter(
      (library) => !semver.satisfies(host.versions[library], requirement(remote, library)),
    ).map(
      (library) =>
        `${remote.app} ${remote.id} needs ${library} ${requirement(remote, library)}, and the host ${host.id} provides ${host.versions[library]}`,
    ),
    // Without it the remote's entry fails on every page before rendering anything.
    ...(remote.federationRuntime === 'reads' && host.federationRuntime !== 'provides'
      ? [
          `${remote.app} ${remote.id} needs the federation runtime of the page, and the host ${host.id} provides none`,
        ]
      : []),
  ]);
}

import semver from 'semver';
import { requirementOf } from '../../../tooling/federation-shared.ts';
import type { ReleaseManifest } from './release-manifest.ts';

/** The libraries a page holds once: the host provides them, and every remote runs on the host's copy. */
export const PROVIDED_BY_HOST = ['react', 'react-dom', '@brass/shared'] as const;

/** Each requirement of the remotes that the host release cannot satisfy, said in a sentence. */
export function unmetRequirements(host: ReleaseManifest, remotes: ReleaseManifest[]): string[] {
  return remotes.flatMap((remote) => [
    ...PROVIDED_BY_HOST.filter(
      (library) => !semver.satisfies(host.versions[library], requirementOf(remote.versions[library])),
    ).map(
      (library) =>
        `${remote.app} ${remote.id} needs ${library} ${requirementOf(remote.versions[library])}, and the host ${host.id} provides ${host.versions[library]}`,
    ),
    // Without it the remote's entry fails on every page before rendering anything.
    ...(remote.federationRuntime === 'reads' && host.federationRuntime !== 'provides'
      ? [
          `${remote.app} ${remote.id} needs the federation runtime of the page, and the host ${host.id} provides none`,
        ]
      : []),
  ]);
}

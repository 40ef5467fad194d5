import semver from 'semver';
import type { ReleaseManifest } from './release-manifest.ts';

/** The libraries a page holds once: the host provides them, and every remote runs on the host's copy. */
export const PROVIDED_BY_HOST = ['react', 'react-dom', '@brass/shared'] as const;

/**
 * What a remote built against a version needs from the host: that version or a later one of the
 * same major, as a caret range says. A remote built against @brass/shared 1.2.0 runs on a host
 * providing 1.4.0, not on one providing 1.1.0 or 2.0.0.
 */
export const requirementOf = (builtAgainst: string) => `^${builtAgainst}`;

/** Each requirement of the remotes that the host release cannot satisfy, said in a sentence. */
export function unmetRequirements(host: ReleaseManifest, remotes: ReleaseManifest[]): string[] {
  return remotes.flatMap((remote) =>
    PROVIDED_BY_HOST.filter(
      (library) => !semver.satisfies(host.versions[library], requirementOf(remote.versions[library])),
    ).map(
      (library) =>
        `${remote.app} ${remote.id} needs ${library} ${requirementOf(remote.versions[library])}, and the host ${host.id} provides ${host.versions[library]}`,
    ),
  );
}

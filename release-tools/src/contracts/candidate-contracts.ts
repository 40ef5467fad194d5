import { ReleaseError } from '@brass/composer/apps';
import {
  counterparts,
  EMPTY_POINTER,
  liveManifests,
  readPointer,
} from '@brass/composer/releases/live-pointer';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import { checkExposeContracts } from './expose-contracts.ts';
import type { PointerStore } from '@brass/composer/releases/pointer-store';

/**
 * A pipeline's contract check of the release it is about to promote, against what is live beside it:
 * a remote's exposes against the live host, or a host against every live remote. Throws a message
 * naming each expose that no longer fits; prints what could not be checked (releases made before
 * releases published their types).
 */
export async function checkCandidateContracts(
  repo: string,
  store: PointerStore,
  candidate: ReleaseManifest,
): Promise<void> {
  const { root } = store;
  const pointer = (await readPointer(store)) ?? EMPTY_POINTER;
  const { host, remotes } = counterparts(await liveManifests(root, pointer), candidate);
  if (!host) {
    console.log('No host is live: nothing consumes the exposes yet.');
    return;
  }
  const { breaks, unchecked } = await checkExposeContracts(repo, root, host, remotes);
  for (const release of unchecked) console.log(`Not checked: ${release}.`);
  if (breaks.length > 0)
    throw new ReleaseError(`the contract between the apps is broken:\n${breaks.join('\n')}`);
  console.log(
    `The exposes of ${remotes.map((remote) => `${remote.app} ${remote.id}`).join(', ')} fit host ${host.id}.`,
  );
}

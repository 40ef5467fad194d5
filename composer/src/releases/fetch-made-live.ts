import type { AppName } from '@brass/shared/runtime-config';
import { EMPTY_POINTER, liveStack, pointerAfter, readPointer, type LivePointer } from './live-pointer.ts';
import type { PointerStore } from './pointer-store.ts';
import type { ReleaseBucket } from './release-bucket.ts';

/**
 * With releases in a bucket, the releases a rollback or a restore makes live again are fetched into
 * the pointer's folder first: they may have been built on another machine, and the pointer's rules
 * read their release.json.
 */
async function fetchReleases(
  store: PointerStore,
  bucket: ReleaseBucket,
  releases: (pointer: LivePointer) => [AppName, string][],
): Promise<void> {
  const pointer = (await readPointer(store)) ?? EMPTY_POINTER;
  for (const [app, id] of releases(pointer)) await bucket.fetchRelease(store.root, app, id);
}

/** Before a rollback of `app`: the release it would make live again. */
export const fetchRollbackTarget = (store: PointerStore, bucket: ReleaseBucket, app: AppName) =>
  fetchReleases(store, bucket, (pointer) => {
    const target = liveStack(pointer, app).at(-2);
    return target ? [[app, target]] : [];
  });

/** Before the shop is put back as it was after history entry `entry`: its releases, and the live ones. */
export const fetchRestoreTargets = (store: PointerStore, bucket: ReleaseBucket, entry: number) =>
  fetchReleases(store, bucket, (pointer) =>
    entry <= pointer.history.length
      ? (Object.entries({ ...pointer.live, ...pointerAfter(pointer, entry).live }) as [AppName, string][])
      : [],
  );

import { ReleaseError } from '@brass/composer/apps';
import {
  EMPTY_POINTER,
  liveStack,
  readPointer,
  restore,
  rollback,
  type Canary,
  type LivePointer,
} from '@brass/composer/releases/live-pointer';
import type { CanaryViewCounts, PointerStore } from '@brass/composer/releases/pointer-store';
import { listReleases, type ReleaseManifest } from '@brass/composer/releases/release-manifest';
import type { AppName } from '@brass/shared/runtime-config';
import { HttpError } from '../../lib/http-error.js';

/**
 * A refusal of the release functions (no earlier release, a release of then gone, a damaged
 * live.json) is a 409 in the very sentence the release commands print; anything else is a bug.
 */
async function refusedAsConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ReleaseError) throw new HttpError(409, error.message);
    throw error;
  }
}

/**
 * The shop's releases folder, through the functions the release commands use (`pnpm releases`,
 * `pnpm rollback`), so that the back office follows the same rules, the same lock on live.json and
 * the same history.
 */
export class ReleasesFolder {
  constructor(private readonly store: PointerStore) {}

  /** The pointer; an empty one before the first promotion. */
  async pointer(): Promise<LivePointer> {
    return (await refusedAsConflict(readPointer(this.store))) ?? EMPTY_POINTER;
  }

  /** The app's finished releases, newest first. */
  releasesOf(app: AppName): Promise<ReleaseManifest[]> {
    return listReleases(this.store.root, app);
  }

  /** The release a rollback of the app would make live again, if it has an earlier one. */
  rollbackTarget(pointer: LivePointer, app: AppName): string | undefined {
    return liveStack(pointer, app).at(-2);
  }

  /** The page loads on each side of a canary, as the page servers counted and wrote them. */
  canaryViews(app: AppName, canary: Canary): Promise<CanaryViewCounts> {
    return this.store.canaryViews(app, canary);
  }

  rollback(app: AppName, by: string) {
    return refusedAsConflict(rollback(this.store, app, { by }));
  }

  restore(entry: number, by: string) {
    return refusedAsConflict(restore(this.store, entry, { by }));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

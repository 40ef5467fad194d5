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
import { fetchRestoreTargets, fetchRollbackTarget } from '@brass/composer/releases/fetch-made-live';
import { pointerStoreOf } from '@brass/composer/releases/pointer-store-choice';
import { ReleaseBucket } from '@brass/composer/releases/release-bucket';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../config.js';
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
 * the same history. With releases kept in a bucket, it lists the bucket's, and fetches into the
 * folder the releases a rollback or a restore makes live again, as the commands do.
 */
export class ReleasesFolder {
  constructor(
    private readonly store: PointerStore,
    private readonly bucket?: ReleaseBucket,
    /** Run once the folder is closed: a scratch folder made for the bucket's releases is removed. */
    private readonly onClose?: () => Promise<void>,
  ) {}

  /** The pointer; an empty one before the first promotion. */
  async pointer(): Promise<LivePointer> {
    return (await refusedAsConflict(readPointer(this.store))) ?? EMPTY_POINTER;
  }

  /** The app's finished releases, newest first. */
  releasesOf(app: AppName): Promise<ReleaseManifest[]> {
    return this.bucket ? this.bucket.manifestsOf(app) : listReleases(this.store.root, app);
  }

  /** The release a rollback of the app would make live again, if it has an earlier one. */
  rollbackTarget(pointer: LivePointer, app: AppName): string | undefined {
    return liveStack(pointer, app).at(-2);
  }

  /** The page loads on each side of a canary, as the page servers counted and wrote them. */
  canaryViews(app: AppName, canary: Canary): Promise<CanaryViewCounts> {
    return this.store.canaryViews(app, canary);
  }

  async rollback(app: AppName, by: string) {
    if (this.bucket) await refusedAsConflict(fetchRollbackTarget(this.store, this.bucket, app));
    return refusedAsConflict(rollback(this.store, app, { by }));
  }

  async restore(entry: number, by: string) {
    if (this.bucket) await refusedAsConflict(fetchRestoreTargets(this.store, this.bucket, entry));
    return refusedAsConflict(restore(this.store, entry, { by }));
  }

  async close(): Promise<void> {
    this.bucket?.close();
    await this.store.close();
    await this.onClose?.();
  }
}

/**
 * The releases this API shows and changes: those of RELEASES_DIR, or, where the shop keeps its
 * releases in a bucket and its pointer in PostgreSQL (several machines), the bucket's, with a scratch
 * folder of this API's own for the releases a rollback fetches. Undefined when it has neither.
 */
export async function openReleasesFolder({
  releasesDir,
  releaseBucket,
  databaseUrl,
}: Pick<AppConfig, 'releasesDir' | 'releaseBucket' | 'databaseUrl'>): Promise<ReleasesFolder | undefined> {
  const bucket = releaseBucket && new ReleaseBucket(releaseBucket);
  if (releasesDir !== undefined)
    return new ReleasesFolder(pointerStoreOf(releasesDir, databaseUrl, releaseBucket), bucket);
  if (!bucket || !databaseUrl) {
    bucket?.close();
    return undefined;
  }
  const scratch = await mkdtemp(join(tmpdir(), 'brass-api-releases-'));
  return new ReleasesFolder(pointerStoreOf(scratch, databaseUrl, releaseBucket), bucket, () =>
    rm(scratch, { recursive: true, force: true }),
  );
}

import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RELEASE_FILE, releaseFolder } from '@brass/composer/releases/layout';
import { promote } from '@brass/composer/releases/live-pointer';
import type { PointerStore } from '@brass/composer/releases/pointer-store';
import { postgresPointer } from '@brass/composer/releases/postgres-pointer';
import { ReleaseBucket } from '@brass/composer/releases/release-bucket';
import { bucketAddress, type ReleaseBucketSettings } from '@brass/composer/releases/release-bucket-settings';
import type { ReleaseManifest } from '@brass/composer/releases/release-manifest';
import type { AppName } from '@brass/shared/runtime-config';

/** Where a team's pipeline keeps its releases, and where the shop's pointer says which are live. */
export interface ReleasePlace {
  /** The folder the releases were built in. */
  built: string;
  bucket: ReleaseBucketSettings;
  databaseUrl: string;
}

/** Runs `work` on the bucket's pointer in the database, as `pnpm promote` does with DATABASE_URL. */
export async function withPointer<T>(
  place: ReleasePlace,
  work: (store: PointerStore) => Promise<T>,
): Promise<T> {
  const store = postgresPointer(place.databaseUrl, place.built, bucketAddress(place.bucket));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

export const promoteLive = (place: ReleasePlace, app: AppName, id: string) =>
  withPointer(place, (store) => promote(store, app, id));

/** Uploads a release from the folder it was built in. */
export async function upload(place: ReleasePlace, app: AppName, id: string): Promise<void> {
  const bucket = new ReleaseBucket(place.bucket);
  try {
    await bucket.upload(place.built, app, id);
  } finally {
    bucket.close();
  }
}

/**
 * A new release of `app` with the files of release `id`, uploaded: what a team ships when it releases
 * again, without the minutes a build takes. The id is a fresh one of the same form.
 */
export async function copyOfRelease(place: ReleasePlace, app: AppName, id: string): Promise<string> {
  const copy = `${id.slice(0, 9)}${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
  await cp(releaseFolder(place.built, app, id), releaseFolder(place.built, app, copy), { recursive: true });
  const file = join(releaseFolder(place.built, app, copy), RELEASE_FILE);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as ReleaseManifest;
  await writeFile(file, `${JSON.stringify({ ...manifest, id: copy }, null, 2)}\n`);
  await upload(place, app, copy);
  return copy;
}

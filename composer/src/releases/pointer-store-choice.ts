import { folderPointer } from './folder-pointer.ts';
import type { PointerStore } from './pointer-store.ts';
import { postgresPointer } from './postgres-pointer.ts';
import {
  bucketAddress,
  releaseBucketFromEnv,
  type ReleaseBucketSettings,
} from './release-bucket-settings.ts';

/**
 * Where the pointer of the releases in `root` is kept: in PostgreSQL when DATABASE_URL names a
 * database (servers on several machines), otherwise `live.json` in the folder. Chosen here alone,
 * from the environment of a command or a server; everything below is handed the store. With releases
 * kept in a bucket, the pointer is the bucket's: every machine fetches its releases from there into
 * a folder of its own.
 */
export function openPointerStore(root: string, env: NodeJS.ProcessEnv = process.env): PointerStore {
  return pointerStoreOf(root, env.DATABASE_URL, releaseBucketFromEnv(env));
}

/** The same choice, from settings a server has read already. */
export function pointerStoreOf(
  root: string,
  databaseUrl: string | undefined,
  bucket: ReleaseBucketSettings | undefined,
): PointerStore {
  if (!databaseUrl) return folderPointer(root);
  return postgresPointer(databaseUrl, root, bucket ? bucketAddress(bucket) : root);
}

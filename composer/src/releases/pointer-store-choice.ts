import { folderPointer } from './folder-pointer.ts';
import type { PointerStore } from './pointer-store.ts';
import { postgresPointer } from './postgres-pointer.ts';
import { bucketAddress, releaseBucketFromEnv } from './release-bucket-settings.ts';

/**
 * Where the pointer of the releases in `root` is kept: in PostgreSQL when DATABASE_URL names a
 * database (servers on several machines), otherwise `live.json` in the folder. Chosen here alone,
 * from the environment of a command or a server; everything below is handed the store. With releases
 * kept in a bucket, the pointer is the bucket's: every machine fetches its releases from there into
 * a folder of its own.
 */
export function openPointerStore(root: string, env: NodeJS.ProcessEnv = process.env): PointerStore {
  if (!env.DATABASE_URL) return folderPointer(root);
  const bucket = releaseBucketFromEnv(env);
  return postgresPointer(env.DATABASE_URL, root, bucket ? bucketAddress(bucket) : root);
}

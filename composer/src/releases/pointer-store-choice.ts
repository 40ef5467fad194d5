import { folderPointer } from './folder-pointer.ts';
import type { PointerStore } from './pointer-store.ts';
import { postgresPointer } from './postgres-pointer.ts';

/**
 * Where the pointer of the releases in `root` is kept: in PostgreSQL when DATABASE_URL names a
 * database (servers on several machines), otherwise `live.json` in the folder. Chosen here alone,
 * from the environment of a command or a server; everything below is handed the store.
 */
export function openPointerStore(root: string, env: NodeJS.ProcessEnv = process.env): PointerStore {
  return env.DATABASE_URL ? postgresPointer(env.DATABASE_URL, root) : folderPointer(root);
}

import { afterAll } from 'vitest';
import { folderPointer } from '../src/releases/folder-pointer.ts';
import type { PointerStore } from '../src/releases/pointer-store.ts';
import { postgresPointer } from '../src/releases/postgres-pointer.ts';
import { createScratchDatabase, testDatabaseServer, type ScratchDatabase } from './scratch-database.ts';

/** A place to keep a test's pointer, opened for its scratch releases folder. */
export interface PointerStoreUnderTest {
  name: string;
  open(root: string): Promise<PointerStore>;
}

/**
 * The stores the pointer's behaviour tests run on: live.json always, and PostgreSQL when the run has
 * a server (DATABASE_URL), in a database of the test file's own. Each test has a scratch releases
 * folder of its own, so its rows are its own too.
 */
export function pointerStoresUnderTest(): PointerStoreUnderTest[] {
  const stores: PointerStoreUnderTest[] = [{ name: 'live.json', open: async (root) => folderPointer(root) }];
  const server = testDatabaseServer();
  if (!server) return stores;
  let database: Promise<ScratchDatabase> | undefined;
  afterAll(async () => (await database)?.drop());
  stores.push({
    name: 'PostgreSQL',
    open: async (root) => postgresPointer((await (database ??= createScratchDatabase(server))).url, root),
  });
  return stores;
}

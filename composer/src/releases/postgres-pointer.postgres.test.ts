/**
 * A shop moving its pointer from `live.json` into PostgreSQL. Needs a PostgreSQL server
 * (DATABASE_URL); each run works in a database of its own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import {
  createScratchDatabase,
  testDatabaseServer,
  type ScratchDatabase,
} from '../../testing/scratch-database.ts';
import { folderPointer } from './folder-pointer.ts';
import { promote, readPointer, rollback } from './live-pointer.ts';
import { postgresPointer } from './postgres-pointer.ts';

let database: ScratchDatabase;
let root: string;

beforeAll(async () => {
  const server = testDatabaseServer();
  if (!server) throw new Error('These tests need a PostgreSQL server: set DATABASE_URL');
  database = await createScratchDatabase(server);
});
afterAll(() => database?.drop());
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-adopted-'));
  for (const n of [1, 2]) await writeFakeRelease(root, 'checkout', release(n));
  await writeFakeRelease(root, 'blog', release(5));
  for (const [app, n] of [
    ['checkout', 1],
    ['blog', 5],
    ['checkout', 2],
  ] as const)
    await promote(folderPointer(root), app, release(n));
  return () => rm(root, { recursive: true, force: true });
});

describe('a releases folder given a database', () => {
  it('keeps its live releases and history from live.json, and goes on from there', async () => {
    const before = await readPointer(folderPointer(root));
    const file = await readFile(join(root, 'live.json'), 'utf8');
    const store = postgresPointer(database.url, root);
    try {
      expect(await readPointer(store)).toEqual(before);
      expect(await rollback(store, 'checkout')).toEqual({ from: release(2), to: release(1) });
      const after = await readPointer(store);
      expect(after?.live).toEqual({ checkout: release(1), blog: release(5) });
      expect(after?.history).toHaveLength(4);
    } finally {
      await store.close();
    }
    // The file is left as it was; the database's pointer is not taken over twice.
    expect(await readFile(join(root, 'live.json'), 'utf8')).toBe(file);
    const again = postgresPointer(database.url, root);
    try {
      expect((await readPointer(again))?.live.checkout).toBe(release(1));
    } finally {
      await again.close();
    }
  });

  it("adopts nothing into a bucket's store, whose releases the folder's live.json does not describe", async () => {
    const store = postgresPointer(database.url, root, 'http://127.0.0.1:9/brass-releases');
    try {
      expect(await readPointer(store)).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

/**
 * A server following the pointer in PostgreSQL: told of each promotion by NOTIFY, and looking by
 * itself while its notification connection is gone. Needs a PostgreSQL server (DATABASE_URL); each
 * run works in a database of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { promote } from '../releases/live-pointer.ts';
import type { PointerStore } from '../releases/pointer-store.ts';
import { POINTER_LISTENER_NAME } from '../releases/postgres-pointer-notifications.ts';
import { postgresPointer } from '../releases/postgres-pointer.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { ALL_APPS, promoteFirstReleases } from '../../testing/fake-shop.ts';
import {
  createScratchDatabase,
  testDatabaseServer,
  type ScratchDatabase,
} from '../../testing/scratch-database.ts';
import { LiveReleaseFollower } from './live-releases.ts';

/** Longer than any test waits: a change seen within a test was not seen by a poll. */
const NEVER_MS = 600_000;
/** How long a test waits for what it expects; no figure here is asserted. */
const SEEN = { timeout: 10_000, interval: 20 };

let database: ScratchDatabase;
let root: string;
/** The server's store, and the one a command promotes through, as on another machine. */
let served: PointerStore;
let command: PointerStore;
let follower: LiveReleaseFollower | undefined;
const logged: string[] = [];

beforeAll(async () => {
  const server = testDatabaseServer();
  if (!server) throw new Error('These tests need a PostgreSQL server: set DATABASE_URL');
  database = await createScratchDatabase(server);
});

afterAll(() => database.drop());

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-follow-postgres-'));
  for (const [index, app] of ALL_APPS.entries()) await writeFakeRelease(root, app, release(index + 1));
  for (const n of [13, 14]) await writeFakeRelease(root, 'checkout', release(n));
  served = postgresPointer(database.url, root);
  command = postgresPointer(database.url, root);
  await promoteFirstReleases(command);
  logged.length = 0;
});

afterEach(async () => {
  await follower?.stop();
  await Promise.all([served.close(), command.close()]);
  await rm(root, { recursive: true, force: true });
});

const follow = async (pollMs: number, relistenMs: number) =>
  (follower = await new LiveReleaseFollower(served, ALL_APPS, (message) => logged.push(message)).start(
    pollMs,
    relistenMs,
  ));

/** The sessions listening for the pointer's changes in the test's database. */
async function listeners(): Promise<number[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [POINTER_LISTENER_NAME],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function killListeners(): Promise<number[]> {
  const pids = await listeners();
  expect(pids).toHaveLength(1);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  await client.end();
  return pids;
}

describe('a server following the pointer in PostgreSQL', () => {
  it('serves a promotion as soon as it commits, told by NOTIFY, without looking by itself', async () => {
    const live = await follow(NEVER_MS, NEVER_MS);
    expect(live.current().pointer.live.checkout).toBe(release(3));
    await promote(command, 'checkout', release(13));
    await vi.waitFor(() => expect(live.current().pointer.live.checkout).toBe(release(13)), SEEN);
    expect(logged).toEqual([]);
  });

  it('with its notification connection killed, looks by itself and still serves a promotion', async () => {
    const live = await follow(20, NEVER_MS);
    await killListeners();
    await vi.waitFor(() => expect(logged).toHaveLength(1), SEEN);
    expect(logged[0]).toContain(`lost the notifications of the pointer of ${root} in PostgreSQL`);
    await promote(command, 'checkout', release(13));
    await vi.waitFor(() => expect(live.current().pointer.live.checkout).toBe(release(13)), SEEN);
    expect(await listeners()).toEqual([]);
  });

  it('listens again after losing its connection, says so once, and is told of the next promotion', async () => {
    const live = await follow(NEVER_MS, 50);
    const [killed] = await killListeners();
    await vi.waitFor(() => expect(logged).toHaveLength(2), SEEN);
    expect(logged[0]).toContain('lost the notifications');
    expect(logged[1]).toBe(`listening to the pointer of ${root} in PostgreSQL again`);
    const [listening] = await listeners();
    expect(listening).toBeDefined();
    expect(listening).not.toBe(killed);
    await promote(command, 'checkout', release(14));
    await vi.waitFor(() => expect(live.current().pointer.live.checkout).toBe(release(14)), SEEN);
  });
});

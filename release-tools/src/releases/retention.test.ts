import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { folderPointer } from '@brass/composer/releases/folder-pointer';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { release, writeFakeRelease } from '@brass/composer/testing/fake-releases';
import { pruneReleases } from './retention.ts';

let root: string;
const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-23T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * HOUR).toISOString();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-retention-'));
  // Twelve releases, one an hour, the newest (12) an hour ago.
  for (let n = 1; n <= 12; n++)
    await writeFakeRelease(root, 'checkout', release(n), { builtAt: hoursAgo(13 - n) });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const remaining = async () => (await readdir(join(root, 'checkout'))).sort();
const pointer = (live: string, history: [number, number][]) =>
  JSON.stringify({
    live: { checkout: live },
    history: history.map(([n, hours]) => ({
      app: 'checkout',
      id: release(n),
      action: 'promote',
      at: hoursAgo(hours),
    })),
  });

describe('pruning old releases', () => {
  it('keeps the newest ten by default and deletes the older ones', async () => {
    await writeFile(join(root, 'live.json'), pointer(release(12), [[12, 1]]));
    expect(await pruneReleases(folderPointer(root), 'checkout', { keep: 10, now })).toEqual([
      release(2),
      release(1),
    ]);
    expect(await remaining()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(release));
  });

  it('never deletes the live release, nor one that was live in the last 24 hours, however old', async () => {
    // 1 was live until 30 hours ago, 2 until 5 hours ago, 3 is live.
    await writeFile(
      join(root, 'live.json'),
      pointer(release(3), [
        [1, 40],
        [2, 30],
        [3, 5],
      ]),
    );
    expect(await pruneReleases(folderPointer(root), 'checkout', { keep: 2, now })).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 1].map(release),
    );
    expect(await remaining()).toEqual([2, 3, 11, 12].map(release));
  });

  it('deletes nothing while live.json cannot be read: it alone says what open tabs still use', async () => {
    await writeFile(join(root, 'live.json'), 'not json');
    expect(await pruneReleases(folderPointer(root), 'checkout', { keep: 1, now })).toEqual([]);
    expect(await remaining()).toHaveLength(12);
  });
});

import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { folderPointer } from './folder-pointer.ts';
import { promote, readPointer } from './live-pointer.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'brass-pointer-'));
  await writeFakeRelease(root, 'checkout', release(1));
  await writeFakeRelease(root, 'blog', release(7));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('live.json in the releases folder', () => {
  it('is never written over when damaged, saying so', async () => {
    await writeFile(join(root, 'live.json'), '{"live": {"checkout": 12}');
    await expect(promote(folderPointer(root), 'checkout', release(1))).rejects.toThrow(
      'live.json is not JSON, so nothing was changed',
    );
    expect(await readFile(join(root, 'live.json'), 'utf8')).toBe('{"live": {"checkout": 12}');
  });

  it('is replaced through a temporary file renamed into place, and leaves no lock behind', async () => {
    const store = folderPointer(root);
    await Promise.all([promote(store, 'checkout', release(1)), promote(store, 'blog', release(7))]);
    expect((await readPointer(store))?.live).toEqual({ checkout: release(1), blog: release(7) });
    expect((await readdir(root)).filter((name) => name.startsWith('live.json'))).toEqual(['live.json']);
  });
});

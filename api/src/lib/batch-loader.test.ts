import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader.js';

const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('batchLoader', () => {
  it('answers the keys asked together with one load, each its own row', async () => {
    const loads: string[][] = [];
    const reads = batchLoader(async (keys) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `row of ${key}`]));
    });
    const answers = await Promise.all([
      reads.load('a'),
      reads.load('b'),
      reads.load('a'),
      reads.load('gone'),
    ]);
    expect(answers).toEqual(['row of a', 'row of b', 'row of a', undefined]);
    expect(loads).toEqual([['a', 'b', 'gone']]);
  });

  it('gathers the keys of a whole turn of the event loop, not of one tick', async () => {
    const loads: string[][] = [];
    const reads = batchLoader(async (keys) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, key]));
    });
    const first = reads.load('a');
    await nextTick();
    await nextTick();
    expect(await Promise.all([first, reads.load('b')])).toEqual(['a', 'b']);
    expect(loads).toEqual([['a', 'b']]);
  });

  it('loads a key asked after a load started again, so no answer is older than its question', async () => {
    let version = 0;
    const reads = batchLoader(async (keys) => new Map(keys.map((key) => [key, version])));
    expect(await reads.load('a')).toBe(0);
    version = 1;
    expect(await reads.load('a')).toBe(1);
  });

  it('starts another load once a batch is full', async () => {
    const loads: string[][] = [];
    const reads = batchLoader(async (keys) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, key]));
    }, 2);
    expect(await Promise.all(['a', 'b', 'c'].map((key) => reads.load(key)))).toEqual(['a', 'b', 'c']);
    expect(loads).toEqual([['a', 'b'], ['c']]);
  });

  it('fails every read of a failed load, and loads afresh next time', async () => {
    let fail = true;
    const reads = batchLoader(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(Promise.all([reads.load('a'), reads.load('b')])).rejects.toThrow('database down');
    fail = false;
    expect(await reads.load('a')).toBe('a');
  });
});

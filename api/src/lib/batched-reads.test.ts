import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads.js';

describe('BatchedReads', () => {
  it('answers the keys asked together with one load, each its own row', async () => {
    const loads: string[][] = [];
    const reads = new BatchedReads(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `row of ${key}`]));
    });
    const answers = await Promise.all([reads.get('a'), reads.get('b'), reads.get('a'), reads.get('gone')]);
    expect(answers).toEqual(['row of a', 'row of b', 'row of a', undefined]);
    expect(loads).toEqual([['a', 'b', 'gone']]);
  });

  it('loads a key asked after a load started again, so no answer is older than its question', async () => {
    let version = 0;
    const reads = new BatchedReads(async (keys: string[]) => new Map(keys.map((key) => [key, version])));
    expect(await reads.get('a')).toBe(0);
    version = 1;
    expect(await reads.get('a')).toBe(1);
  });

  it('starts another load once a batch is full', async () => {
    const loads: string[][] = [];
    const reads = new BatchedReads(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.map((key) => [key, key]));
    }, 2);
    expect(await Promise.all(['a', 'b', 'c'].map((key) => reads.get(key)))).toEqual(['a', 'b', 'c']);
    expect(loads).toEqual([['a', 'b'], ['c']]);
  });

  it('fails every read of a failed load, and loads afresh next time', async () => {
    let fail = true;
    const reads = new BatchedReads(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(Promise.all([reads.get('a'), reads.get('b')])).rejects.toThrow('database down');
    fail = false;
    expect(await reads.get('a')).toBe('a');
  });
});

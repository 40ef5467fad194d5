import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { finishDroppedLoads } from './finish-dropped-loads.js';

/** A cache as the API's services make one, whose loads wait until the test lets them answer. */
function cacheWithHeldLoads(max = 10) {
  const held: { key: string; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const cache = new LRUCache<string, string>({
    ...finishDroppedLoads,
    max,
    ttl: 60_000,
    fetchMethod: (key) =>
      new Promise<string>((answer, fail) => {
        held.push({ key, answer, fail });
      }),
  });
  return { cache, held };
}

describe('finishDroppedLoads', () => {
  it('shares one load between the requests asking for a key at once', async () => {
    const { cache, held } = cacheWithHeldLoads();
    const asked = Promise.all([cache.forceFetch('k'), cache.forceFetch('k')]);
    expect(held).toHaveLength(1);
    held[0]?.answer('v1');
    expect(await asked).toEqual(['v1', 'v1']);
    expect(await cache.forceFetch('k')).toBe('v1');
  });

  it('answers the requests waiting on a load that a change cleared, and keeps not its answer', async () => {
    const { cache, held } = cacheWithHeldLoads();
    const waiting = cache.forceFetch('k');
    cache.clear();
    held[0]?.answer('as before the change');
    expect(await waiting).toBe('as before the change');
    const next = cache.forceFetch('k');
    expect(held).toHaveLength(2);
    held[1]?.answer('as after the change');
    expect(await next).toBe('as after the change');
  });

  it('answers the requests waiting on a load that newer keys pushed out', async () => {
    const { cache, held } = cacheWithHeldLoads(1);
    const first = cache.forceFetch('a');
    const second = cache.forceFetch('b');
    held[0]?.answer('a1');
    held[1]?.answer('b1');
    expect(await Promise.all([first, second])).toEqual(['a1', 'b1']);
  });

  it('forgets a failed load at once', async () => {
    const { cache, held } = cacheWithHeldLoads();
    const failed = cache.forceFetch('k');
    held[0]?.fail(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const retried = cache.forceFetch('k');
    held[1]?.answer('recovered');
    expect(await retried).toBe('recovered');
  });
});

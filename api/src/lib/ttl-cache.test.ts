import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('shares one load between concurrent callers and reloads after the time to live', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets every value when cleared', async () => {
    const cache = new TtlCache<number>(60_000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect([await cache.get('a', load), await cache.get('b', load)]).toEqual([1, 2]);
    cache.clear();
    expect([await cache.get('a', load), await cache.get('b', load)]).toEqual([3, 4]);
  });

  it('forgets a failed load at once', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});

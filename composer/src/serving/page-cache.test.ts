import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache.ts';

const page = (text: string, bytes = text.length): CachedPage => ({
  status: 200,
  etag: `W/"${text}"`,
  headers: {},
  identity: Buffer.alloc(bytes, text),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});

describe('PageCache', () => {
  it('forgets exactly the pages filed under a tag that changed', () => {
    const cache = new PageCache();
    cache.set('/product/a', page('a'), ['product:a'], cache.begin());
    cache.set('/products', page('list'), ['product:a', 'product:b', 'products'], cache.begin());
    cache.set('/product/b', page('b'), ['product:b'], cache.begin());

    cache.invalidate(['product:a']);

    expect(cache.get('/product/a')).toBeUndefined();
    expect(cache.get('/products')).toBeUndefined();
    expect(cache.get('/product/b')?.etag).toBe('W/"b"');
  });

  it('refuses a page whose render began before a change to data it shows', () => {
    const cache = new PageCache();
    const begunAt = cache.begin();
    cache.invalidate(['product:a']);

    expect(cache.set('/product/a', page('stale'), ['product:a'], begunAt)).toBe(false);
    expect(cache.get('/product/a')).toBeUndefined();
    // A change to other data says nothing about this page.
    expect(cache.set('/product/b', page('b'), ['product:b'], begunAt)).toBe(true);
  });

  it('refuses every page whose render began before it was cleared', () => {
    const cache = new PageCache();
    const begunAt = cache.begin();
    cache.clear();

    expect(cache.set('/product/b', page('b'), ['product:b'], begunAt)).toBe(false);
    expect(cache.set('/product/b', page('b'), ['product:b'], cache.begin())).toBe(true);
  });

  it('holds at most its size in bytes, forgetting the pages asked for least recently', () => {
    const cache = new PageCache(3_600);
    cache.set('/one', page('1', 1_000), ['product:one'], cache.begin());
    cache.set('/two', page('2', 1_000), ['product:two'], cache.begin());
    cache.get('/one');
    cache.set('/three', page('3', 1_000), ['product:three'], cache.begin());

    expect(cache.get('/two')).toBeUndefined();
    expect(cache.get('/one')).toBeDefined();
    expect(cache.get('/three')).toBeDefined();
    // A page forgotten for room is no longer filed under its tags either.
    cache.invalidate(['product:two']);
    expect(cache.size).toBe(2);
  });

  it('keeps no page larger than itself', () => {
    const cache = new PageCache(1_000);
    expect(cache.set('/huge', page('h', 5_000), ['product:h'], cache.begin())).toBe(false);
    expect(cache.get('/huge')).toBeUndefined();
  });
});

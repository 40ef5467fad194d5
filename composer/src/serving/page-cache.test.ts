import { describe, expect, it } from 'vitest';
import { PageCache, REDRAW_ASKED_WITHIN_MS, REDRAW_MAX, type CachedPage } from './page-cache.ts';

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
    cache.set('/product/a', page('a'), ['product:a'], cache.begin(), 'source');
    cache.set('/products', page('list'), ['product:a', 'product:b', 'products'], cache.begin(), 'source');
    cache.set('/product/b', page('b'), ['product:b'], cache.begin(), 'source');

    cache.invalidate(['product:a']);

    expect(cache.get('/product/a')).toBeUndefined();
    expect(cache.get('/products')).toBeUndefined();
    expect(cache.get('/product/b')?.etag).toBe('W/"b"');
  });

  it('refuses a page whose render began before a change to data it shows', () => {
    const cache = new PageCache();
    const begunAt = cache.begin();
    cache.invalidate(['product:a']);

    expect(cache.set('/product/a', page('stale'), ['product:a'], begunAt, 'source')).toBe(false);
    expect(cache.get('/product/a')).toBeUndefined();
    // A change to other data says nothing about this page.
    expect(cache.set('/product/b', page('b'), ['product:b'], begunAt, 'source')).toBe(true);
  });

  it('refuses every page whose render began before it was cleared', () => {
    const cache = new PageCache();
    const begunAt = cache.begin();
    cache.clear();

    expect(cache.set('/product/b', page('b'), ['product:b'], begunAt, 'source')).toBe(false);
    expect(cache.set('/product/b', page('b'), ['product:b'], cache.begin(), 'source')).toBe(true);
  });

  it('holds at most its size in bytes, forgetting the pages asked for least recently', () => {
    const cache = new PageCache(3_600);
    cache.set('/one', page('1', 1_000), ['product:one'], cache.begin(), 'source');
    cache.set('/two', page('2', 1_000), ['product:two'], cache.begin(), 'source');
    cache.get('/one');
    cache.set('/three', page('3', 1_000), ['product:three'], cache.begin(), 'source');

    expect(cache.get('/two')).toBeUndefined();
    expect(cache.get('/one')).toBeDefined();
    expect(cache.get('/three')).toBeDefined();
    // A page forgotten for room is no longer filed under its tags either.
    cache.invalidate(['product:two']);
    expect(cache.size).toBe(2);
  });

  it('keeps no page larger than itself', () => {
    const cache = new PageCache(1_000);
    expect(cache.set('/huge', page('h', 5_000), ['product:h'], cache.begin(), 'source')).toBe(false);
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('answers what drawing again takes of the forgotten pages asked for lately, the latest first', () => {
    let now = 0;
    const cache = new PageCache<string>(undefined, () => now);
    cache.set('/product/a', page('a'), ['product:a', 'products'], cache.begin(), 'draw a');
    cache.set('/product/b', page('b'), ['product:b', 'products'], cache.begin(), 'draw b');
    cache.set('/product/c', page('c'), ['product:c', 'products'], cache.begin(), 'draw c');
    cache.set('/about', page('about'), ['settings'], cache.begin(), 'draw about');
    now = REDRAW_ASKED_WITHIN_MS;
    cache.get('/product/b');
    now += 1;
    cache.get('/product/a');

    // c was last asked for before the window: forgotten, and left for its next visitor to draw.
    expect(cache.invalidate(['products'])).toEqual(['draw a', 'draw b']);
    expect(cache.get('/product/c')).toBeUndefined();
    expect(cache.get('/about')).toBeDefined();
  });

  it('draws again at most a few pages for one change', () => {
    const cache = new PageCache<number>();
    for (let index = 0; index < REDRAW_MAX + 5; index++)
      cache.set(`/product/${index}`, page(`${index}`), ['products'], cache.begin(), index);

    expect(cache.invalidate(['products'])).toHaveLength(REDRAW_MAX);
    expect(cache.size).toBe(0);
  });
});

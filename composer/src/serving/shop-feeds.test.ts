/**
 * What the shop's origin serves for crawlers and Google Merchant Center: robots.txt, made by the host,
 * and the sitemap and the product feed, made by the API and kept by the host until their data changes.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';
import { NOT_CRAWLED } from './shop-feeds.ts';

let shop: FakeShop;
beforeAll(async () => {
  shop = await startFakeShop();
});
afterAll(() => shop.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 400) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const get = (url: string, headers: Record<string, string> = {}) => shop.host.inject({ url, headers });
const callsTo = (url: string) => shop.apiCalls.filter((call) => call.url === url).length;

const urlset = (label: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://brassaangan.in/${label}</loc></url></urlset>\n`;
const rss = (price: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:price>${price}</g:price></item></channel></rss>\n`;

describe('/robots.txt', () => {
  it('lets crawlers read the shop but its private and API addresses, and names the sitemap on the public origin', async () => {
    vi.stubEnv('PUBLIC_SHOP_ORIGIN', 'https://brassaangan.in');
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/cart',
      '/checkout',
      '/orders',
      '/wishlist',
      '/login',
      '/register',
      '/api/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(NOT_CRAWLED.length);
    // The releases' scripts and styles, which a crawler needs to draw the pages, and the photos stay open.
    for (const open of ['/releases', '/images', '/product', '/products', '/blogs', '/sitemap.xml'])
      expect(
        lines.filter((line) => line.startsWith('Disallow: ') && open.startsWith(line.slice(10))),
        open,
      ).toEqual([]);
    expect(lines).toContain('Sitemap: https://brassaangan.in/sitemap.xml');
  });

  it('names the sitemap on the origin the server is set to, whatever Host the request carries', async () => {
    const response = await get('/robots.txt', { host: 'evil.example' });
    expect(response.body).toContain('Sitemap: http://localhost:5173/sitemap.xml');
    expect(response.body).not.toContain('evil.example');
  });
});

const apiSitemap = '/api/feeds/sitemap.xml';
const apiProductFeed = '/api/feeds/products.xml';

/** Waits until the host sends the document at `path` as it keeps it, asking the API nothing. */
const untilKept = (path: string, apiPath: string) =>
  until(async () => {
    const before = callsTo(apiPath);
    await get(path);
    return callsTo(apiPath) === before;
  });

describe('/sitemap.xml and /feeds/products.xml', () => {
  // Each test starts from the API's first documents of its own, once the host has forgotten those an
  // earlier one left kept: the host sends them only once it has heard the change below.
  let round = 0;
  let firstSitemap = '';
  let firstFeed = '';
  beforeEach(async () => {
    round += 1;
    firstSitemap = urlset(`first-${round}`);
    firstFeed = rss(`${7800 + round}.00 INR`);
    shop.apiFeeds.clear();
    shop.apiFeeds.set(apiSitemap, { body: firstSitemap, tags: ['catalogue', 'posts'] });
    shop.apiFeeds.set(apiProductFeed, { body: firstFeed, tags: ['catalogue'] });
    shop.changes!.change(['catalogue', 'posts']);
    await until(
      async () =>
        (await get('/sitemap.xml')).body === firstSitemap &&
        (await get('/feeds/products.xml')).body === firstFeed,
    );
  });

  it('are the API’s documents as XML, with the tags of their data and no place in search results', async () => {
    for (const [path, body, tags] of [
      ['/sitemap.xml', firstSitemap, 'catalogue,posts'],
      ['/feeds/products.xml', firstFeed, 'catalogue'],
    ] as const) {
      const response = await get(path, { 'accept-encoding': 'identity' });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('application/xml; charset=utf-8');
      expect(response.body, path).toBe(body);
      expect(response.headers['cache-tag'], path).toBe(tags);
      expect(response.headers['x-robots-tag'], path).toBe('noindex');
      expect(response.headers['cache-control'], path).toBe(
        'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
      );
    }
  });

  it('are kept, and forgotten only when the change stream names data they show', async () => {
    await untilKept('/sitemap.xml', apiSitemap);
    await untilKept('/feeds/products.xml', apiProductFeed);
    shop.apiFeeds.set(apiSitemap, { body: urlset('second'), tags: ['catalogue', 'posts'] });
    shop.apiFeeds.set(apiProductFeed, { body: rss('1.00 INR'), tags: ['catalogue'] });
    expect((await get('/sitemap.xml')).body).toBe(firstSitemap);
    // The settings are in neither document; the posts are in the sitemap only.
    shop.changes!.change(['settings']);
    shop.changes!.change(['post:lighting-the-lamp', 'posts']);
    await until(async () => (await get('/sitemap.xml')).body === urlset('second'));
    expect((await get('/feeds/products.xml')).body).toBe(firstFeed);
  });

  it('show a price the owner changed as soon as the change stream tells of it, asking the API once', async () => {
    await untilKept('/feeds/products.xml', apiProductFeed);
    shop.apiFeeds.set(apiProductFeed, { body: rss('6500.00 INR'), tags: ['catalogue'] });
    expect((await get('/feeds/products.xml')).body).toBe(firstFeed);
    const before = callsTo(apiProductFeed);
    shop.changes!.change(['catalogue', 'product:nataraja']);
    await until(async () => (await get('/feeds/products.xml')).body === rss('6500.00 INR'));
    await Promise.all(Array.from({ length: 5 }, () => get('/feeds/products.xml')));
    expect(callsTo(apiProductFeed)).toBe(before + 1);
  });

  it('are asked of the API again once the change stream is lost', async () => {
    await untilKept('/feeds/products.xml', apiProductFeed);
    shop.apiFeeds.set(apiProductFeed, { body: rss('0.00 INR'), tags: ['catalogue'] });
    shop.changes!.drop();
    await until(async () => (await get('/feeds/products.xml')).body === rss('0.00 INR'));
    await until(() => shop.changes!.open === 1);
  });

  it('come compressed as the client accepts, and not again to one that has them (304)', async () => {
    const br = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(firstSitemap);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const again = await get('/sitemap.xml', { 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('pass the part of a sitemap index on to the API, and answer a part it does not have 404', async () => {
    shop.apiFeeds.set('/api/feeds/sitemap.xml?page=2', { body: urlset('part-2'), tags: ['catalogue'] });
    const part = await get('/sitemap.xml?page=2');
    expect([part.statusCode, part.body]).toEqual([200, urlset('part-2')]);
    const missing = await get('/sitemap.xml?page=3');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    const calls = shop.apiCalls.length;
    for (const url of ['/sitemap.xml?page=0', '/sitemap.xml?page=two', '/feeds/products.xml?page=2'])
      expect((await get(url)).statusCode, url).toBe(404);
    expect(shop.apiCalls.length).toBe(calls);
  });

  it('answer 503, to be asked again later, while the API cannot make them', async () => {
    shop.apiFeeds.set('/api/feeds/products.xml', { status: 500, body: 'Internal Server Error', tags: [] });
    shop.changes!.change(['catalogue']);
    await until(async () => (await get('/feeds/products.xml')).statusCode === 503);
    const response = await get('/feeds/products.xml');
    expect(response.headers['retry-after']).toBe('60');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote } from '../releases/live-pointer.ts';
import { release, writeFakeRelease } from '../../testing/fake-releases.ts';
import { CATALOG_ROUTES, startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';

/**
 * A catalog renderer that numbers the renders of each product and tags each product page with the
 * product it shows, as pages rendered from the API's answers are; the product `untagged` is drawn from
 * data whose changes nobody follows, and so is `renders-of-<id>`, which tells how often <id> was drawn.
 */
const countingRenderer = (label: string) => `const renders = new Map();
export async function renderPage({ page, params }) {
  if (page !== 'ProductPage') return undefined;
  const counted = /^renders-of-(.*)$/.exec(params.id);
  if (counted) return { status: 200, html: '<p>' + (renders.get(counted[1]) ?? 0) + '</p>' };
  renders.set(params.id, (renders.get(params.id) ?? 0) + 1);
  const html = '<p>' + params.id + ' render ' + renders.get(params.id) + ' by ${label}</p>';
  return params.id === 'untagged' ? { status: 200, html } : { status: 200, html, tags: ['product:' + params.id] };
}`;

let shop: FakeShop;

beforeAll(async () => {
  shop = await startFakeShop({
    releases: { catalog: { routes: CATALOG_ROUTES, renderer: countingRenderer('release 2') } },
  });
  // Pages are kept from the moment the host has heard the stream say it is ready.
  await until(async () => (await renderOf('/product/warm-up')) === (await renderOf('/product/warm-up')));
});

afterAll(async () => {
  await shop.close();
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 400) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const get = (url: string, headers: Record<string, string> = {}) => shop.host.inject({ url, headers });
/** The render the page was drawn with: `<id> render <n> by <release>`. */
const renderOf = async (url: string) => /<p>([^<]*)<\/p>/.exec((await get(url)).body)?.[1];

describe('pages the same for every visitor', () => {
  it('are composed once and then sent as they were, until data they show changes', async () => {
    const first = await renderOf('/product/nataraja');
    expect(await renderOf('/product/nataraja')).toBe(first);

    shop.changes!.change(['product:nataraja']);
    await until(async () => (await renderOf('/product/nataraja')) !== first);
  });

  it('forget only the pages that show the data that changed', async () => {
    const ganesha = await renderOf('/product/ganesha');
    const buddha = await renderOf('/product/buddha');

    shop.changes!.change(['product:ganesha']);
    await until(async () => (await renderOf('/product/ganesha')) !== ganesha);
    expect(await renderOf('/product/buddha')).toBe(buddha);
  });

  it('are drawn again as soon as their data changes, when visitors asked for them lately', async () => {
    expect(await renderOf('/product/diya')).toBe('diya render 1 by release 2');

    shop.changes!.change(['product:diya']);
    // No visitor asks for the page meanwhile: the host draws it again by itself.
    await until(async () => (await renderOf('/product/renders-of-diya')) === '2');
    expect(await renderOf('/product/diya')).toBe('diya render 2 by release 2');
    expect(await renderOf('/product/renders-of-diya')).toBe('2');
  });

  it('are never kept when drawn from data whose changes are not followed', async () => {
    const first = await renderOf('/product/untagged');
    expect(await renderOf('/product/untagged')).not.toBe(first);
  });

  it('are all forgotten when the change stream is lost, and kept again once it is back', async () => {
    const before = await renderOf('/product/krishna');
    shop.changes!.drop();
    await until(async () => (await renderOf('/product/krishna')) !== before);

    await until(async () => shop.changes!.open === 1);
    await until(async () => (await renderOf('/product/krishna')) === (await renderOf('/product/krishna')));
  });

  it('are rendered once for visitors asking at the same moment', async () => {
    shop.changes!.change(['product:lakshmi']);
    const renders = await Promise.all(Array.from({ length: 5 }, () => renderOf('/product/lakshmi')));
    expect(new Set(renders).size).toBe(1);
  });

  it('are forgotten when an app is promoted, and drawn by its new release', async () => {
    expect(await renderOf('/product/shiva')).toContain('by release 2');
    await writeFakeRelease(shop.root, 'catalog', release(22), {
      routes: CATALOG_ROUTES,
      renderer: countingRenderer('release 22'),
    });
    await promote(shop.store, 'catalog', release(22));
    await until(async () => (await renderOf('/product/shiva'))?.endsWith('by release 22') === true);
    await promote(shop.store, 'catalog', release(2));
    await until(async () => (await renderOf('/product/shiva'))?.endsWith('by release 2') === true);
  });
});

describe('the bytes of a page', () => {
  it('come compressed as the browser accepts, each the same page', async () => {
    const identity = await get('/product/durga', { 'accept-encoding': 'identity' });
    const br = await get('/product/durga', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/product/durga', { 'accept-encoding': 'gzip' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    for (const response of [identity, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(identity.headers.etag);
    }
  });

  it('are not sent again to a browser that has them (304), until they change', async () => {
    const first = await get('/product/hanuman');
    const etag = first.headers.etag as string;
    const again = await get('/product/hanuman', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

    shop.changes!.change(['product:hanuman']);
    await until(async () => (await get('/product/hanuman', { 'if-none-match': etag })).statusCode === 200);
  });

  it('tell a CDN it may keep the page a second, and by which tags to purge it', async () => {
    const page = await get('/product/saraswati');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
    expect(page.headers['cache-tag']).toBe('settings,product:saraswati');
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});

/**
 * A page's request id: taken from the request only when safe to log, sent back, and carried by the
 * calls made to the API for that page, the server renderer's included (which run the release's own
 * code on a thread of their own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ROUTES, startFakeShop, type FakeShop } from '../../testing/fake-shop.ts';

/** A product page rendered after asking the API for the product twice: over node:http, and with fetch. */
const askingRenderer = `import http from 'node:http';
export async function renderPage({ params }, config) {
  const path = '/api/products/' + params.id;
  await new Promise((resolve, reject) =>
    http.get(config.apiBase + path + '?over=http', (answer) => answer.resume().on('end', resolve)).on('error', reject),
  );
  await (await fetch(config.apiBase + path + '?over=fetch')).text();
  await (await fetch('http://127.0.0.1:9/not-the-api').catch(() => undefined));
  return '<p>asked</p>';
}`;

let shop: FakeShop;
beforeAll(async () => {
  shop = await startFakeShop({
    releases: { catalog: { routes: CATALOG_ROUTES, renderer: askingRenderer } },
  });
});
afterAll(() => shop.close());

const productCalls = () => shop.apiCalls.filter((call) => call.url.startsWith('/api/products/'));

describe('request ids', () => {
  it("reach the API on every call the page's renderer makes, and come back on the page", async () => {
    const response = await shop.host.inject({
      url: '/product/ganesha-1',
      headers: { 'x-request-id': 'edge-7f3c.2:abc_D' },
    });
    expect(response.body).toContain('<p>asked</p>');
    expect(response.headers['x-request-id']).toBe('edge-7f3c.2:abc_D');
    expect(productCalls()).toEqual([
      { url: '/api/products/ganesha-1?over=http', requestId: 'edge-7f3c.2:abc_D' },
      { url: '/api/products/ganesha-1?over=fetch', requestId: 'edge-7f3c.2:abc_D' },
    ]);
  });

  it('are made anew for a page whose id is missing, too long or could break a log line', async () => {
    for (const sent of [undefined, 'a'.repeat(129), 'two words', '"quoted"']) {
      shop.apiCalls.length = 0;
      const response = await shop.host.inject({
        url: `/product/lamp-${shop.apiCalls.length}-${String(sent?.length)}`,
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(productCalls().map((call) => call.requestId)).toEqual([id, id]);
    }
  });
});

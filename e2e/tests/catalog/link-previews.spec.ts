import type { APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { imageSize } from 'image-size';
import type { Blog } from '@brass/shared/contracts/content';
import type { ProductPage } from '@brass/shared/contracts/catalog';
import { formatRupees } from '@brass/shared/money';
import { jsonLdBlocks, schemaOrgProblems } from '@brass/shared/testing/schema-org';
import { expect, test } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';

/** The crawlers that draw a pasted link's preview; they read the server's HTML and run no script. */
const CRAWLERS = ['WhatsApp/2.23.20.0', 'facebookexternalhit/1.1'];

/** The tags that name a page, by their key (title, description, canonical, og:…, twitter:…), each a list. */
function headTags(html: string): Map<string, string[]> {
  const head = DomUtils.findOne((element) => element.name === 'head', parseDocument(html).children);
  expect(head, 'the page has a head').toBeTruthy();
  const tags = new Map<string, string[]>();
  const add = (key: string, value: string) => tags.set(key, [...(tags.get(key) ?? []), value]);
  for (const element of DomUtils.findAll(() => true, head!.children)) {
    const { name, attribs } = element;
    if (name === 'title') add('title', DomUtils.textContent(element));
    if (name === 'link' && attribs.rel === 'canonical') add('canonical', attribs.href ?? '');
    const key = attribs.property ?? attribs.name;
    if (name === 'meta' && key && attribs.content !== undefined) add(key, attribs.content);
  }
  return tags;
}

/** The one value of a tag the page must have once. */
function one(tags: Map<string, string[]>, key: string): string {
  expect(tags.get(key) ?? [], `exactly one ${key}`).toHaveLength(1);
  return tags.get(key)![0]!;
}

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${shopUrls.api}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('catalog: a shared link shows the product, as WhatsApp and Facebook read it', () => {
  for (const crawler of CRAWLERS) {
    test(`${crawler} finds the name, price and a large image that loads`, async ({ playwright }) => {
      const request = await playwright.request.newContext({
        baseURL: shopUrls.host,
        extraHTTPHeaders: { 'User-Agent': crawler },
      });
      const { items } = await firstOf<ProductPage>(request, '/api/products?page=1&limit=1');
      const product = items[0]!;

      const page = await request.get(`/product/${product._id}`);
      expect(page.status()).toBe(200);
      const tags = headTags(await page.text());
      expect(one(tags, 'og:title')).toContain(product.productName);
      expect(one(tags, 'og:type')).toBe('product');
      expect(Number(one(tags, 'product:price:amount'))).toBe(product.price);
      expect(one(tags, 'product:price:currency')).toBe('INR');
      // The preview shows the title, the description and the photo: the price is in the description.
      expect(one(tags, 'og:description')).toContain(formatRupees(product.price));
      expect(one(tags, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/product/${product._id}$`));

      const imageAddress = one(tags, 'og:image');
      expect(imageAddress).toMatch(/^https?:\/\//);
      const image = await request.get(imageAddress);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
      const { width, height } = imageSize(await image.body());
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(1200);
      expect([one(tags, 'og:image:width'), one(tags, 'og:image:height')]).toEqual([
        String(width),
        String(height),
      ]);
      expect(one(tags, 'twitter:image')).toBe(imageAddress);
      await request.dispose();
    });
  }
});

test.describe('every public page: named once each for search engines and shared links', () => {
  test('canonical, description, Open Graph and Twitter tags, and valid structured data', async ({
    request,
  }) => {
    const { items } = await firstOf<ProductPage>(request, '/api/products?page=1&limit=1');
    const [post] = await firstOf<Blog[]>(request, '/api/blogs');
    const pages: [path: string, canonical: string][] = [
      ['/', '/'],
      ['/products?sort=price-asc', '/products'],
      ['/shop', '/products'],
      ['/products?category=idols&inStock=true', '/products?category=idols'],
      [`/product/${items[0]!._id}`, `/product/${items[0]!._id}`],
      ['/about', '/about'],
      ['/contactus', '/contactus'],
      ['/blogs', '/blogs'],
      [`/blogs/${post!._id}`, `/blogs/${post!._id}`],
      ['/policies/terms', '/policies/terms'],
      ['/cart', '/cart'],
      ['/login', '/login'],
      ['/register', '/register'],
    ];
    for (const [path, canonical] of pages) {
      const html = await (await request.get(path)).text();
      const tags = headTags(html);
      const address = one(tags, 'canonical');
      expect(new URL(address).pathname + new URL(address).search, path).toBe(canonical);
      expect(one(tags, 'og:url'), path).toBe(address);
      expect(one(tags, 'description'), path).not.toBe('');
      for (const key of [
        'og:title',
        'og:description',
        'og:type',
        'og:site_name',
        'og:image',
        'twitter:title',
      ])
        expect(one(tags, key), `${key} of ${path}`).not.toBe('');
      expect(one(tags, 'og:locale'), path).toBe('en_IN');
      expect(one(tags, 'twitter:card'), path).toBe('summary_large_image');
      expect(one(tags, 'og:image'), path).toMatch(/^https?:\/\//);
      for (const block of jsonLdBlocks(html)) expect(schemaOrgProblems(block), path).toEqual([]);
    }
  });

  test('the home page names the shop and its search for search engines', async ({ request }) => {
    const types = jsonLdBlocks(await (await request.get('/')).text()).map(
      (block) => (block as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  });
});

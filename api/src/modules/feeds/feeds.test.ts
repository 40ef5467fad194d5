import { productDetailSchema, productSchema, type Product } from '@brass/shared/contracts/catalog';
import { blogSchema, POLICY_PAGE_SLUGS } from '@brass/shared/contracts/content';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productImages, products } from '../../db/schema.js';
import { startBackOffice, multipartBody } from '../../../test/catalog-support.js';
import { merchantFeedProblems, sitemapProblems } from '../../../test/feed-rules.js';
import { useStarted } from '../../../test/use-started.js';

const shopOrigin = 'https://brassaangan.example';
const apiOrigin = 'https://api.brassaangan.example';
const b = useStarted('back office', () =>
  startBackOffice({ PUBLIC_SHOP_ORIGIN: shopOrigin, PUBLIC_API_ORIGIN: apiOrigin }),
);

/** Archived before any test reads a feed: no answer may name it. */
const archived = 'ganesha-lost-wax-seated';

let catalogue: Product[];
beforeAll(async () => {
  await b.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived));
  const listed = await b.app.inject({ method: 'GET', url: '/api/products' });
  catalogue = v.parse(v.array(productSchema), listed.json());
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'image:image', 'item', 'g:additional_image_link', 'sitemap'].includes(name),
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'image:image'?: { 'image:loc': string }[];
}
type FeedItem = Record<string, string> & { 'g:additional_image_link'?: string[] };

async function get(url: string) {
  const response = await b.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response;
}

async function sitemap(): Promise<{ xml: string; urls: Map<string, SitemapUrl> }> {
  const xml = (await get('/api/feeds/sitemap.xml')).body;
  const urls = (parser.parse(xml) as { urlset: { url: SitemapUrl[] } }).urlset.url;
  return { xml, urls: new Map(urls.map((url) => [url.loc, url])) };
}

async function feed(): Promise<{ xml: string; items: Map<string, FeedItem> }> {
  const xml = (await get('/api/feeds/products.xml')).body;
  const items = (parser.parse(xml) as { rss: { channel: { item: FeedItem[] } } }).rss.channel.item;
  return { xml, items: new Map(items.map((item) => [item['g:id']!, item])) };
}

const productPage = (id: string) => `${shopOrigin}/product/${id}`;

describe('GET /api/feeds/sitemap.xml', () => {
  it('follows the sitemaps.org rules, every address on the shop’s public origin', async () => {
    const response = await get('/api/feeds/sitemap.xml');
    expect(sitemapProblems(response.body, { shopOrigin })).toEqual([]);
    expect(response.body).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  });

  it('names every product on sale with its main photo on the API’s origin, and no archived one', async () => {
    const { urls } = await sitemap();
    expect(catalogue.length).toBeGreaterThan(40);
    for (const product of catalogue) {
      const url = urls.get(productPage(product._id));
      expect(url, product._id).toBeDefined();
      expect(url!['image:image']).toEqual([
        { 'image:loc': `${apiOrigin}/images/products/${product._id}-960.webp` },
      ]);
      expect(url!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    }
    expect(urls.has(productPage(archived))).toBe(false);
    expect([...urls.keys()].filter((loc) => loc.startsWith(`${shopOrigin}/product/`))).toHaveLength(
      catalogue.length,
    );
  });

  it('names the lists, each category’s, the blog, its published posts, the story, contact and policy pages', async () => {
    const { urls } = await sitemap();
    const posts = v.parse(v.array(blogSchema), (await b.app.inject({ url: '/api/blogs' })).json());
    const categories = [...new Set(catalogue.map((product) => product.mainCategory!))].sort();
    expect(categories).toContain('idol set');
    const expected = [
      '/',
      '/products',
      ...categories.map((category) => `/products?category=${encodeURIComponent(category)}`),
      '/blogs',
      ...posts.map((post) => `/blogs/${post._id}`),
      '/about',
      '/contactus',
      ...POLICY_PAGE_SLUGS.map((slug) => `/policies/${slug}`),
    ];
    for (const path of expected) expect(urls.has(`${shopOrigin}${path}`), path).toBe(true);
    expect(urls.size).toBe(expected.length + catalogue.length);
    for (const path of ['/cart', '/checkout', '/orders', '/login', '/register', '/admin', '/shop'])
      expect(urls.has(`${shopOrigin}${path}`), path).toBe(false);
  });

  it('dates each post and policy page by its last change, and the lists by the catalogue’s', async () => {
    const { urls } = await sitemap();
    const posts = v.parse(v.array(blogSchema), (await b.app.inject({ url: '/api/blogs' })).json());
    // A seeded post last changed the moment it was published.
    const [newest] = posts;
    expect(urls.get(`${shopOrigin}/blogs/${newest!._id}`)!.lastmod).toBe(
      toTheSecond(new Date(newest!.createdAt)),
    );
    expect(urls.get(`${shopOrigin}/blogs`)!.lastmod).toBe(
      urls.get(`${shopOrigin}/blogs/${newest!._id}`)!.lastmod,
    );
    const terms = await b.app.inject({ url: '/api/pages/terms' });
    expect(urls.get(`${shopOrigin}/policies/terms`)!.lastmod).toBe(
      toTheSecond(new Date(terms.json<{ updatedAt: string }>().updatedAt)),
    );
    // Archiving a product changed the lists it left.
    const listsChanged = urls.get(`${shopOrigin}/products`)!.lastmod!;
    expect(listsChanged).toBe(toTheSecond(await updatedAtOf(archived)));
    expect(urls.get(`${shopOrigin}/`)!.lastmod).toBe(listsChanged);
    expect(urls.get(`${shopOrigin}/contactus`)!.lastmod).toBeUndefined();
  });

  it('names the data it shows in Cache-Tag: the catalogue, the posts and each policy page', async () => {
    const response = await get('/api/feeds/sitemap.xml');
    expect(String(response.headers['cache-tag']).split(',')).toEqual([
      'catalogue',
      'posts',
      ...POLICY_PAGE_SLUGS.map((slug) => `policy:${slug}`),
    ]);
  });

  it('answers a part past the only one 404, and a part that is no number 400', async () => {
    expect((await b.app.inject({ url: '/api/feeds/sitemap.xml?page=1' })).body).toBe((await sitemap()).xml);
    const missing = await b.app.inject({ url: '/api/feeds/sitemap.xml?page=2' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Sitemap not found' }]);
    expect((await b.app.inject({ url: '/api/feeds/sitemap.xml?page=two' })).statusCode).toBe(400);
  });
});

describe('GET /api/feeds/products.xml', () => {
  it('follows the Merchant Center feed specification', async () => {
    const response = await get('/api/feeds/products.xml');
    expect(merchantFeedProblems(response.body, { shopOrigin })).toEqual([]);
    expect(response.headers['cache-tag']).toBe('catalogue');
  });

  it('describes every product on sale as its page does, and no archived one', async () => {
    const { items } = await feed();
    const plain = catalogue.filter((product) => !product.options);
    const sizes = await Promise.all(
      catalogue
        .filter((product) => product.options)
        .map(async (product) => {
          const page = await b.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
          return v.parse(productDetailSchema, page.json());
        }),
    );
    const variants = sizes.flatMap((product) => product.variants!.map((variant) => ({ product, variant })));
    expect(variants.length).toBeGreaterThanOrEqual(3);
    expect([...items.keys()].sort()).toEqual(
      [...plain.map((product) => product._id), ...variants.map(({ variant }) => variant._id)].sort(),
    );
    expect(items.has(archived)).toBe(false);
    // Each size or finish is an item of its own, grouped under its product, its page showing it chosen.
    for (const { product, variant } of variants) {
      const item = items.get(variant._id)!;
      expect(item['g:item_group_id']).toBe(product._id);
      expect(item['g:title']).toBe(variant.productName);
      expect(item['g:link']).toBe(`${productPage(product._id)}?variant=${variant.key}`);
      expect(item['g:price']).toBe(`${variant.price}.00 INR`);
      expect(item['g:availability']).toBe(variant.stock > 0 ? 'in_stock' : 'out_of_stock');
      expect(item['g:shipping_weight']).toBe(`${variant.weightKg} kg`);
      expect(item['g:size']).toBe(variant.values.Size);
      expect(item['g:color']).toBe(variant.values.Finish);
    }
    for (const product of plain) {
      const item = items.get(product._id)!;
      expect(item['g:title']).toBe(product.productName);
      expect(item['g:description']).toBe(product.description);
      expect(item['g:link']).toBe(productPage(product._id));
      expect(item['g:image_link']).toBe(`${apiOrigin}/images/products/${product._id}-960.webp`);
      expect(item['g:additional_image_link']).toBeUndefined();
      expect(item['g:price']).toBe(`${product.price}.00 INR`);
      expect(item['g:availability']).toBe(product.stock > 0 ? 'in_stock' : 'out_of_stock');
      expect(item['g:shipping_weight']).toBe(`${product.facts.weightKg} kg`);
      expect(item['g:brand']).toBe('Brass Aangan');
      expect(item['g:condition']).toBe('new');
      expect(item['g:identifier_exists']).toBe('no');
      expect(item['g:google_product_category']).toBe(product.mainCategory === 'decor' ? '696' : '97');
    }
  });
});

/** When the product's page last changed, to the millisecond, as the database keeps it. */
async function updatedAtOf(id: string): Promise<Date> {
  const [row] = await b.database.db
    .select({ updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.id, id));
  return row!.updatedAt;
}

/** A date as the sitemap writes it, to the second. */
const toTheSecond = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

describe('the feeds after the catalogue changes', () => {
  const urli = 'urli-small-8in';
  const lamp = 'samai-peacock';

  it('show a new price at once, and date the product’s page by it', async () => {
    const before = await updatedAtOf(urli);
    expect((await feed()).items.get(urli)!['g:price']).not.toBe('1999.00 INR');
    await b.database.db.update(products).set({ price: 1999 }).where(eq(products.id, urli));
    await vi.waitFor(async () => expect((await feed()).items.get(urli)!['g:price']).toBe('1999.00 INR'));
    const after = await updatedAtOf(urli);
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    expect((await sitemap()).urls.get(productPage(urli))!.lastmod).toBe(toTheSecond(after));
  });

  it('show a piece sold out at once; a sale that leaves some changes neither its availability nor its date', async () => {
    const bell = catalogue.find((product) => product.stock > 1 && product._id !== urli)!;
    const before = await updatedAtOf(bell._id);
    await b.database.db
      .update(products)
      .set({ stock: bell.stock - 1 })
      .where(eq(products.id, bell._id));
    expect(await updatedAtOf(bell._id)).toEqual(before);
    expect((await feed()).items.get(bell._id)!['g:availability']).toBe('in_stock');

    await b.database.db.update(products).set({ stock: 0 }).where(eq(products.id, bell._id));
    await vi.waitFor(async () =>
      expect((await feed()).items.get(bell._id)!['g:availability']).toBe('out_of_stock'),
    );
    const soldOut = await updatedAtOf(bell._id);
    expect(soldOut.getTime()).toBeGreaterThan(before.getTime());
    expect((await sitemap()).urls.get(productPage(bell._id))!.lastmod).toBe(toTheSecond(soldOut));
  });

  it('leave a product out once it is archived, and name it again once it is back', async () => {
    await b.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, urli));
    await vi.waitFor(async () => expect((await feed()).items.has(urli)).toBe(false));
    expect((await sitemap()).urls.has(productPage(urli))).toBe(false);
    await b.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, urli));
    await vi.waitFor(async () => expect((await sitemap()).urls.has(productPage(urli))).toBe(true));
  });

  it('show the photos the back office uploads, the others as additional images, and date the page by them', async () => {
    const before = await updatedAtOf(lamp);
    for (const colour of ['#b5893a', '#8a6a2b']) {
      const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody([
        { name: 'file', body: photo, filename: 'photo.png', contentType: 'image/png' },
      ]);
      expect((await b.admin('POST', `/products/${lamp}/images`, { payload, headers })).statusCode).toBe(201);
    }
    const shown = v.parse(productDetailSchema, (await b.app.inject({ url: `/api/products/${lamp}` })).json());
    const [main, other] = shown.images.map((image) => `${apiOrigin}${image.url.replace('-480.', '-960.')}`);
    await vi.waitFor(async () => {
      const item = (await feed()).items.get(lamp)!;
      expect([item['g:image_link'], item['g:additional_image_link']]).toEqual([main, [other]]);
    });
    expect(merchantFeedProblems((await feed()).xml, { shopOrigin })).toEqual([]);
    const url = (await sitemap()).urls.get(productPage(lamp))!;
    expect(url['image:image']).toEqual([{ 'image:loc': main }]);
    const [newestPhoto] = (
      await b.database.db.select().from(productImages).where(eq(productImages.productId, lamp))
    )
      .map((image) => image.createdAt)
      .sort((x, y) => y.getTime() - x.getTime());
    const after = await updatedAtOf(lamp);
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    expect(after.getTime()).toBeGreaterThanOrEqual(newestPhoto!.getTime());
    expect(url.lastmod).toBe(toTheSecond(after));
  });
});

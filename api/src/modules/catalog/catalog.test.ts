import { productPageSchema, productSchema, type Product } from '@brass/shared/contracts/catalog';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, products, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { moveClocksOn } from '../../../test/clocks.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function getJson(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

const page = async (query: string) => {
  const { status, body } = await getJson(`/api/products?${query}`);
  expect(status).toBe(200);
  return v.parse(productPageSchema, body);
};

describe('GET /api/products without a query', () => {
  it('answers the whole catalogue as an array, newest first', async () => {
    const { status, body } = await getJson('/api/products');
    expect(status).toBe(200);
    const list = v.parse(v.array(productSchema), body);
    expect(list.length).toBeGreaterThanOrEqual(40);
    const dates = list.map((product) => product.createdAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.filter((product) => product.isNewArrival).length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((product) => product.mainCategory)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /api/products with a query', () => {
  it('pages through every product exactly once', async () => {
    const first = await page('page=1&limit=20');
    expect(first).toMatchObject({ page: 1, limit: 20 });
    expect(first.items).toHaveLength(20);
    const seen: string[] = [];
    for (let number = 1; (number - 1) * 20 < first.total; number++) {
      seen.push(...(await page(`page=${number}&limit=20`)).items.map((product) => product._id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect((await page(`page=${Math.ceil(first.total / 20) + 1}&limit=20`)).items).toEqual([]);
  });

  it('defaults to 24 newest products and lists the categories', async () => {
    const result = await page('page=1');
    expect(result.limit).toBe(24);
    expect(result.items).toHaveLength(24);
    expect(result.categories).toEqual([...result.categories].sort());
    expect(result.categories).toEqual(
      expect.arrayContaining(['idols', 'lamps', 'bells', 'decor', 'idol set']),
    );
  });

  it('filters by category', async () => {
    const lamps = await page('category=lamps&limit=100');
    expect(lamps.total).toBeGreaterThan(0);
    expect(lamps.items).toHaveLength(lamps.total);
    expect(lamps.items.every((product) => product.mainCategory === 'lamps')).toBe(true);
    expect((await page('category=idol%20set')).items.every((p) => p.mainCategory === 'idol set')).toBe(true);
    expect((await page('category=spaceships')).total).toBe(0);
  });

  it('searches without case and reads wildcards as no word at all', async () => {
    const ganesha = await page('q=GANESHA&limit=100');
    expect(ganesha.total).toBeGreaterThanOrEqual(3);
    expect(ganesha.items.slice(0, 3).every((product) => /ganesha/i.test(product.productName))).toBe(true);
    const everything = (await page('page=1')).total;
    expect((await page('q=%25')).total).toBe(everything);
    expect((await page('q=_')).total).toBe(everything);
    const lampsForDiya = await page('q=diya&category=lamps&limit=100');
    expect(lampsForDiya.total).toBeGreaterThan(0);
    expect(lampsForDiya.items.every((product) => product.mainCategory === 'lamps')).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const prices = (items: Product[]) => items.map((product) => product.price);
    const ascending = prices((await page('sort=price-asc&limit=100')).items);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices((await page('sort=price-desc&limit=100')).items);
    expect(descending).toEqual([...ascending].reverse());
  });

  it.each([
    ['limit=1000', 'limit: Too big: expected number to be <=100'],
    ['page=0', 'page: Too small: expected number to be >=1'],
    ['page=two', 'page: Invalid input: expected number, received NaN'],
    ['sort=cheapest', 'sort: Invalid option: expected one of "price-asc"|"price-desc"|"newest"|"relevance"'],
    // Postgres text cannot hold NUL; the database's refusal becomes a 400, not a 500.
    ['category=lamps%00', 'Request contains a value that cannot be stored'],
  ])('refuses %s with a readable message', async (query, message) => {
    expect(await getJson(`/api/products?${query}`)).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product with its stock and facts', async () => {
    await t.database.db
      .update(products)
      .set({ stock: 7, compareAtPrice: 520 })
      .where(eq(products.id, 'diya-classic-single'));
    const { status, body } = await getJson('/api/products/diya-classic-single');
    expect(status).toBe(200);
    expect(v.parse(productSchema, body)).toMatchObject({
      _id: 'diya-classic-single',
      price: 450,
      compareAtPrice: 520,
      mainCategory: 'lamps',
      image: '/images/products/diya-classic-single-480.webp',
      stock: 7,
      facts: {
        heightCm: 4,
        widthCm: 9,
        depthCm: 7,
        weightKg: 0.12,
        material: 'Brass',
        finish: 'Polished',
        care: expect.stringContaining('soot'),
        hsnCode: '9405',
      },
    });
  });

  it('lists every product with its stock and facts, nulls where the shop recorded none', async () => {
    await t.database.db
      .update(products)
      .set({ material: null, finish: null, careInstructions: null, hsnCode: null })
      .where(eq(products.id, 'kumkum-haldi-box'));
    const { items } = await page('q=kumkum');
    expect(
      items
        .filter((product) => product._id === 'kumkum-haldi-box')
        .map((product) => [product._id, product.stock, product.compareAtPrice, product.facts]),
    ).toEqual([
      [
        'kumkum-haldi-box',
        25,
        null,
        expect.objectContaining({ material: null, finish: null, care: null, hsnCode: null }),
      ],
    ]);
  });

  it.each([
    'no-such-idol',
    'DIYA-CLASSIC-SINGLE',
    '507f1f77bcf86cd799439011',
    '%00',
    '%F0%9F%AA%94',
    'diya-classic-single%20',
    '..%2F..%2Fetc%2Fpasswd',
    "1'%20OR%20'1'='1",
    'x'.repeat(5000),
  ])('answers 404 for the unknown id %s', async (id) => {
    expect(await getJson(`/api/products/${id}`)).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('GET /api/most-popular', () => {
  it('starts with the products the shop flagged popular', async () => {
    const { status, body } = await getJson('/api/most-popular');
    expect(status).toBe(200);
    const list = v.parse(v.array(productSchema), body);
    const flagged = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPopular, true));
    expect(list.length).toBe(Math.min(10, flagged.length));
    expect(flagged.map((row) => row.id)).toEqual(expect.arrayContaining(list.map((product) => product._id)));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ranks what has sold first, by quantity, completed with flagged products', async () => {
    // The sales are written beside the API, as another process would: the ranking it keeps for
    // 10 s shows them after that.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db } = t.database;
    await db.insert(users).values({ id: 'usr_popular', name: 'Meena', email: 'meena@example.in' });
    const sales: [string, string, number][] = [
      ['ord_1', 'vastu-tortoise-plate', 2],
      ['ord_1', 'kumkum-haldi-box', 5],
      ['ord_2', 'vastu-tortoise-plate', 4],
      ['ord_2', 'a-product-since-removed', 50],
    ];
    for (const orderId of ['ord_1', 'ord_2']) {
      await db.insert(orders).values({
        id: orderId,
        userId: 'usr_popular',
        razorpayPaymentId: `pay_${orderId}`,
        razorpayOrderId: `order_${orderId}`,
        subtotal: 0,
        shippingCharge: 0,
        tax: 0,
        totalAmount: 0,
        shippingAddress: {
          firstName: 'Meena',
          lastName: 'Iyer',
          street: '12 North Mada Street',
          city: 'Chennai',
          state: 'Tamil Nadu',
          zipcode: '600004',
          phoneNumber: '9840012345',
        },
      });
    }
    await db.insert(orderItems).values(
      sales.map(([orderId, productId, quantity]) => ({
        orderId,
        productId,
        productName: productId,
        quantity,
        price: 100,
      })),
    );

    await moveClocksOn(10_000);
    const list = v.parse(v.array(productSchema), (await getJson('/api/most-popular')).body);
    expect(list.slice(0, 2).map((product) => product._id)).toEqual([
      'vastu-tortoise-plate',
      'kumkum-haldi-box',
    ]);
    expect(list).toHaveLength(10);
    expect(new Set(list.map((product) => product._id)).size).toBe(10);

    await db.delete(orders).where(inArray(orders.id, ['ord_1', 'ord_2']));
  });
});

describe('Cache-Tag', () => {
  const tagsOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['cache-tag']).split(',').toSorted();
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const productTags = (list: { _id: string }[]) => list.map((product) => `product:${product._id}`);

  it('names every product of a list, and the catalogue as a whole, whatever the query', async () => {
    for (const url of [
      '/api/products',
      '/api/products?page=2&limit=5',
      '/api/products?category=lamps&sort=price-asc',
      '/api/products?q=ganesha',
      '/api/products?inStock=true&facets=true',
    ]) {
      const response = await get(url);
      const body = response.json<Product[] | { items: Product[] }>();
      const items = Array.isArray(body) ? body : body.items;
      expect(items.length, url).toBeGreaterThan(0);
      expect(tagsOf(response), url).toEqual(['products', ...productTags(items)].toSorted());
    }
  });

  it('names the product of its page, found or not', async () => {
    const found = await get('/api/products/ganesha-lost-wax-seated');
    expect(found.statusCode).toBe(200);
    expect(tagsOf(found)).toEqual(['product:ganesha-lost-wax-seated']);
    const missing = await get('/api/products/no-such-piece');
    expect(missing.statusCode).toBe(404);
    expect(tagsOf(missing)).toEqual(['product:no-such-piece']);
  });

  it('leaves untagged an asked id no product can have', async () => {
    const response = await get(`/api/products/${encodeURIComponent('a,b\u00e9 c')}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-tag']).toBe('');
  });

  it('names the product, its related pieces and the catalogue on the related list', async () => {
    const response = await get('/api/products/ganesha-lost-wax-seated/related');
    expect(response.statusCode).toBe(200);
    const related = response.json<Product[]>();
    expect(related.length).toBeGreaterThan(0);
    expect(tagsOf(response)).toEqual(
      ['product:ganesha-lost-wax-seated', 'products', ...productTags(related)].toSorted(),
    );
    const missing = await get('/api/products/no-such-piece/related');
    expect(missing.statusCode).toBe(404);
    expect(tagsOf(missing)).toEqual(['product:no-such-piece']);
  });

  it('names every product of Most Popular and the catalogue', async () => {
    const response = await get('/api/most-popular');
    const popular = response.json<Product[]>();
    expect(popular.length).toBeGreaterThan(0);
    expect(tagsOf(response)).toEqual(['products', ...productTags(popular)].toSorted());
  });
});

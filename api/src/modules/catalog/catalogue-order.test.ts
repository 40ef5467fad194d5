import { adminProductListSchema, adminProductSchema } from '@brass/shared/contracts/admin-products';
import { productPageSchema, productSchema } from '@brass/shared/contracts/catalog';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema.js';
import { useBackOffice } from '../../../test/use-back-office.js';

const b = useBackOffice();

/** The back office's list, in the owner's order. */
async function ownersOrder(query = ''): Promise<string[]> {
  const response = await b.admin('GET', `/products${query}`);
  expect(response.statusCode).toBe(200);
  return v.parse(adminProductListSchema, response.json()).products.map(({ id }) => id);
}

/** The shop's whole list, as the home page and the order pages read it. */
async function shopList(): Promise<string[]> {
  const response = await b.app.inject({ method: 'GET', url: '/api/products' });
  return v.parse(v.array(productSchema), response.json()).map(({ _id }) => _id);
}

async function shopPage(query: string): Promise<string[]> {
  const response = await b.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return v.parse(productPageSchema, response.json()).items.map(({ _id }) => _id);
}

const move = (id: string, body: object) => b.admin('POST', `/products/${id}/move`, { payload: body });

async function unchanged() {
  const { db } = b.database;
  const [rows, [audit]] = await Promise.all([
    db.select({ id: products.id, position: products.position }).from(products).orderBy(products.id),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, audit: audit?.n };
}

/** A product as the owner's form sends it. */
const newProduct = (name: string) => ({
  name,
  description: 'A small brass lamp for the doorway.',
  price: 900,
  category: 'lamps',
  stock: 4,
  facts: { heightCm: 10, widthCm: 8, depthCm: 8, weightKg: 0.3 },
});

describe('POST /api/admin/products/:id/move', () => {
  it('moves a product up and down, and the shop lists in the owner’s order where no sort is asked', async () => {
    const before = await ownersOrder();
    const [first, second, third, fourth] = before;
    if (!first || !second || !third || !fourth) throw new Error('The seed has too few products');
    // Nothing placed yet: the shop's list is the back office's, newest first.
    expect((await shopList()).slice(0, 4)).toEqual(before.slice(0, 4));

    // The third moves up, above the second; then the first moves down, below the fourth.
    const up = await move(third, { before: second });
    expect(up.statusCode).toBe(200);
    expect(v.parse(adminProductSchema, up.json())).toMatchObject({ id: third, position: 2 });
    expect((await move(first, { after: fourth })).statusCode).toBe(200);

    const expected = [third, second, fourth, first];
    expect((await ownersOrder()).slice(0, 4)).toEqual(expected);
    // The shop forgot its cached list: the whole list, a page of it, and a page with no sort follow.
    expect((await shopList()).slice(0, 4)).toEqual(expected);
    expect(await shopPage('page=1&limit=4')).toEqual(expected);
    // The unplaced rest keeps its order after the placed products, in both lists.
    expect((await shopList()).slice(4, 10)).toEqual(before.slice(4, 10));
    expect((await ownersOrder()).slice(4, 10)).toEqual(before.slice(4, 10));

    expect(await b.auditOf(third)).toEqual([
      {
        action: 'product.reordered',
        actorId: b.staffId,
        details: { position: '2', was: 'none', before: second },
      },
    ]);
    expect((await b.auditOf(first)).map(({ details }) => details)).toEqual([
      { position: '4', was: '1', after: fourth },
    ]);
  });

  it('keeps the sort a shopper asks for', async () => {
    const response = await b.app.inject({ method: 'GET', url: '/api/products?page=1&limit=100&sort=newest' });
    const newest = v.parse(productPageSchema, response.json()).items;
    const dates = newest.map(({ createdAt }) => createdAt ?? '');
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(newest.map(({ _id }) => _id)).not.toEqual(await shopPage('page=1&limit=100'));
  });

  it('moves a product far down the list, past products never placed, across the back office’s pages', async () => {
    const before = await ownersOrder();
    const [top] = before;
    const thirtieth = (await ownersOrder('?page=2'))[4];
    if (!top || !thirtieth) throw new Error('The seed has too few products');
    expect((await move(top, { after: thirtieth })).statusCode).toBe(200);
    // The products below the top come up one place: the thirtieth is 29th, the top 30th.
    expect((await ownersOrder('?page=2')).slice(3, 5)).toEqual([thirtieth, top]);
    expect((await ownersOrder()).slice(0, 3)).toEqual(before.slice(1, 4));
  });

  it('orders the products of a category among themselves, as the back office filters them', async () => {
    const lamps = await ownersOrder('?category=lamps');
    const [firstLamp, secondLamp] = lamps;
    if (!firstLamp || !secondLamp) throw new Error('The seed has too few lamps');
    expect((await move(secondLamp, { before: firstLamp })).statusCode).toBe(200);
    expect((await ownersOrder('?category=lamps')).slice(0, 2)).toEqual([secondLamp, firstLamp]);
    expect(await shopPage('category=lamps&page=1&limit=2')).toEqual([secondLamp, firstLamp]);
  });

  it('writes nothing when the product is already in that place', async () => {
    const [first, second] = await ownersOrder();
    if (!first || !second) throw new Error('The seed has too few products');
    const before = await unchanged();
    const response = await move(first, { before: second });
    expect(response.statusCode).toBe(200);
    expect(await unchanged()).toEqual(before);
  });

  it('puts a new product first, where the shop shows it', async () => {
    const response = await b.admin('POST', '/products', { payload: newProduct('Doorway Deepam') });
    expect(response.statusCode).toBe(201);
    const created = v.parse(adminProductSchema, response.json());
    expect((await ownersOrder())[0]).toBe(created.id);
    expect(await shopPage('page=1&limit=1')).not.toEqual([created.id]);
    await b.publish(created.id);
    expect((await shopList())[0]).toBe(created.id);
    expect(await shopPage('page=1&limit=1')).toEqual([created.id]);
  });

  it.each([
    ['no-such-idol', { before: 'diya-classic-single' }, 404, 'No product has that id.'],
    ['diya-classic-single', { after: 'no-such-idol' }, 400, 'No product has the id no-such-idol.'],
    [
      'diya-classic-single',
      { before: 'diya-classic-single' },
      400,
      'A product cannot move before or after itself.',
    ],
    ['diya-classic-single', {}, 400, 'body: Name one product to move before or after'],
    [
      'diya-classic-single',
      { before: 'kumkum-haldi-box', after: 'vastu-tortoise-plate' },
      400,
      'body: Name one product to move before or after',
    ],
  ])('refuses to move %s by %j, moving nothing', async (id, body, status, message) => {
    const before = await unchanged();
    const response = await move(id, body);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expect(await unchanged()).toEqual(before);
  });
});

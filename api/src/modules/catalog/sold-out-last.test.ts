import { productPageSchema, productSchema, type Product } from '@brass/shared/contracts/catalog';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
const soldOut = ['pooja-bell-nandi', 'kumkum-haldi-box', 'diya-classic-single'];
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.update(products).set({ stock: 0 }).where(inArray(products.id, soldOut));
});
afterAll(() => t.close());

async function shopPage(query: string): Promise<Product[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?page=1&limit=100&${query}` });
  expect(response.statusCode).toBe(200);
  return v.parse(productPageSchema, response.json()).items;
}

/** The list split where the sold out begin: every piece to buy before it, none after it. */
function splitAtSoldOut(list: readonly Product[]) {
  const firstSoldOut = list.findIndex((product) => product.stock === 0);
  const [buyable, gone] = [list.slice(0, firstSoldOut), list.slice(firstSoldOut)];
  expect(gone.every((product) => product.stock === 0)).toBe(true);
  return { buyable, gone };
}

describe('sold-out pieces in the shop', () => {
  it('come after every piece in stock, in the order asked within each part', async () => {
    for (const sort of ['', 'sort=newest', 'sort=price-asc', 'sort=price-desc']) {
      const list = await shopPage(sort);
      const { buyable, gone } = splitAtSoldOut(list);
      expect(gone.map(({ _id }) => _id).sort(), sort).toEqual([...soldOut].sort());
      expect(buyable.length, sort).toBeGreaterThan(0);
      if (sort === 'sort=price-asc') {
        for (const part of [buyable, gone])
          expect(part.map(({ price }) => price)).toEqual(
            part.map(({ price }) => price).sort((a, b) => a - b),
          );
      }
      if (sort === 'sort=price-desc') {
        for (const part of [buyable, gone])
          expect(part.map(({ price }) => price)).toEqual(
            part.map(({ price }) => price).sort((a, b) => b - a),
          );
      }
    }
  });

  it('come last in a category and in the whole list the home page reads', async () => {
    const [bell] = await t.database.db
      .select({ category: products.mainCategory })
      .from(products)
      .where(eq(products.id, 'pooja-bell-nandi'));
    const inCategory = await shopPage(`category=${encodeURIComponent(bell!.category!)}`);
    expect(inCategory.at(-1)?._id).toBe('pooja-bell-nandi');

    const whole = v.parse(
      v.array(productSchema),
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    splitAtSoldOut(whole);
  });

  it('move back among the others once restocked', async () => {
    await t.database.db.update(products).set({ stock: 4 }).where(eq(products.id, 'kumkum-haldi-box'));
    // On PostgreSQL the change reaches the API's cached lists as a notification, a moment later.
    await expect
      .poll(async () => splitAtSoldOut(await shopPage('sort=newest')).buyable.map(({ _id }) => _id))
      .toContain('kumkum-haldi-box');
    const { gone } = splitAtSoldOut(await shopPage('sort=newest'));
    expect(gone.map(({ _id }) => _id)).not.toContain('kumkum-haldi-box');
  });
});

import { availabilitySchema } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { seedStock } from '../../seed/facts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const setStock = (id: string, stock: number) =>
  t.database.db.update(products).set({ stock }).where(eq(products.id, id));

async function availability(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/availability${query}` });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

describe('GET /api/availability', () => {
  it("answers each product's pieces in stock, fresh, in the order asked", async () => {
    // Read once before the change: a cached product page must not stand in for the stock count.
    expect((await t.app.inject({ method: 'GET', url: '/api/products/pooja-bell-nandi' })).statusCode).toBe(
      200,
    );
    await setStock('pooja-bell-nandi', 2);
    await setStock('kumkum-haldi-box', 0);

    const answer = await availability('?ids=pooja-bell-nandi,diya-classic-single,kumkum-haldi-box');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(v.parse(availabilitySchema, answer.body)).toEqual({
      items: [
        { _id: 'pooja-bell-nandi', stock: 2 },
        { _id: 'diya-classic-single', stock: seedStock },
        { _id: 'kumkum-haldi-box', stock: 0 },
      ],
    });
  });

  it('answers 0 for what the shop does not sell: an unknown id, an archived product, an id of any shape', async () => {
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, 'vastu-tortoise-plate'));

    const answer = await availability('?ids=vastu-tortoise-plate,no-such-idol,%3Cscript%3E');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        items: [
          { _id: 'vastu-tortoise-plate', stock: 0 },
          { _id: 'no-such-idol', stock: 0 },
          { _id: '<script>', stock: 0 },
        ],
      },
    });
  });

  it('counts an id asked twice once', async () => {
    const answer = await availability('?ids=urli-small-8in,urli-small-8in');
    expect(answer.body).toEqual({ items: [{ _id: 'urli-small-8in', stock: seedStock }] });
  });

  it('takes up to 100 products and refuses more, no ids or an empty id with 400', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `product-${i}`).join(',');
    expect((await availability(`?ids=${ids(100)}`)).status).toBe(200);

    for (const query of [`?ids=${ids(101)}`, '', '?ids=', '?ids=urli-small-8in,,diya-classic-single']) {
      const refused = await availability(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String) });
    }
  });
});

import type { Product } from '@brass/shared/contracts/catalog';
import { orderSchema } from '@brass/shared/contracts/orders';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderItems, products as productsTable } from '../../db/schema.js';
import { cart, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

const getOrders = (shopper: Shopper) =>
  h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: shopper.headers });

describe('GET /api/orders/getorders', () => {
  it('asks for a session', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/orders/getorders' })).statusCode).toBe(401);
  });

  it("lists the shopper's own orders only, newest first", async () => {
    const a = await h.shopper();
    const b = await h.shopper();
    const listed = async (shopper: Shopper) =>
      v.parse(v.array(orderSchema), (await getOrders(shopper)).json()).map((order) => order._id);
    // Each list is kept for a moment per shopper: read before every order, it shows the new one at once.
    expect(await listed(b)).toEqual([]);
    const placed: string[] = [];
    for (const products of [cart, [{ productId: 'diya-classic-single', quantity: 3 }]]) {
      expect(await listed(a)).toEqual(placed.toReversed());
      placed.push((await h.paidOrder(a, { products }))._id);
    }
    expect(await listed(a)).toEqual(placed.toReversed());
    expect(await listed(b)).toEqual([]);
    const [row] = await h.database.db.select({ n: count() }).from(orderItems);
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe('GET /api/most-popular', () => {
  it('ranks what sold most first once orders exist', async () => {
    const shopper = await h.shopper();
    const products = [{ productId: 'urli-small-8in', quantity: 40 }];
    await h.database.db
      .update(productsTable)
      .set({ stock: 40 })
      .where(eq(productsTable.id, 'urli-small-8in'));
    await h.paidOrder(shopper, { products });
    const popular = (await h.app.inject({ method: 'GET', url: '/api/most-popular' })).json<Product[]>();
    expect(popular[0]?._id).toBe('urli-small-8in');
  });
});

import { productPageSchema, productSchema } from '@brass/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema.js';
import { createOrderBody, type CheckoutHarness } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

/** Flagged popular, an idol, and sold most once the order below exists. */
const archived = 'ganesha-lost-wax-seated';

const h = useCheckoutHarness();

async function getJson(url: string) {
  const response = await h.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('an archived product', () => {
  // Quoted, priced and sold before it was archived; every answer below is read after, with no cache warm.
  let quoteBefore: Awaited<ReturnType<CheckoutHarness['quote']>>;
  beforeAll(async () => {
    const shopper = await h.shopper();
    const line = [{ productId: archived, quantity: 5 }];
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(await h.paidCheckout(shopper, line), line),
    });
    expect(placed.statusCode).toBe(201);
    quoteBefore = await h.quote([{ productId: archived, quantity: 1 }]);
    await h.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived));
  });

  it('answers 404 as an unknown product', async () => {
    expect(await getJson(`/api/products/${archived}`)).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('still offers live pieces of its category, so its visitor can go on shopping', async () => {
    const { status, body } = await getJson(`/api/products/${archived}/related`);
    expect(status).toBe(200);
    const related = v.parse(v.array(productSchema), body);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((product) => product._id)).not.toContain(archived);
    // Pieces of the same deity first, those of its own category leading; then the newest idols.
    expect(related[0]?.mainCategory).toBe('idols');
    const alike = related.filter((product) => /ganesha/i.test(product.productName));
    expect(related.slice(alike.length).every((product) => product.mainCategory === 'idols')).toBe(true);
    const live = v.parse(v.array(productSchema), (await getJson('/api/products')).body);
    const liveIds = new Set(live.map((product) => product._id));
    expect(related.every((product) => liveIds.has(product._id))).toBe(true);
  });

  it('is left out of the whole list, the pages, the searches and the most popular', async () => {
    const all = v.parse(v.array(productSchema), (await getJson('/api/products')).body);
    expect(all.map((product) => product._id)).not.toContain(archived);
    const found = v.parse(productPageSchema, (await getJson('/api/products?q=Seated%20Ganesha')).body);
    // Other pieces say 'seated' and 'Ganesha' too; the archived one, named so, is not among them.
    expect(found.items.map((product) => product._id)).not.toContain(archived);
    expect(found.items).toHaveLength(found.total);
    const idols = v.parse(productPageSchema, (await getJson('/api/products?category=idols&limit=100')).body);
    expect(idols.items.length).toBeGreaterThan(0);
    expect(idols.items.map((product) => product._id)).not.toContain(archived);
    expect(idols.total).toBe(idols.items.length);
    const popular = v.parse(v.array(productSchema), (await getJson('/api/most-popular')).body);
    expect(popular.map((product) => product._id)).not.toContain(archived);
  });

  it('can no longer be quoted or paid for', async () => {
    const unavailable = {
      message: 'Some products in your cart are no longer available. Please remove them and try again.',
    };
    const quote = await h.app.inject({
      method: 'POST',
      url: '/api/shiprocket/calculate-shipping',
      payload: {
        pickupPincode: '600001',
        deliveryPincode: '600004',
        products: [{ productId: archived, quantity: 1 }],
      },
    });
    expect([quote.statusCode, quote.json()]).toEqual([400, unavailable]);
    const shopper = await h.shopper();
    const paymentOrder = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: createOrderBody(quoteBefore, [{ productId: archived, quantity: 1 }]),
    });
    expect([paymentOrder.statusCode, paymentOrder.json()]).toEqual([400, unavailable]);
  });

  it('stays in the orders that bought it', async () => {
    const lines = await h.database.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.productId, archived));
    expect(lines).toEqual([{ quantity: 5 }]);
  });
});

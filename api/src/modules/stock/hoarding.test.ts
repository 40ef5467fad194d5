/**
 * A hoarder: one account asks create-order for every piece in stock and never pays.
 * Payment orders take nothing, so the next shopper ready to pay still gets the pieces.
 */
import { MAX_ORDER_TOTAL } from '@brass/shared/constants';
import type { CartLine } from '@brass/shared/contracts/checkout';
import { and, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const urli = 'urli-small-8in';

const h = useCheckoutHarness();

/** Every piece a cart may hold, with its stock: products sold as they are, and each size of the others. */
async function inStock(): Promise<{ id: string; price: number; stock: number }[]> {
  return h.database.db
    .select({ id: products.id, price: products.price, stock: products.stock })
    .from(products)
    .where(and(isNull(products.archivedAt), isNull(products.options)))
    .orderBy(products.id);
}

/**
 * All the stock in as few carts as the per-payment ceiling allows: each cart's goods stay under
 * 80 % of MAX_ORDER_TOTAL, room for the tax and the delivery; dear stock is split over carts.
 */
function cartsOf(lines: { id: string; price: number; stock: number }[]): CartLine[][] {
  const ceiling = MAX_ORDER_TOTAL * 0.8;
  const carts: CartLine[][] = [[]];
  let value = 0;
  for (const { id, price, stock } of lines) {
    for (let left = stock; left > 0;) {
      const quantity = Math.min(left, Math.floor((ceiling - value) / price));
      if (quantity === 0) {
        carts.push([]);
        value = 0;
        continue;
      }
      carts.at(-1)!.push({ productId: id, quantity });
      value += price * quantity;
      left -= quantity;
    }
  }
  return carts;
}

describe('a shopper who asks for every piece and never pays', () => {
  it('keeps none of a product from the next shopper, who pays and gets the order', async () => {
    await h.setStock(urli, 25);
    const hoarder = await h.shopper();
    await h.paymentOrder(hoarder, { products: [{ productId: urli, quantity: 25 }] });

    const availability = await h.app.inject({ method: 'GET', url: `/api/availability?ids=${urli}` });
    expect(availability.json()).toEqual({ items: [{ _id: urli, stock: 25 }] });
    const order = await h.paidOrder(await h.shopper(), { products: [{ productId: urli, quantity: 1 }] });
    expect(order.products).toMatchObject([{ productId: urli, quantity: 1 }]);
    expect(await h.stockOf(urli)).toBe(24);
  });

  it('keeps nothing of the whole catalogue, asked for in several calls, from the next shopper', async () => {
    // Ten pieces a piece keeps the hoarder's calls within the create-order limit of 10 a minute. A
    // product sold in sizes holds none of its own: its sizes' ten each are summed into it.
    await h.database.db.update(products).set({ stock: 10 }).where(isNull(products.options));
    const before = await inStock();
    const hoarder = await h.shopper();
    const carts = cartsOf(before);
    expect(carts.length).toBeGreaterThan(1);
    expect(carts.length).toBeLessThanOrEqual(10);
    for (const products of carts) await h.paymentOrder(hoarder, { products });

    expect(await inStock()).toEqual(before);
    const wanted: CartLine[] = before.slice(0, 3).map(({ id }) => ({ productId: id, quantity: 1 }));
    const order = await h.paidOrder(await h.shopper(), { products: wanted });
    expect(order.products.map((line) => line.productId).sort()).toEqual(
      wanted.map((line) => line.productId).sort(),
    );
    for (const { productId } of wanted) expect(await h.stockOf(productId)).toBe(9);
  });
});

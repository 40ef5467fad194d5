import type { CartLine } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, settings } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { address, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';
import { checkoutMessages } from './messages.js';

const h = useCheckoutHarness();
const codCaps = ['codLimit', 'codMaxOpenValue'];
// Large idols are paid on delivery here: the caps are the owner's to raise.
beforeAll(async () => {
  await h.database.db.insert(settings).values(codCaps.map((key) => ({ key, value: '500000' })));
});
afterAll(async () => {
  await h.database.db.delete(settings).where(inArray(settings.key, codCaps));
});

const ganesha = 'ganesha-prabhavali-12in';
const small = `${ganesha}--9-inch`;
const large = `${ganesha}--18-inch`;
const twoSizes: CartLine[] = [
  { productId: small, quantity: 1 },
  { productId: large, quantity: 2 },
];

async function placeCod(shopper: Shopper, lines: CartLine[]) {
  const quote = await h.quote(lines, address.zip);
  return h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: shopper.headers,
    payload: codOrderBody(quote, address, lines),
  });
}

const stocks = () => Promise.all([h.stockOf(small), h.stockOf(large), h.stockOf(ganesha)]);

async function linesOf(order: Order) {
  const [row] = await h.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0));
  return h.database.db
    .select({ productId: orderItems.productId, name: orderItems.productName, price: orderItems.price })
    .from(orderItems)
    .where(eq(orderItems.orderId, row!.id));
}

describe('a piece sold in sizes', () => {
  it('sells two sizes in one order, each at its own price, and takes each from its own stock', async () => {
    await h.setStock(small, 10);
    await h.setStock(large, 4);
    expect(await h.stockOf(ganesha)).toBe(10 + 4 + (await h.stockOf(`${ganesha}--12-inch`)));
    const before = await stocks();

    const placed = await placeCod(await h.shopper(), twoSizes);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<{ order: Order }>();
    expect(order.subtotal).toBe(9800 + 2 * 28500);
    expect((await linesOf(order)).toSorted((a, b) => a.price - b.price)).toEqual([
      { productId: small, name: 'Ganesha with Prabhavali Arch (9 inch)', price: 9800 },
      { productId: large, name: 'Ganesha with Prabhavali Arch (18 inch)', price: 28500 },
    ]);
    // The product's own count is the sum of its sizes', moved when the order was stored.
    expect(await stocks()).toEqual([before[0]! - 1, before[1]! - 2, before[2]! - 3]);
  });

  it('puts each size back in its own stock when the order is cancelled', async () => {
    await h.setStock(small, 10);
    await h.setStock(large, 4);
    const shopper = await h.shopper();
    const placed = await placeCod(shopper, twoSizes);
    expect(placed.statusCode, placed.body).toBe(201);
    const taken = await stocks();
    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json<{ order: Order }>().order.orderNumber}/cancel`,
      headers: shopper.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stocks()).toEqual([taken[0]! + 1, taken[1]! + 2, taken[2]! + 3]);
  });

  it('names the size on the tax invoice, with the HSN code of its product', async () => {
    const shopper = await h.shopper();
    await h.setStock(large, 5);
    const order = await h.paidOrder(shopper, { products: [{ productId: large, quantity: 1 }] });
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(order.orderNumber)}/invoice`,
      headers: shopper.headers,
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Ganesha with Prabhavali Arch (18 inch) 8306 1 28,500.00 28,500.00');
  });

  it('lets the last pieces of a size go to one of two shoppers ordering it at once', async () => {
    await h.setStock(large, 2);
    const [first, second] = await Promise.all([
      placeCod(await h.shopper(), [{ productId: large, quantity: 2 }]),
      placeCod(await h.shopper(), [
        { productId: small, quantity: 1 },
        { productId: large, quantity: 2 },
      ]),
    ]);
    expect([first.statusCode, second.statusCode].toSorted()).toEqual([201, 409]);
    expect(await h.stockOf(large)).toBe(0);
  });

  it('never sells the product itself, nor a size of a product taken out of the shop', async () => {
    const product = await placeCod(await h.shopper(), [{ productId: ganesha, quantity: 1 }]).catch(
      (error: Error) => error,
    );
    // The quote refuses it first: a product sold in sizes has no parcel of its own.
    expect(product).toBeInstanceOf(Error);

    await h.setStock(small, 5);
    const quote = await h.quote([{ productId: small, quantity: 1 }], address.zip);
    await h.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, ganesha));
    try {
      const refused = await h.app.inject({
        method: 'POST',
        url: '/api/orders/cod',
        headers: (await h.shopper()).headers,
        payload: codOrderBody(quote, address, [{ productId: small, quantity: 1 }]),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: checkoutMessages.unknownProducts });
    } finally {
      await h.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, ganesha));
    }
  });
});

import { shortOfStockMessage } from '@brass/shared/stock-state';
import type { CartLine } from '@brass/shared/contracts/checkout';
import { errorBodySchema } from '@brass/shared/contracts/errors';
import { formatRupees } from '@brass/shared/money';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orders, paymentOrders } from '../../db/schema.js';
import { createOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { StockRepository } from './repository.js';
import { StockService } from './service.js';

const mini = { id: 'ganesha-mini-dashboard', name: 'Mini Ganesha for Car Dashboard (2.5 inch)' };
const urli = { id: 'urli-small-8in', name: 'Small Urli (8 inch)' };

const h = useCheckoutHarness();

/** create-order for `lines`, quoted first, as the checkout calls it. */
async function createOrder(shopper: Shopper, lines: CartLine[]) {
  const quote = await h.quote(lines);
  return () =>
    h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: createOrderBody(quote, lines),
    });
}

describe('create-order checks the stock', () => {
  it('says how many are left, or that none are, and opens no Razorpay order for a cart the stock cannot fill', async () => {
    await h.setStock(mini.id, 5);
    await h.setStock(urli.id, 1);
    const shopper = await h.shopper();
    const cart = [
      { productId: mini.id, quantity: 2 },
      { productId: urli.id, quantity: 2 },
    ];
    const razorpayCallsBefore = h.sandbox.received().filter((path) => path.includes('/v1/orders')).length;

    const short = await (await createOrder(shopper, cart))();
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ message: `Only 1 left of ${urli.name}` });

    await h.setStock(urli.id, 0);
    const none = await (await createOrder(shopper, cart))();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: `${urli.name} is out of stock` });

    expect(h.sandbox.received().filter((path) => path.includes('/v1/orders'))).toHaveLength(
      razorpayCallsBefore,
    );
    expect([await h.stockOf(mini.id), await h.stockOf(urli.id)]).toEqual([5, 0]);
    const stored = await h.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, shopper.id));
    expect(stored).toEqual([]);
  });

  it('takes nothing from stock for a payment order', async () => {
    await h.setStock(urli.id, 4);
    const answer = await (await createOrder(await h.shopper(), [{ productId: urli.id, quantity: 3 }]))();
    expect(answer.statusCode).toBe(200);
    expect(await h.stockOf(urli.id)).toBe(4);
  });
});

describe('the payment takes the pieces', () => {
  it('sells the last 3 pieces to exactly 3 of 8 shoppers paying at once, and refunds each of the others once', async () => {
    await h.setStock(mini.id, 3);
    const line = [{ productId: mini.id, quantity: 1 }];
    const checkouts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const shopper = await h.shopper();
        const { order } = await h.paymentOrder(shopper, { products: line });
        return { shopper, payment: await h.sandbox.pay(order.id), amount: order.amount };
      }),
    );

    const answers = await Promise.all(
      checkouts.map(({ shopper, payment }) =>
        h.app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers: shopper.headers,
          payload: h.placeOrderBody(payment, line),
        }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 409, 409, 409, 409, 409,
    ]);
    expect(await h.stockOf(mini.id)).toBe(0);
    const made = await h.database.db
      .select({ paymentId: orders.razorpayPaymentId })
      .from(orders)
      .where(
        inArray(
          orders.razorpayPaymentId,
          checkouts.map(({ payment }) => payment.razorpay_payment_id),
        ),
      );
    expect(made).toHaveLength(3);
    for (const [i, answer] of answers.entries()) {
      const { payment, amount } = checkouts[i]!;
      const refunds = (
        await h.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}/refunds`)
      ).json<{ items: { amount: number }[] }>().items;
      if (answer.statusCode === 201) {
        expect(refunds).toEqual([]);
        continue;
      }
      expect(v.parse(errorBodySchema, answer.json()).message).toBe(
        `${mini.name} sold out while you were paying. Your payment of ${formatRupees(amount / 100)} has been refunded.`,
      );
      expect(refunds.map((refund) => refund.amount)).toEqual([amount]);
    }
  });

  it('takes every line of a cart or none: a short line undoes the lines taken before it', async () => {
    await h.setStock(mini.id, 5);
    await h.setStock(urli.id, 1);
    const stock = new StockService(new StockRepository(h.database.db));
    // Locked in product id order: the mini Ganesha is taken before the urli turns out short.
    const lines = [
      { productId: urli.id, productName: urli.name, quantity: 2 },
      { productId: mini.id, productName: mini.name, quantity: 2 },
    ];

    await expect(h.database.db.transaction((tx) => stock.take(tx, lines))).rejects.toMatchObject({
      statusCode: 409,
      message: shortOfStockMessage(urli.name, 1),
    });

    expect([await h.stockOf(mini.id), await h.stockOf(urli.id)]).toEqual([5, 1]);
  });
});

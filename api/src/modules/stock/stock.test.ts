import { shortOfStockMessage } from '@brass/shared/stock-state';
import type { CartLine, PaymentOrderResponse } from '@brass/shared/contract';
import { errorBodySchema, placeOrderResponseSchema } from '@brass/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentOrders, products, stockReservations } from '../../db/schema.js';
import {
  createOrderBody,
  startCheckoutHarness,
  type CheckoutHarness,
  type Shopper,
} from '../orders/test-support.js';
import { parseOrderNumber } from '../orders/order-number.js';
import { StockRepository } from './repository.js';
import { StockService } from './service.js';

const holdMinutes = 10;
const mini = { id: 'ganesha-mini-dashboard', name: 'Mini Ganesha for Car Dashboard (2.5 inch)' };
const urli = { id: 'urli-small-8in', name: 'Small Urli (8 inch)' };

let h: CheckoutHarness;
beforeAll(async () => {
  h = await startCheckoutHarness({ STOCK_HOLD_MINUTES: String(holdMinutes) });
});
afterAll(() => h.close());

async function setStock(productId: string, stock: number): Promise<void> {
  await h.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

async function stockOf(productId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`No product ${productId}`);
  return row.stock;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

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

async function placeOrder(shopper: Shopper, paymentOrder: PaymentOrderResponse, lines: CartLine[]) {
  const payment = await h.sandbox.pay(paymentOrder.order.id);
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: shopper.headers,
    payload: h.placeOrderBody(payment, lines),
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeOrderResponseSchema.parse(response.json()).order;
}

describe('create-order reserves stock', () => {
  it('sells the last 3 pieces to exactly 3 of 8 shoppers asking at once, and tells the others', async () => {
    await setStock(mini.id, 3);
    const line = [{ productId: mini.id, quantity: 1 }];
    const calls = await Promise.all(
      Array.from({ length: 8 }, async () => createOrder(await h.shopper(), line)),
    );

    const answers = await Promise.all(calls.map((call) => call()));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      const { message } = errorBodySchema.parse(refused.json());
      expect([
        shortOfStockMessage(mini.name, 0),
        shortOfStockMessage(mini.name, 1),
        shortOfStockMessage(mini.name, 2),
      ]).toContain(message);
    }
    expect(await stockOf(mini.id)).toBe(0);
    const held = await h.database.db
      .select({ lines: stockReservations.lines })
      .from(stockReservations)
      .where(eq(stockReservations.status, 'held'));
    expect(
      held.flatMap((reservation) => reservation.lines).filter((l) => l.productId === mini.id),
    ).toHaveLength(3);
  });

  it('says how many are left, or that none are, and opens no Razorpay order for a cart the shelf cannot fill', async () => {
    await setStock(mini.id, 5);
    await setStock(urli.id, 1);
    const shopper = await h.shopper();
    const cart = [
      { productId: mini.id, quantity: 2 },
      { productId: urli.id, quantity: 2 },
    ];
    const razorpayCallsBefore = h.sandbox.received().filter((path) => path.includes('/v1/orders')).length;

    const short = await (await createOrder(shopper, cart))();
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ message: `Only 1 left of ${urli.name}` });

    await setStock(urli.id, 0);
    const none = await (await createOrder(shopper, cart))();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: `${urli.name} is out of stock` });

    expect(h.sandbox.received().filter((path) => path.includes('/v1/orders'))).toHaveLength(
      razorpayCallsBefore,
    );
    expect([await stockOf(mini.id), await stockOf(urli.id)]).toEqual([5, 0]);
    const stored = await h.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, shopper.id));
    expect(stored).toEqual([]);
  });

  it('takes every line of a cart or none: a short line undoes the lines reserved before it', async () => {
    await setStock(mini.id, 5);
    await setStock(urli.id, 1);
    const stock = new StockService(new StockRepository(h.database.db), { stockHoldMinutes: 30 }, h.app.log);
    // Locked in product id order: the mini Ganesha is taken before the urli turns out short.
    const lines = [
      { productId: urli.id, productName: urli.name, quantity: 2 },
      { productId: mini.id, productName: mini.name, quantity: 2 },
    ];

    await expect(
      h.database.db.transaction((tx) => stock.reserve(tx, 'order_ShortCart0001', lines)),
    ).rejects.toMatchObject({ statusCode: 409, message: `Only 1 left of ${urli.name}` });

    expect([await stockOf(mini.id), await stockOf(urli.id)]).toEqual([5, 1]);
    const reservation = await h.database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.id, 'order_ShortCart0001'));
    expect(reservation).toEqual([]);
  });
});

describe('the hold', () => {
  it(`puts an unpaid payment order's pieces back after STOCK_HOLD_MINUTES (${holdMinutes}), once`, async () => {
    await setStock(urli.id, 4);
    const shopper = await h.shopper();
    const cart = [{ productId: urli.id, quantity: 3 }];
    const answer = await (await createOrder(shopper, cart))();
    expect(answer.statusCode).toBe(200);
    expect(await stockOf(urli.id)).toBe(1);

    await h.app.checkoutJobs.runOnce(minutesFromNow(holdMinutes - 1));
    expect(await stockOf(urli.id)).toBe(1);

    const later = minutesFromNow(holdMinutes + 1);
    // Two passes at once, as two API processes run them: the pieces come back once.
    await Promise.all([h.app.checkoutJobs.runOnce(later), h.app.checkoutJobs.runOnce(later)]);
    expect(await stockOf(urli.id)).toBe(4);
    await h.app.checkoutJobs.runOnce(minutesFromNow(holdMinutes + 2));
    expect(await stockOf(urli.id)).toBe(4);
  });

  it('keeps the pieces of a paid order sold after the hold has passed', async () => {
    await setStock(urli.id, 4);
    const shopper = await h.shopper();
    const cart = [{ productId: urli.id, quantity: 3 }];
    const paymentOrder = (await (await createOrder(shopper, cart))()).json<PaymentOrderResponse>();
    const order = await placeOrder(shopper, paymentOrder, cart);

    await h.app.checkoutJobs.runOnce(minutesFromNow(holdMinutes + 1));

    expect(await stockOf(urli.id)).toBe(1);
    const [reservation] = await h.database.db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(eq(stockReservations.id, paymentOrder.order.id));
    expect(reservation?.status).toBe('committed');
    const [line] = await h.database.db
      .select({ stockShortfall: orderItems.stockShortfall })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.number, parseOrderNumber(order._id)!));
    expect(line?.stockShortfall).toBe(0);
  });

  it('makes the order of a payment that came after its pieces were released and sold, never below 0, and records what is missing', async () => {
    await setStock(mini.id, 1);
    await setStock(urli.id, 3);
    const late = await h.shopper();
    const lateCart = [
      { productId: mini.id, quantity: 1 },
      { productId: urli.id, quantity: 2 },
    ];
    const latePaymentOrder = (await (await createOrder(late, lateCart))()).json<PaymentOrderResponse>();
    await h.app.checkoutJobs.runOnce(minutesFromNow(holdMinutes + 1));
    expect([await stockOf(mini.id), await stockOf(urli.id)]).toEqual([1, 3]);

    // Someone else buys the mini Ganesha released by the hold, and one urli.
    const prompt = await h.shopper();
    const promptCart = [
      { productId: mini.id, quantity: 1 },
      { productId: urli.id, quantity: 1 },
    ];
    const promptPaymentOrder = (await (await createOrder(prompt, promptCart))()).json<PaymentOrderResponse>();
    await placeOrder(prompt, promptPaymentOrder, promptCart);
    expect([await stockOf(mini.id), await stockOf(urli.id)]).toEqual([0, 2]);

    const order = await placeOrder(late, latePaymentOrder, lateCart);

    expect([await stockOf(mini.id), await stockOf(urli.id)]).toEqual([0, 0]);
    const lines = await h.database.db
      .select({ productId: orderItems.productId, stockShortfall: orderItems.stockShortfall })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.number, parseOrderNumber(order._id)!),
          inArray(orderItems.productId, [mini.id, urli.id]),
        ),
      )
      .orderBy(orderItems.productId);
    expect(lines).toEqual([
      { productId: mini.id, stockShortfall: 1 },
      { productId: urli.id, stockShortfall: 0 },
    ]);
  });
});

import { createHmac } from 'node:crypto';
import type { Order } from '@brass/shared/contracts/orders';
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { checkoutTotals } from '@brass/shared/pricing';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../../app.js';
import { postgresDatabase } from '../../db/client.js';
import { orders, paymentOrders } from '../../db/schema.js';
import { testConfig } from '../../../test/app.js';
import { metricValue } from '../../../test/metrics.js';
import { address, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';

const h = useCheckoutHarness();

/**
 * Another API instance on the same database. On PostgreSQL (DATABASE_URL) it has its own connection
 * pool, as a second process would; PGlite is one embedded database, which both apps share.
 */
async function secondInstance(): Promise<{ app: App; close(): Promise<void> }> {
  if (h.database.driver === 'postgres') {
    const database = postgresDatabase(
      new pg.Pool({ connectionString: h.database.pool.options.connectionString, max: 4 }),
    );
    const app = await buildApp({ database, config: h.config });
    return {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  }
  const app = await buildApp({ database: h.database, config: h.config });
  return { app, close: () => app.close() };
}

const placeOrder = (shopper: Shopper | undefined, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/orders/',
    ...(shopper ? { headers: shopper.headers } : {}),
    payload,
  });

const getOrders = (shopper: Shopper) =>
  h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: shopper.headers });

async function orderCount(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

const orderOf = (body: string) => v.parse(placeOrderResponseSchema, JSON.parse(body)).order;

describe('POST /api/orders/', () => {
  it('asks for a session before anything else', async () => {
    const payment = await h.paidCheckout(await h.shopper());
    const response = await placeOrder(undefined, h.placeOrderBody(payment));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('makes the order from the server prices, whatever the browser says, and books the shipment', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const response = await placeOrder(shopper, h.placeOrderBody(payment));
    expect(response.statusCode).toBe(201);
    const order = orderOf(response.body);

    const [stored] = await h.database.db
      .select({ courier: paymentOrders.courier })
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, payment.razorpay_order_id));
    const totals = checkoutTotals(
      [
        { price: 4850, quantity: 1 },
        { price: 650, quantity: 2 },
      ],
      stored!.courier.rate,
      testConfig().taxRate,
    );
    expect(order).toMatchObject({
      status: 'preparing',
      subtotal: 6150,
      shippingCharge: totals.shipping,
      tax: totals.tax,
      totalAmount: totals.total,
      shippingAddress: {
        firstName: 'Asha',
        lastName: 'Iyer',
        street: '12 Car Street, Mylapore',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipcode: '600004',
        phoneNumber: address.phone,
        country: 'India',
      },
    });
    expect(order.products).toEqual([
      {
        productId: 'ganesha-lost-wax-seated',
        productName: expect.stringContaining('Ganesha'),
        quantity: 1,
        price: 4850,
      },
      {
        productId: 'ganesha-mini-dashboard',
        productName: expect.stringContaining('Ganesha'),
        quantity: 2,
        price: 650,
      },
    ]);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    expect(order.shiprocketAwbCode).toMatch(/^\d{14}$/);
  });

  it('refuses a forged signature and stores nothing', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const before = await orderCount();
    const forged = createHmac('sha256', 'not-the-key-secret')
      .update(`${payment.razorpay_order_id}|${payment.razorpay_payment_id}`)
      .digest('hex');
    for (const razorpaySignature of [
      forged,
      'abc',
      payment.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ]) {
      const response = await placeOrder(shopper, { ...h.placeOrderBody(payment), razorpaySignature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Payment verification failed' });
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a signature of another payment (tampered ids) and stores nothing', async () => {
    const shopper = await h.shopper();
    const first = await h.paidCheckout(shopper);
    const second = await h.paidCheckout(shopper);
    const before = await orderCount();
    const response = await placeOrder(shopper, {
      ...h.placeOrderBody(first),
      razorpayPaymentId: second.razorpay_payment_id,
    });
    expect(response.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a payment whose amount is not the amount the server priced', async () => {
    const shopper = await h.shopper();
    const { order: priced } = await h.paymentOrder(shopper);
    // A Razorpay order for one rupee, paid, then passed off as the payment of the priced cart.
    const cheap = (await h.sandbox.razorpay('POST', '/v1/orders', { amount: 100, currency: 'INR' })).json<{
      id: string;
    }>();
    const [stored] = await h.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, priced.id));
    await h.database.db
      .insert(paymentOrders)
      .values({ ...stored!, razorpayOrderId: cheap.id, createdAt: new Date() });
    const payment = await h.sandbox.pay(cheap.id);
    const before = await orderCount();

    const response = await placeOrder(shopper, h.placeOrderBody(payment));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Payment verification failed' });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a signed payment Razorpay has no record of', async () => {
    const shopper = await h.shopper();
    const { order } = await h.paymentOrder(shopper);
    const paymentId = 'pay_NeverHappened1';
    const signature = createHmac('sha256', testConfig().razorpay.keySecret)
      .update(`${order.id}|${paymentId}`)
      .digest('hex');
    const response = await placeOrder(shopper, {
      ...h.placeOrderBody({
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a replay with the same order', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const first = await placeOrder(shopper, h.placeOrderBody(payment));
    const again = await placeOrder(shopper, h.placeOrderBody(payment));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(orderOf(again.body)._id).toBe(orderOf(first.body)._id);
  });

  it('makes one order from 20 concurrent replays of one payment, with no 5xx, and counts it once', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const placed = () =>
      metricValue(h.app.metrics.registry, 'brass_orders_placed_total', { payment_method: 'online' });
    const placedBefore = await placed();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(shopper, h.placeOrderBody(payment))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(responses.map((r) => orderOf(r.body)._id)).size).toBe(1);
    const [row] = await h.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.razorpayPaymentId, payment.razorpay_payment_id));
    expect(row?.n).toBe(1);
    expect(await placed()).toBe(placedBefore + 1);
  });

  it('makes one order when two API instances on one database replay one payment at once', async () => {
    const other = await secondInstance();
    try {
      const shopper = await h.shopper();
      const payment = await h.paidCheckout(shopper);
      const apps = [h.app, other.app];
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/orders/',
            headers: shopper.headers,
            payload: h.placeOrderBody(payment),
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 201]);
      const [row] = await h.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.razorpayPaymentId, payment.razorpay_payment_id));
      expect(row?.n).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("refuses another account's replay of a payment", async () => {
    const owner = await h.shopper();
    const payment = await h.paidCheckout(owner);
    const thief = await h.shopper();
    const before = await orderCount();
    const early = await placeOrder(thief, h.placeOrderBody(payment));
    expect(early.statusCode).toBe(403);
    expect(await orderCount()).toBe(before);

    expect((await placeOrder(owner, h.placeOrderBody(payment))).statusCode).toBe(201);
    const late = await placeOrder(thief, h.placeOrderBody(payment));
    expect(late.statusCode).toBe(403);
    expect(late.body).not.toContain(address.address1);
  });

  it('keeps the order when Shiprocket fails, and books the shipment on a later retry', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    await h.sandbox.fault('shiprocket', 'down');
    let placed: Order;
    try {
      expect((await getOrders(shopper)).json()).toEqual([]);
      const response = await placeOrder(shopper, h.placeOrderBody(payment));
      expect(response.statusCode).toBe(201);
      placed = orderOf(response.body);
      expect(placed.status).toBe('preparing');
      expect(placed.shiprocketAwbCode).toBeUndefined();
      // No shipment was booked: the order alone shows in the list read just before it.
      expect((await getOrders(shopper)).json<Order[]>().map((order) => order._id)).toEqual([placed._id]);
      const [row] = await h.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, parseOrderNumber(placed._id)!));
      expect(row?.shipmentAttempts).toBe(1);
      // Still down: the retry counts the attempt and backs off.
      await h.app.checkoutJobs.runOnce(new Date(Date.now() + 60 * 60_000));
      const [after] = await h.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, parseOrderNumber(placed._id)!));
      expect(after?.shipmentAttempts).toBe(2);
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    // Not yet due: the back-off holds it.
    await h.app.checkoutJobs.runOnce();
    expect((await getOrders(shopper)).json<Order[]>()[0]?.shiprocketAwbCode).toBeUndefined();

    await h.app.checkoutJobs.runOnce(new Date(Date.now() + 2 * 60 * 60_000));
    const [listed] = (await getOrders(shopper)).json<Order[]>();
    expect(listed?._id).toBe(placed._id);
    expect(listed?.shiprocketAwbCode).toMatch(/^\d{14}$/);
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(placed._id)!));
    expect(row).toMatchObject({
      shipmentAttempts: 3,
      shiprocketOrderId: expect.any(String),
      shipmentNextAttemptAt: null,
    });
  });

  it('answers 502 without storing when Razorpay cannot confirm the payment', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    await h.sandbox.fault('razorpay', 'down');
    const before = await orderCount();
    try {
      const response = await placeOrder(shopper, h.placeOrderBody(payment));
      expect(response.statusCode).toBe(502);
    } finally {
      await h.sandbox.fault('razorpay', 'none');
    }
    expect(await orderCount()).toBe(before);
  });
});

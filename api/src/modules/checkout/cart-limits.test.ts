/**
 * The limits of one order, held at every step of the checkout: at most MAX_LINE_QUANTITY pieces of a
 * product however the browser splits them into lines, and a total Razorpay can take in one payment.
 */
import { createHmac } from 'node:crypto';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL } from '@brass/shared/constants';
import type { CartLine } from '@brass/shared/contracts/checkout';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentOrders, products, shippingQuotes } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { address, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

const tooManyPieces = {
  message: `You can order up to ${MAX_LINE_QUANTITY} pieces of one product. Please lower the quantity and try again.`,
};
const overCeiling = {
  message:
    'Orders above ₹5,00,000 cannot be paid online in one payment. Please split your cart into smaller orders.',
};

/** ₹650 a piece. */
const mini = 'ganesha-mini-dashboard';
/** Each line is within the cap; together they are 120 pieces of one product. */
const splitLines: CartLine[] = [
  { productId: mini, quantity: 60 },
  { productId: mini, quantity: 60 },
];

async function rowCount(table: typeof orders | typeof paymentOrders): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const calculate = (productsOfCart: CartLine[]) =>
  h.app.inject({
    method: 'POST',
    url: '/api/shiprocket/calculate-shipping',
    payload: { pickupPincode: '600001', deliveryPincode: address.zip, products: productsOfCart },
  });

const createOrder = (shopper: Shopper, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/razorpay/create-order', headers: shopper.headers, payload });

const placeOrder = (shopper: Shopper, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/orders/', headers: shopper.headers, payload });

function createOrderBody(cartOfOrder: CartLine[], quoteId: string, courierId: number | string) {
  return {
    amount: 1,
    currency: 'INR',
    receipt: 'receipt_limits',
    cart: cartOfOrder,
    quoteId,
    courierId,
    address,
  };
}

/** A quote as it was stored before the cap held after merging: one line of 120 pieces. */
async function storedQuoteOfMergedLines(): Promise<{ quoteId: string; courierId: string }> {
  const quoteId = newId('quo');
  await h.database.db.insert(shippingQuotes).values({
    id: quoteId,
    deliveryPincode: address.zip,
    items: [{ productId: mini, quantity: 120 }],
    couriers: [{ id: 'fallback-express', courier_name: 'Express', rate: 149, estimated_delivery_days: '3' }],
    fallback: true,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return { quoteId, courierId: 'fallback-express' };
}

/** A payment order whose stored cart breaks the cap, as the old create-order stored it, then paid. */
async function paidOrderWithStoredCart(shopper: Shopper, storedQuantity: number) {
  const { order } = await h.paymentOrder(shopper);
  const [stored] = await h.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.razorpayOrderId, order.id));
  await h.database.db
    .update(paymentOrders)
    .set({ cart: stored!.cart.map((line) => ({ ...line, quantity: storedQuantity })) })
    .where(eq(paymentOrders.razorpayOrderId, order.id));
  return h.sandbox.pay(order.id);
}

/** A paid Razorpay order of `amountPaise`, with the shop's record of it, as if create-order had made it. */
async function paidOrderOfAmount(shopper: Shopper, amountPaise: number) {
  const razorpayOrder = (
    await h.sandbox.razorpay('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt: 'big' })
  ).json<{ id: string }>();
  await h.database.db.insert(paymentOrders).values({
    razorpayOrderId: razorpayOrder.id,
    userId: shopper.id,
    amountPaise,
    shippingPaise: 149_00,
    cart: [{ productId: mini, quantity: 1, productName: 'Mini Ganesha', price: amountPaise / 100 - 149 }],
    quoteId: 'quo_big',
    courier: { id: 'fallback-express', courier_name: 'Express', rate: 149, estimated_delivery_days: '3' },
    shippingAddress: address,
  });
  return h.sandbox.pay(razorpayOrder.id);
}

async function deliverCapturedEvent(paymentId: string) {
  const payment = (await h.sandbox.razorpay('GET', `/v1/payments/${paymentId}`)).json<object>();
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return h.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', h.config.razorpay.webhookSecret!)
        .update(body)
        .digest('hex'),
      'x-razorpay-event-id': newId('evt'),
    },
    payload: body,
  });
}

/** Sets a product's catalogue price for the duration of `step`. */
async function withPrice<T>(productId: string, price: number, step: () => Promise<T>): Promise<T> {
  const [before] = await h.database.db.select().from(products).where(eq(products.id, productId));
  await h.database.db.update(products).set({ price }).where(eq(products.id, productId));
  try {
    return await step();
  } finally {
    await h.database.db.update(products).set({ price: before!.price }).where(eq(products.id, productId));
  }
}

describe('the pieces of one product, counted after merging its lines', () => {
  it('are capped at the shipping quote', async () => {
    const response = await calculate(splitLines);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooManyPieces);

    const atTheCap = await calculate([
      { productId: mini, quantity: 40 },
      { productId: mini, quantity: MAX_LINE_QUANTITY - 40 },
    ]);
    expect(atTheCap.statusCode).toBe(200);
  });

  it('are capped at create-order, before Razorpay is asked for an order', async () => {
    const shopper = await h.shopper();
    const { quoteId, courierId } = await storedQuoteOfMergedLines();
    const before = await rowCount(paymentOrders);
    const response = await createOrder(shopper, createOrderBody(splitLines, quoteId, courierId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooManyPieces);
    expect(await rowCount(paymentOrders)).toBe(before);
  });

  it('are capped when the order is made, in the cart the payment order stored and in the body', async () => {
    const shopper = await h.shopper();
    const before = await rowCount(orders);

    const storedOverCap = await paidOrderWithStoredCart(shopper, 120);
    const refused = await placeOrder(shopper, h.placeOrderBody(storedOverCap));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(tooManyPieces);

    const paid = await h.paidCheckout(shopper);
    const splitBody = await placeOrder(shopper, h.placeOrderBody(paid, splitLines));
    expect(splitBody.statusCode).toBe(400);
    expect(splitBody.json()).toEqual(tooManyPieces);

    expect(await rowCount(orders)).toBe(before);
  });

  it('are capped when the webhook makes the order: the event is acknowledged, no order is made', async () => {
    const shopper = await h.shopper();
    const payment = await paidOrderWithStoredCart(shopper, 120);
    const before = await rowCount(orders);
    const response = await deliverCapturedEvent(payment.razorpay_payment_id);
    expect(response.statusCode).toBe(200);
    expect(await rowCount(orders)).toBe(before);
  });
});

describe('an order total above what one Razorpay payment may carry', () => {
  it('is refused at the shipping quote, however large the catalogue price', async () => {
    // 100 pieces of ₹45,000 is ₹45,00,000.
    const dearest = await calculate([{ productId: 'nataraja-temple-24in', quantity: 100 }]);
    expect(dearest.statusCode).toBe(400);
    expect(dearest.json()).toEqual(overCeiling);

    // ₹9 lakh crore a piece: far past 32 bits in paise, and past 2^53 once multiplied.
    const [huge, listed] = await withPrice(mini, 9_000_000_000_000, async () => [
      await calculate([{ productId: mini, quantity: 100 }]),
      await h.app.inject({ method: 'GET', url: `/api/products/${mini}` }),
    ]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual(overCeiling);
    // The 64-bit price column comes back as the same JavaScript number, not a string or a BigInt.
    expect(listed.json<{ price: unknown }>().price).toBe(9_000_000_000_000);
  });

  it('is refused at create-order when prices rose after the quote, storing nothing', async () => {
    const shopper = await h.shopper();
    const quote = (await calculate([{ productId: mini, quantity: 10 }])).json<{
      quoteId: string;
      shippingCost: { data: { available_courier_companies: { courier_company_id: number }[] } };
    }>();
    const courierId = quote.shippingCost.data.available_courier_companies[0]!.courier_company_id;
    const before = await rowCount(paymentOrders);
    const response = await withPrice(mini, 9_000_000_000_000, () =>
      createOrder(shopper, createOrderBody([{ productId: mini, quantity: 10 }], quote.quoteId, courierId)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(overCeiling);
    expect(await rowCount(paymentOrders)).toBe(before);
  });

  it('is refused when the order is made, by the shopper or by the webhook', async () => {
    // Above 2^31 paise: the stored amount must come back from the 64-bit column as the same number.
    const amountPaise = 3_000_000_000;
    expect(amountPaise).toBeGreaterThan(MAX_ORDER_TOTAL * 100);
    const shopper = await h.shopper();
    const before = await rowCount(orders);

    const paid = await paidOrderOfAmount(shopper, amountPaise);
    const [stored] = await h.database.db
      .select({ amountPaise: paymentOrders.amountPaise })
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, paid.razorpay_order_id));
    expect(stored?.amountPaise).toBe(amountPaise);

    const refused = await placeOrder(shopper, h.placeOrderBody(paid));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(overCeiling);

    const byWebhook = await deliverCapturedEvent(
      (await paidOrderOfAmount(shopper, amountPaise)).razorpay_payment_id,
    );
    expect(byWebhook.statusCode).toBe(200);
    expect(await rowCount(orders)).toBe(before);
  });
});

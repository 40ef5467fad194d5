import { paymentOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { checkoutTotals } from '@brass/shared/pricing';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paymentOrders, shippingQuotes } from '../../db/schema.js';
import { address, cart, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

async function paymentOrderCount(): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(paymentOrders);
  return row?.n ?? 0;
}

async function createOrderBody(overrides: Record<string, unknown> = {}) {
  const quote = await h.quote();
  const courier = quote.shippingCost.data.available_courier_companies[0]!;
  return {
    amount: 1,
    currency: 'INR',
    receipt: 'receipt_1',
    cart,
    quoteId: quote.quoteId,
    courierId: courier.courier_company_id!,
    address,
    ...overrides,
  };
}

const createOrder = (shopper: Shopper | undefined, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: '/api/razorpay/create-order',
    ...(shopper ? { headers: shopper.headers } : {}),
    payload,
  });

describe('POST /api/razorpay/create-order', () => {
  it('asks for a session', async () => {
    const response = await createOrder(undefined, await createOrderBody());
    expect(response.statusCode).toBe(401);
  });

  it('charges the server total, not the amount the browser names', async () => {
    const shopper = await h.shopper();
    const body = await createOrderBody();
    const response = await createOrder(shopper, body);
    expect(response.statusCode).toBe(200);
    const { order } = v.parse(paymentOrderResponseSchema, response.json());
    const quote = await h.quote();
    const rate = quote.shippingCost.data.available_courier_companies.find(
      (courier) => courier.courier_company_id === body.courierId,
    )!.rate;
    const total = checkoutTotals(
      [
        { price: 4850, quantity: 1 },
        { price: 650, quantity: 2 },
      ],
      rate,
      h.config.taxRate,
    ).total;
    expect(order).toEqual({
      key_id: h.config.razorpay.keyId,
      id: expect.stringMatching(/^order_/),
      amount: Math.round(total * 100),
      currency: 'INR',
    });

    // Razorpay itself holds the server's amount.
    const atRazorpay = (await h.sandbox.razorpay('GET', `/v1/orders/${order.id}`)).json<{
      amount: number;
      notes: object;
    }>();
    expect(atRazorpay.amount).toBe(Math.round(total * 100));
    expect(atRazorpay.notes).toMatchObject({ user_id: shopper.id });

    const [stored] = await h.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.razorpayOrderId, order.id));
    expect(stored).toMatchObject({
      userId: shopper.id,
      amountPaise: Math.round(total * 100),
      quoteId: body.quoteId,
      shippingAddress: address,
      cart: [
        { productId: 'ganesha-lost-wax-seated', quantity: 1, price: 4850, productName: expect.any(String) },
        { productId: 'ganesha-mini-dashboard', quantity: 2, price: 650, productName: expect.any(String) },
      ],
    });
  });

  it('charges the default rate of a fallback quote', async () => {
    const shopper = await h.shopper();
    await h.sandbox.fault('shiprocket', 'down');
    let body: Awaited<ReturnType<typeof createOrderBody>>;
    try {
      const quote = await h.quote();
      expect(quote.fallback).toBe(true);
      body = await createOrderBody({ quoteId: quote.quoteId, courierId: 'fallback-express' });
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    const response = await createOrder(shopper, body);
    expect(response.statusCode).toBe(200);
    // 6,150 + 149 (Express, parcel under 2 kg) + 12 % tax of 6,150 (738).
    expect(response.json<{ order: { amount: number } }>().order.amount).toBe((6150 + 149 + 738) * 100);
  });

  it('refuses an unknown or expired quote, an unquoted courier, another cart or another pincode', async () => {
    const shopper = await h.shopper();
    const before = await paymentOrderCount();
    const base = await createOrderBody();
    const expired = await createOrderBody();
    await h.database.db
      .update(shippingQuotes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(shippingQuotes.id, expired.quoteId));
    for (const payload of [
      { ...base, quoteId: 'quo_doesnotexist' },
      expired,
      { ...base, courierId: 424242 },
      { ...base, cart: [{ productId: 'ganesha-lost-wax-seated', quantity: 3 }] },
      { ...base, address: { ...address, zip: '110001' } },
    ]) {
      const response = await createOrder(shopper, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Shipping quote expired. Please recalculate shipping.' });
    }
    expect(await paymentOrderCount()).toBe(before);
  });

  it('requires the delivery address', async () => {
    const shopper = await h.shopper();
    const { address: _omitted, ...body } = await createOrderBody();
    const response = await createOrder(shopper, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/address/);
  });

  it("answers 'Failed to initiate payment' when Razorpay is down, storing nothing", async () => {
    const shopper = await h.shopper();
    const body = await createOrderBody();
    const before = await paymentOrderCount();
    await h.sandbox.fault('razorpay', 'down');
    try {
      const response = await createOrder(shopper, body);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Failed to initiate payment' });
    } finally {
      await h.sandbox.fault('razorpay', 'none');
    }
    expect(await paymentOrderCount()).toBe(before);
  });
});

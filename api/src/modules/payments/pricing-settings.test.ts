import { paymentOrderResponseSchema, placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentOrders, settings } from '../../db/schema.js';
import { moveClocksOn } from '../../../test/clocks.js';
import { createOrderBody } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

const pricingKeys = ['taxRatePercent', 'cartDeliveryFee', 'freeDeliveryThreshold'];
afterEach(async () => {
  vi.useRealTimers();
  await h.database.db.delete(settings).where(inArray(settings.key, pricingKeys));
});

/** Stores pricing settings as the back office's save does. */
async function storePricing(values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await h.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** The cart of the harness: ₹4,850 + 2 x ₹650. */
const subtotal = 6150;

/**
 * Create-order for the harness's cart with the cheapest courier, naming `browserAmount` as the total
 * (what a browser with other totals, or a tampered one, sends); then pays it and places the order.
 */
async function buyWith(browserAmount: number, beforePaying: () => Promise<void> = async () => {}) {
  const shopper = await h.shopper();
  const quote = await h.quote();
  const body = createOrderBody(quote, undefined, browserAmount);
  const rate = quote.shippingCost.data.available_courier_companies.find(
    (courier) => (courier.courier_id ?? courier.courier_company_id) === body.courierId,
  )!.rate;
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/razorpay/create-order',
    headers: shopper.headers,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { order: razorpayOrder } = v.parse(paymentOrderResponseSchema, created.json());
  const [stored] = await h.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.razorpayOrderId, razorpayOrder.id));
  await beforePaying();
  const payment = await h.sandbox.pay(razorpayOrder.id);
  const placed = await h.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: shopper.headers,
    payload: h.placeOrderBody(payment),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return {
    rate,
    amountPaise: razorpayOrder.amount,
    shippingPaise: stored!.shippingPaise,
    order: v.parse(placeOrderResponseSchema, placed.json()).order,
  };
}

describe("orders priced with the owner's pricing settings", () => {
  it('charges the default 12 percent and the courier without stored settings', async () => {
    const { rate, amountPaise, shippingPaise, order } = await buyWith(1);
    expect(shippingPaise).toBe(Math.round(rate * 100));
    expect(amountPaise).toBe(Math.round((subtotal + rate + 738) * 100));
    expect(order).toMatchObject({ subtotal, shippingCharge: rate, tax: 738, totalAmount: amountPaise / 100 });
  });

  it('charges the stored tax rate, and the courier below the free-delivery threshold', async () => {
    await storePricing({ taxRatePercent: '18', freeDeliveryThreshold: '6151' });
    // What a browser priced with the defaults would send: the server charges its own total anyway.
    const { rate, amountPaise, order } = await buyWith(subtotal + 99 + 738);
    expect(amountPaise).toBe(Math.round((subtotal + rate + 1107) * 100));
    expect(order).toMatchObject({
      subtotal,
      shippingCharge: rate,
      tax: 1107,
      totalAmount: amountPaise / 100,
    });
  });

  it('charges no shipping once the goods reach the threshold, and the order keeps it if the threshold changes', async () => {
    await storePricing({ freeDeliveryThreshold: '6150', taxRatePercent: '5' });
    const { rate, amountPaise, shippingPaise, order } = await buyWith(subtotal + 120, async () => {
      // The owner drops free delivery while the shopper is paying: the order is what was charged.
      await h.database.db.delete(settings).where(eq(settings.key, 'freeDeliveryThreshold'));
    });
    expect(rate).toBeGreaterThan(0);
    expect(shippingPaise).toBe(0);
    expect(amountPaise).toBe((subtotal + 308) * 100); // 5 percent of 6,150 is 307.50
    expect(order).toMatchObject({ subtotal, shippingCharge: 0, tax: 308, totalAmount: subtotal + 308 });
  });

  it('answers the pricing it charges with at GET /api/settings/pricing', async () => {
    const read = async () => (await h.app.inject({ method: 'GET', url: '/api/settings/pricing' })).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await read()).toEqual({
      taxRatePercent: 12,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
    await storePricing({ taxRatePercent: '0.25', cartDeliveryFee: '0', freeDeliveryThreshold: '2000' });
    // Stored beside the back office's save (which shows at once): the shop's answer is kept 10 s.
    await moveClocksOn(10_000);
    expect(await read()).toEqual({
      taxRatePercent: 0.25,
      deliveryFee: 0,
      freeDeliveryThreshold: 2000,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    });
  });
});

/**
 * An order to each checkout country through the API: the quote, the Razorpay payment order and the
 * order made from it, at the totals of its destination, its shipment booked with Shiprocket. Abroad
 * the quote is Shiprocket's international one and cash on delivery is refused.
 */
import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import { orderSchema, type Order } from '@brass/shared/contracts/orders';
import { subtotalOf, taxOf } from '@brass/shared/pricing';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.js';
import {
  address,
  cart,
  codOrderBody,
  createOrderBody,
  ukAddress,
  usAddress,
} from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
beforeAll(async () => {
  // Goods of ₹1,000 or more ship free, as the owner's offer within India; a parcel abroad still pays.
  await h.database.db.insert(settings).values({ key: 'freeDeliveryThreshold', value: '1000' });
});
afterEach(() => h.sandbox.fault('shiprocket', 'none'));

/** ₹4,850 once and ₹650 twice (orders-support's cart). */
const subtotal = subtotalOf([
  { price: 4850, quantity: 1 },
  { price: 650, quantity: 2 },
]);

const ownOrder = async (headers: { authorization: string }, number: string): Promise<Order> => {
  const response = await h.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers });
  expect(response.statusCode).toBe(200);
  return v.parse(orderSchema, response.json());
};

const countries: [DeliveryAddress['country'], DeliveryAddress, string][] = [
  ['India', address, '600004'],
  ['United States', usAddress, '10118'],
  ['United Kingdom', ukAddress, 'SW1A 2AA'],
];

describe.each(countries)('an order to %s', (country, to, zipcode) => {
  it("is quoted for the country's couriers, cash on delivery only in India", async () => {
    const quote = await h.quote(cart, to.zip, country);
    expect(quote).toMatchObject({ fallback: false, noCourierServiceable: false });
    const couriers = quote.shippingCost.data.available_courier_companies;
    for (const courier of couriers) expect(courier.estimated_delivery_days).toMatch(/^\d+$/);
    if (country === 'India') {
      expect(couriers.some((courier) => courier.cod)).toBe(true);
    } else {
      expect(couriers.map((courier) => courier.courier_name)).toEqual([
        'Shiprocket X Economy',
        'Shiprocket X Express',
      ]);
      expect(couriers.every((courier) => courier.cod === false)).toBe(true);
      // Cheaper by economy, sooner by express.
      const [economy, express] = couriers;
      expect(economy!.rate).toBeLessThan(express!.rate);
      expect(Number(express!.estimated_delivery_days)).toBeLessThan(Number(economy!.estimated_delivery_days));
      expect(h.sandbox.received().at(-1)).toContain(
        `/courier/international/serviceability/?pickup_postcode=600001&delivery_country=${country === 'United States' ? 'US' : 'GB'}&weight=1.57`,
      );
    }
  });

  it('is paid and made with its country, at the totals of its destination, and its shipment booked', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, to.zip, country);
    const rate = quote.shippingCost.data.available_courier_companies.toSorted((a, b) => a.rate - b.rate)[0]!
      .rate;
    const order = await h.paidOrder(shopper, { to });

    // Free delivery is India's; abroad the courier's rate is charged. The tax is the same 12 percent
    // (IGST on an export while the owner has filed no letter of undertaking). The AWB says the sandbox
    // took the booking, which abroad needs the shipping address spelled out and phones with their
    // country code.
    const shippingCharge = country === 'India' ? 0 : rate;
    const tax = taxOf(subtotal, h.config.taxRate);
    expect(order).toMatchObject({
      subtotal,
      shippingCharge,
      tax,
      totalAmount: subtotal + shippingCharge + tax,
      paymentMethod: 'online',
      shippingToArrange: false,
      shiprocketAwbCode: expect.stringMatching(/^\d{14}$/),
    });
    expect(order.shippingAddress).toMatchObject({ country, zipcode, city: to.city });
    expect((await ownOrder(shopper.headers, order.orderNumber)).shippingAddress).toEqual(
      order.shippingAddress,
    );
  });
});

describe('orders abroad', () => {
  it('refuse cash on delivery with a 400, even before the email is confirmed', async () => {
    for (const to of [usAddress, ukAddress]) {
      for (const shopper of [await h.shopper(), await h.shopper({ unconfirmed: true })]) {
        const quote = await h.quote(cart, to.zip, to.country);
        const response = await h.app.inject({
          method: 'POST',
          url: '/api/orders/cod',
          headers: shopper.headers,
          payload: codOrderBody(quote, to),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Cash on delivery is available only in India. Please pay online.',
        });
      }
    }
  });

  it('offer the international default rates when Shiprocket cannot quote, and take the order to arrange', async () => {
    await h.sandbox.fault('shiprocket', 'down');
    const quote = await h.quote(cart, usAddress.zip, 'United States');
    // 1,570 g: the first half kilo and three more.
    expect(quote).toMatchObject({ fallback: true, noCourierServiceable: false });
    expect(quote.shippingCost.data.available_courier_companies).toEqual([
      {
        courier_id: 'fallback-international-economy',
        courier_name: 'International Economy',
        rate: 1499 + 3 * 499,
        estimated_delivery_days: '14',
        cod: false,
      },
      {
        courier_id: 'fallback-international-express',
        courier_name: 'International Express',
        rate: 2499 + 3 * 799,
        estimated_delivery_days: '7',
        cod: false,
      },
    ]);

    const shopper = await h.shopper();
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: { ...createOrderBody(quote), address: usAddress },
    });
    expect(created.statusCode).toBe(200);
    const payment = await h.sandbox.pay(created.json<{ order: { id: string } }>().order.id);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: { ...h.placeOrderBody(payment), address: usAddress },
    });
    expect(placed.statusCode).toBe(201);
    expect(v.parse(orderSchema, placed.json().order)).toMatchObject({
      shippingCharge: 1499 + 3 * 499,
      shippingToArrange: true,
      shippingAddress: { country: 'United States' },
    });
  });

  it('charge only a quote made for the same ZIP code or postcode', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, '10001', 'United States');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/create-order',
      headers: shopper.headers,
      payload: { ...createOrderBody(quote), address: usAddress },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Shipping quote expired. Please recalculate shipping.' });
  });
});

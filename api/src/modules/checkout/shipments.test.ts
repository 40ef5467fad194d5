/**
 * Booking a shipment is two Shiprocket calls and two database writes. An API that dies between the AWB
 * assignment and its save leaves Shiprocket holding an AWB the shop does not know, and Shiprocket
 * refuses a second assignment ("Cannot reassign courier"): the retry must take the AWB Shiprocket has.
 */
import type { Order, TrackingResponse } from '@brass/shared/contracts/orders';
import { adminDashboardSchema } from '@brass/shared/contracts/admin';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema.js';
import { address, ukAddress, usAddress, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';
import { SHIPMENT_BACKOFF_MAX_MS, STRANDED_AFTER_ATTEMPTS } from './shipments.js';

const h = useCheckoutHarness();
let owner: Shopper;

beforeAll(async () => {
  owner = await h.shopper({ role: 'owner' });
});
afterEach(() => vi.restoreAllMocks());

const rowOf = async (orderNumber: string) => {
  const [row] = await h.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(orderNumber)!));
  return row!;
};
const stranded = async () => {
  const response = await h.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return v.parse(adminDashboardSchema, response.json()).strandedShipments;
};

describe('the shipment booking', () => {
  /** The body of the custom order the shop sent Shiprocket while making an order to `to`. */
  const bookedBody = async (to: typeof address) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const order = await h.paidOrder(await h.shopper(), { to });
    expect(order.shiprocketAwbCode).toMatch(/^\d{14}$/);
    const call = fetchSpy.mock.calls.findLast(([url]) => String(url).endsWith('/orders/create/adhoc'));
    return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
  };

  it('within India, gives the billing address only, with a 10-digit phone', async () => {
    const body = await bookedBody(address);
    expect(body).toMatchObject({
      billing_country: 'India',
      billing_pincode: '600004',
      billing_state: 'Tamil Nadu',
      billing_phone: '9840012345',
      shipping_is_billing: true,
    });
    const shippingAddress = ['customer_name', 'address', 'city', 'pincode', 'state', 'country', 'phone'];
    for (const field of shippingAddress) expect(body).not.toHaveProperty(`shipping_${field}`);
  });

  it('abroad, names the country and spells out the shipping address, the phone with its country code', async () => {
    const us = await bookedBody(usAddress);
    const recipient = {
      customer_name: 'Emily',
      last_name: 'Carter',
      address: '350 Fifth Avenue, Suite 4100',
      city: 'New York',
      pincode: '10118',
      state: 'New York',
      country: 'United States',
      phone: '+12125550147',
    };
    for (const side of ['billing', 'shipping']) {
      for (const [field, value] of Object.entries(recipient)) expect(us[`${side}_${field}`]).toBe(value);
    }
    expect(us).toMatchObject({ payment_method: 'Prepaid' });

    // No county in the UK address: its town stands in for the state Shiprocket needs.
    expect(await bookedBody(ukAddress)).toMatchObject({
      shipping_country: 'United Kingdom',
      shipping_pincode: 'SW1A 2AA',
      shipping_state: 'London',
      shipping_phone: '+442079460018',
    });
  });
});

describe('the shipment retry', () => {
  it('takes the AWB Shiprocket assigned when the API died before saving it', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    const awb = order.shiprocketAwbCode;
    expect(awb).toMatch(/^\d{14}$/);

    // The state the crash leaves: shipment and AWB at Shiprocket, only the shipment id in the
    // database, and the attempt's lease run out.
    await h.database.db
      .update(orders)
      .set({ shiprocketAwbCode: null, shipmentNextAttemptAt: null })
      .where(eq(orders.number, parseOrderNumber(order._id)!));
    const listed = async () =>
      (await h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: shopper.headers })).json<
        Order[]
      >()[0];
    expect((await listed())?.shiprocketAwbCode).toBeUndefined();

    await h.app.checkoutJobs.runOnce();
    // The shopper's list, read just before, shows the AWB the job saved at once.
    expect(await listed()).toMatchObject({ _id: order._id, shiprocketAwbCode: awb });
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(order._id)!));
    expect(row).toMatchObject({ shipmentAttempts: 2, shipmentNextAttemptAt: null });

    const tracking = await h.app.inject({
      method: 'GET',
      url: `/api/shiprocket/track/${awb}`,
      headers: shopper.headers,
    });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json<TrackingResponse>().trackingInfo).toMatchObject({ status: 'PICKUP SCHEDULED' });
  });
});

describe('a Shiprocket outage longer than a few attempts', () => {
  it('keeps retrying with a capped wait, lists the order on the dashboard, and books it once Shiprocket is back', async () => {
    await h.sandbox.fault('shiprocket', 'down');
    let order: Order;
    const waits: number[] = [];
    try {
      order = await h.paidOrder(await h.shopper());
      expect(order.shiprocketAwbCode).toBeUndefined();
      // Twelve attempts: hours of outage, well past the five after which retries used to stop.
      for (let attempt = 2; attempt <= 12; attempt++) {
        const before = await rowOf(order.orderNumber);
        const due = before.shipmentNextAttemptAt!;
        await h.app.checkoutJobs.runOnce(new Date(due.getTime() - 1));
        expect((await rowOf(order.orderNumber)).shipmentAttempts).toBe(attempt - 1);
        await h.app.checkoutJobs.runOnce(due);
        const after = await rowOf(order.orderNumber);
        expect(after.shipmentAttempts).toBe(attempt);
        waits.push(after.shipmentNextAttemptAt!.getTime() - due.getTime());
      }
      expect(waits.slice(0, 4)).toEqual(
        [1, 2, 4, 8].map((times) => times * 2 * h.config.shipmentRetryIntervalMs),
      );
      expect(Math.max(...waits)).toBe(SHIPMENT_BACKOFF_MAX_MS);
      expect(waits.at(-1)).toBe(SHIPMENT_BACKOFF_MAX_MS);

      expect(await stranded()).toEqual([
        {
          orderNumber: order.orderNumber,
          placedAt: expect.any(String),
          attempts: 12,
          reason: expect.stringContaining('Shiprocket'),
          nextAttemptAt: (await rowOf(order.orderNumber)).shipmentNextAttemptAt!.toISOString(),
        },
      ]);
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    // Back: the next attempt, at most half an hour on, books it.
    const due = (await rowOf(order.orderNumber)).shipmentNextAttemptAt!;
    await h.app.checkoutJobs.runOnce(due);
    expect(await rowOf(order.orderNumber)).toMatchObject({
      shiprocketAwbCode: expect.stringMatching(/^\d{14}$/),
      shipmentError: null,
      shipmentNextAttemptAt: null,
    });
    expect(await stranded()).toEqual([]);
  });

  it('lets the staff book a stranded order at once, and mark it shipped, rather than a 409 for ever', async () => {
    await h.sandbox.fault('shiprocket', 'down');
    let order: Order;
    try {
      order = await h.paidOrder(await h.shopper());
      for (let attempt = 2; attempt <= STRANDED_AFTER_ATTEMPTS; attempt++)
        await h.app.checkoutJobs.runOnce((await rowOf(order.orderNumber)).shipmentNextAttemptAt!);
      expect((await stranded()).map((shipment) => shipment.orderNumber)).toEqual([order.orderNumber]);

      const refused = await h.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderNumber}/shipment`,
        headers: owner.headers,
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json<{ message: string }>().message).toMatch(
        new RegExp(`^Shiprocket could not book ${order.orderNumber}: .+\\. The shop keeps trying\\.$`),
      );
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    // Its next attempt is far off, but the staff need not wait for it.
    expect((await rowOf(order.orderNumber)).shipmentNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const shipped = await h.changeOrderStatus(owner, order.orderNumber, 'shipped');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await rowOf(order.orderNumber)).shiprocketAwbCode).toMatch(/^\d{14}$/);
    expect(await stranded()).toEqual([]);

    const again = await h.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/shipment`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is not waiting for a shipment.' });
  });

  it('books a stranded order when the staff press Book again', async () => {
    await h.sandbox.fault('shiprocket', 'down');
    let order: Order;
    try {
      order = await h.paidOrder(await h.shopper());
      for (let attempt = 2; attempt <= STRANDED_AFTER_ATTEMPTS + 1; attempt++)
        await h.app.checkoutJobs.runOnce((await rowOf(order.orderNumber)).shipmentNextAttemptAt!);
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    const booked = await h.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNumber}/shipment`,
      headers: owner.headers,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toEqual({ message: `${order.orderNumber} is booked with Shiprocket.` });
    expect((await rowOf(order.orderNumber)).shiprocketAwbCode).toMatch(/^\d{14}$/);
  });
});

/**
 * Booking a shipment is two Shiprocket calls and two database writes. An API that dies between the AWB
 * assignment and its save leaves Shiprocket holding an AWB the shop does not know, and Shiprocket
 * refuses a second assignment ("Cannot reassign courier"): the retry must take the AWB Shiprocket has.
 */
import type { Order, TrackingResponse } from '@brass/shared/contract';
import { placeOrderResponseSchema } from '@brass/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { startCheckoutHarness, type CheckoutHarness } from './test-support.js';
import { parseOrderNumber } from './order-number.js';

let h: CheckoutHarness;

beforeAll(async () => {
  h = await startCheckoutHarness();
});
afterAll(() => h.close());

describe('the shipment retry', () => {
  it('takes the AWB Shiprocket assigned when the API died before saving it', async () => {
    const shopper = await h.shopper();
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(await h.paidCheckout(shopper)),
    });
    const { order } = placeOrderResponseSchema.parse(placed.json());
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

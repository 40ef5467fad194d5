import { adminOrderDetailSchema } from '@brass/shared/contracts/admin-orders';
import { paymentOrderResponseSchema, placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { orderSchema } from '@brass/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { codOrderBody, createOrderBody, placeOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

const placeCod = async (shopper: Shopper, gift: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: shopper.headers,
    payload: { ...codOrderBody(await h.quote()), gift },
  });

const openPayment = async (shopper: Shopper, gift: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/razorpay/create-order',
    headers: shopper.headers,
    payload: { ...createOrderBody(await h.quote()), gift },
  });

/** The order's gift columns as stored. */
async function storedGift(orderNumber: string) {
  const [row] = await h.database.db
    .select({ isGift: orders.isGift, giftMessage: orders.giftMessage })
    .from(orders)
    .where(eq(orders.number, Number(orderNumber.replace('BA-', ''))));
  return row;
}

describe('the gift option at checkout', () => {
  it('keeps a gift paid on delivery with its trimmed message, and shows it to the shopper and the staff', async () => {
    const shopper = await h.shopper();
    const placed = await placeCod(shopper, { message: '  Happy Diwali, Amma!\r\nWith love, Ravi  ' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    expect(order.gift).toEqual({ message: 'Happy Diwali, Amma!\nWith love, Ravi' });
    expect(await storedGift(order.orderNumber)).toEqual({
      isGift: true,
      giftMessage: 'Happy Diwali, Amma!\nWith love, Ravi',
    });

    const own = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}`,
      headers: shopper.headers,
    });
    expect(v.parse(orderSchema, own.json()).gift).toEqual({
      message: 'Happy Diwali, Amma!\nWith love, Ravi',
    });
    const staff = await h.shopper({ role: 'staff' });
    const detail = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: staff.headers,
    });
    expect(v.parse(adminOrderDetailSchema, detail.json()).gift).toEqual({
      message: 'Happy Diwali, Amma!\nWith love, Ravi',
    });
  });

  it('keeps a gift paid online from create-order to the order its payment makes', async () => {
    const shopper = await h.shopper();
    const opened = await openPayment(shopper, { message: 'ਜਨਮਦਿਨ ਮੁਬਾਰਕ, ਬੀਬੀ ਜੀ' });
    expect(opened.statusCode, opened.body).toBe(200);
    const payment = await h.sandbox.pay(v.parse(paymentOrderResponseSchema, opened.json()).order.id);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: placeOrderBody(payment),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    expect(order.gift).toEqual({ message: 'ਜਨਮਦਿਨ ਮੁਬਾਰਕ, ਬੀਬੀ ਜੀ' });
  });

  it('takes a gift without a message, and an order without the option is no gift', async () => {
    // A shopper each: the owner's caps on open orders paid on delivery would refuse a third.
    for (const gift of [{}, { message: '   ' }]) {
      const placed = await placeCod(await h.shopper(), gift);
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = v.parse(placeOrderResponseSchema, placed.json());
      expect(order.gift).toEqual({});
      expect(await storedGift(order.orderNumber)).toEqual({ isGift: true, giftMessage: null });
    }
    const plain = await placeCod(await h.shopper(), undefined);
    const { order } = v.parse(placeOrderResponseSchema, plain.json());
    expect(order).not.toHaveProperty('gift');
    expect(await storedGift(order.orderNumber)).toEqual({ isGift: false, giftMessage: null });
  });

  it('refuses a message that is too long or holds control characters, on both ways to pay', async () => {
    const shopper = await h.shopper();
    const refusals = [
      [{ message: 'x'.repeat(251) }, 'gift.message: A gift message is at most 250 characters.'],
      [{ message: 'Surprise!\u0007' }, 'gift.message: A gift message cannot hold control characters.'],
      [{ message: 'Tab\there' }, 'gift.message: A gift message cannot hold control characters.'],
      [{ message: 42 }, expect.stringContaining('gift.message')],
      ['yes', expect.stringContaining('gift')],
    ] as const;
    for (const [gift, message] of refusals) {
      for (const send of [placeCod, openPayment]) {
        const refused = await send(shopper, gift);
        expect(refused.statusCode, JSON.stringify(gift)).toBe(400);
        expect(refused.json()).toEqual({ message });
      }
    }
    // 250 characters after trimming are taken.
    expect((await placeCod(shopper, { message: ` ${'x'.repeat(250)} ` })).statusCode).toBe(201);
  });
});

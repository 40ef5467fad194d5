import { createHmac } from 'node:crypto';
import type { Order } from '@brass/shared/contracts/orders';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { orders, webhookEvents } from '../../db/schema.js';
import {
  capturedEvent as signedCapturedEvent,
  freePort,
  startCheckoutHarness,
  type Shopper,
  type SignedPayment,
} from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { isPaymentSignatureValid } from './signature.js';

const h = useCheckoutHarness();

async function rows(table: typeof orders | typeof webhookEvents): Promise<number> {
  const [row] = await h.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A POST as the shopper, or anonymously when `shopper` is undefined. */
const postTo = (url: string) => (shopper: Shopper | undefined, payload: object) =>
  h.app.inject({ method: 'POST', url, ...(shopper ? { headers: shopper.headers } : {}), payload });

describe('payment signatures', () => {
  it("match Razorpay's published test vector", () => {
    const payment = {
      orderId: 'order_IEIaMR65cu6nz3',
      paymentId: 'pay_IH4NVgf4Dreq1l',
      signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
    };
    expect(isPaymentSignatureValid(payment, 'EnLs21M47BllR3X8PSFtjtbd')).toBe(true);
    expect(isPaymentSignatureValid(payment, 'another-secret')).toBe(false);
    expect(
      isPaymentSignatureValid({ ...payment, paymentId: 'pay_IH4NVgf4Dreq1m' }, 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe(false);
    expect(isPaymentSignatureValid({ ...payment, signature: 'zz' }, 'EnLs21M47BllR3X8PSFtjtbd')).toBe(false);
  });
});

describe('POST /api/razorpay/verify-payment', () => {
  const verify = postTo('/api/razorpay/verify-payment');
  const bodyOf = (payment: SignedPayment, signature = payment.razorpay_signature) => ({
    paymentId: payment.razorpay_payment_id,
    orderId: payment.razorpay_order_id,
    signature,
  });

  it('says whether the signature is Razorpay’s, to the shopper who made the payment order', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const good = await verify(shopper, bodyOf(payment));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true });
    const forged = await verify(
      shopper,
      bodyOf(payment, createHmac('sha256', 'guess').update('x').digest('hex')),
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ success: false });
  });

  it('asks for a session', async () => {
    const payment = await h.paidCheckout(await h.shopper());
    const response = await verify(undefined, bodyOf(payment));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers another shopper's payment order as it answers one that does not exist", async () => {
    const payment = await h.paidCheckout(await h.shopper());
    const other = await h.shopper();
    const theirs = await verify(other, bodyOf(payment));
    const unknown = await verify(other, { ...bodyOf(payment), orderId: 'order_DoesNotExist01' });
    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Payment order not found' });
    }
  });
});

describe('POST /api/razorpay/webhook', () => {
  /** The event Razorpay sends for a captured payment, signed as it signs it. */
  const capturedEvent = (paymentId: string, secret = h.config.razorpay.webhookSecret!) =>
    signedCapturedEvent(h.sandbox, paymentId, secret);

  const deliver = (body: string, headers: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('refuses a bad signature and stores nothing', async () => {
    const payment = await h.paidCheckout(await h.shopper());
    const forged = await capturedEvent(payment.razorpay_payment_id, 'not-the-webhook-secret');
    const [ordersBefore, eventsBefore] = [await rows(orders), await rows(webhookEvents)];
    for (const headers of [{ 'x-razorpay-signature': forged.signature }, {}] as Record<string, string>[]) {
      const response = await deliver(forged.body, { ...headers, 'x-razorpay-event-id': 'evt_forged' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    // A valid signature of other bytes: the body was altered on the way.
    const genuine = await capturedEvent(payment.razorpay_payment_id);
    const altered = await deliver(genuine.body.replace('"captured"', '"captured" '), {
      'x-razorpay-signature': genuine.signature,
    });
    expect(altered.statusCode).toBe(400);
    expect([await rows(orders), await rows(webhookEvents)]).toEqual([ordersBefore, eventsBefore]);
  });

  it('makes the order of a shopper who paid and never came back, once per event', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const event = await capturedEvent(payment.razorpay_payment_id);
    const headers = { 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': 'evt_Captured000001' };

    const first = await deliver(event.body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const listed = (
      await h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: shopper.headers })
    ).json<Order[]>();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      status: 'preparing',
      subtotal: 6150,
      shippingAddress: { zipcode: '600004' },
    });

    const ordersAfter = await rows(orders);
    const again = await deliver(event.body, headers);
    expect(again.statusCode).toBe(200);
    expect(await rows(orders)).toBe(ordersAfter);
    const [handled] = await h.database.db
      .select({ n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'evt_Captured000001'));
    expect(handled?.n).toBe(1);

    // The shopper comes back after all: the browser's call answers the order the webhook made.
    const late = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(payment),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json<{ order: Order }>().order._id).toBe(listed[0]?._id);
  });

  it('makes the order from the event the sandbox sends itself, and ignores its replay', async () => {
    const port = await freePort();
    const listening = await startCheckoutHarness(
      {},
      {
        razorpay: {
          webhook: {
            url: `http://127.0.0.1:${port}/api/razorpay/webhook`,
            secret: h.config.razorpay.webhookSecret!,
          },
        },
      },
    );
    try {
      await listening.app.listen({ host: '127.0.0.1', port });
      const shopper = await listening.shopper();
      const payment = await listening.paidCheckout(shopper);
      const ownOrders = async () =>
        (
          await listening.app.inject({
            method: 'GET',
            url: '/api/orders/getorders',
            headers: shopper.headers,
          })
        ).json<Order[]>();
      await vi.waitFor(async () => expect(await ownOrders()).toHaveLength(1), { timeout: 5000 });

      const replay = await listening.sandbox.control('/__sandbox/razorpay/webhook-replay', {
        payment_id: payment.razorpay_payment_id,
      });
      expect(replay).toMatchObject({ delivered: true, status: 200 });
      expect(await ownOrders()).toHaveLength(1);
    } finally {
      await listening.close();
    }
  });

  it('refuses every call when no webhook secret is set, whatever key signed it', async () => {
    const shopper = await h.shopper();
    const payment = await h.paidCheckout(shopper);
    const unsigned = await buildApp({
      database: h.database,
      config: { ...h.config, razorpay: { ...h.config.razorpay, webhookSecret: undefined } },
    });
    try {
      const ordersBefore = await rows(orders);
      for (const key of ['', h.config.razorpay.webhookSecret!]) {
        const event = await capturedEvent(payment.razorpay_payment_id, key);
        const response = await unsigned.inject({
          method: 'POST',
          url: '/api/razorpay/webhook',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': event.signature },
          payload: event.body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Invalid webhook signature' });
      }
      expect(await rows(orders)).toBe(ordersBefore);
    } finally {
      await unsigned.close();
    }
  });

  it('acknowledges events it has no use for', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'refund.processed', payload: {}, created_at: 1 });
    const signature = createHmac('sha256', h.config.razorpay.webhookSecret!).update(body).digest('hex');
    const response = await deliver(body, { 'x-razorpay-signature': signature });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(400);
  });
});

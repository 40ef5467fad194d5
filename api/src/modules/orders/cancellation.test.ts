import { orderSchema, type Order } from '@brass/shared/contracts/orders';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, refunds, users } from '../../db/schema.js';
import { address, cart, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from './order-number.js';

const h = useCheckoutHarness();
let staff: Shopper;
let owner: Shopper;

beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
  owner = await h.shopper({ role: 'owner' });
});

afterEach(async () => {
  await h.sandbox.fault('shiprocket', 'none');
  for (const line of cart) await h.setStock(line.productId, 100);
});

const cancel = (shopper: Shopper, orderNumber: string) =>
  h.app.inject({ method: 'POST', url: `/api/orders/${orderNumber}/cancel`, headers: shopper.headers });

async function rowOf(order: Order) {
  const [row] = await h.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0));
  if (!row) throw new Error(`No order ${order.orderNumber}`);
  return row;
}

async function refundsOf(order: Order) {
  return h.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, (await rowOf(order)).id));
}

async function mailsTo(shopper: Shopper, kind: string) {
  const [user] = await h.database.db.select().from(users).where(eq(users.id, shopper.id));
  return h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user?.email ?? ''), eq(mailOutbox.kind, kind)));
}

const stockOfCart = () => Promise.all(cart.map((line) => h.stockOf(line.productId)));

describe('POST /api/orders/:orderNumber/cancel', () => {
  it('cancels a paid order before it ships: refunded in full through Razorpay, stock back, mailed, audited', async () => {
    const shopper = await h.shopper();
    const before = await stockOfCart();
    const order = await h.paidOrder(shopper);
    const shiprocketCancels = () => h.sandbox.received().filter((path) => path.endsWith('/orders/cancel'));
    const cancelsBefore = shiprocketCancels().length;

    const cancelled = await cancel(shopper, order.orderNumber);
    expect(cancelled.statusCode).toBe(200);
    expect(v.parse(orderSchema, cancelled.json())).toMatchObject({ status: 'cancelled' });
    expect(await stockOfCart()).toEqual(before);

    const row = await rowOf(order);
    // The shipment the checkout booked is cancelled with Shiprocket before the order is.
    expect(row.shiprocketOrderId).not.toBeNull();
    expect(shiprocketCancels().length).toBe(cancelsBefore + 1);
    const atRazorpay = await h.sandbox.razorpay('GET', `/v1/payments/${row.razorpayPaymentId}`);
    expect(atRazorpay.json()).toMatchObject({ status: 'refunded', refund_status: 'full' });
    expect(await refundsOf(order)).toEqual([
      expect.objectContaining({
        amount: order.totalAmount,
        status: 'processed',
        reason: 'Cancelled by the shopper',
        createdBy: shopper.id,
      }),
    ]);

    const [mail] = await mailsTo(shopper, 'order-cancelled');
    expect(mail?.subject).toBe(`Your Brass Aangan order ${order.orderNumber} is cancelled`);
    expect(mail?.textBody).toContain('is being refunded to the card or account you paid with');

    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.target, order.orderNumber));
    expect(entries.map((entry) => [entry.action, entry.actorId]).sort()).toEqual([
      ['order.cancelled', shopper.id],
      ['order.refunded', shopper.id],
    ]);
  });

  it('answers a second cancel with the order as it stands, refunding nothing more', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    expect((await cancel(shopper, order.orderNumber)).statusCode).toBe(200);
    const again = await cancel(shopper, order.orderNumber);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderNumber: order.orderNumber, status: 'cancelled' });
    expect(await refundsOf(order)).toHaveLength(1);
    expect(await mailsTo(shopper, 'order-cancelled')).toHaveLength(1);
  });

  it('refunds once when the shopper and the staff cancel at the same moment', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    await Promise.all([
      cancel(shopper, order.orderNumber),
      h.changeOrderStatus(owner, order.orderNumber, 'cancelled'),
    ]);
    const made = (await refundsOf(order)).filter((refund) => refund.status !== 'failed');
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(order.totalAmount);
    const row = await rowOf(order);
    const atRazorpay = await h.sandbox.razorpay('GET', `/v1/payments/${row.razorpayPaymentId}`);
    expect(atRazorpay.json()).toMatchObject({ amount_refunded: Math.round(order.totalAmount * 100) });
  });

  it('refuses once the order has shipped, and leaves it and its money as they were', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    expect((await h.changeOrderStatus(staff, order.orderNumber, 'shipped')).statusCode).toBe(200);
    const refused = await cancel(shopper, order.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This order has left our workshop, so it can no longer be cancelled. Once it is delivered, you can return it.',
    });
    expect((await rowOf(order)).status).toBe('shipped');
    expect(await refundsOf(order)).toEqual([]);
  });

  it("answers another shopper's order, an unknown number and no session as no such order", async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    const stranger = await h.shopper();
    const foreign = await cancel(stranger, order.orderNumber);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Order not found' });
    expect((await cancel(stranger, 'BA-999999')).statusCode).toBe(404);
    const anonymous = await h.app.inject({ method: 'POST', url: `/api/orders/${order.orderNumber}/cancel` });
    expect(anonymous.statusCode).toBe(401);
    expect((await rowOf(order)).status).toBe('preparing');
  });

  it('leaves the order as it was when Shiprocket cannot cancel its shipment', async () => {
    const shopper = await h.shopper();
    const order = await h.paidOrder(shopper);
    await h.sandbox.fault('shiprocket', 'down');
    const failed = await cancel(shopper, order.orderNumber);
    expect(failed.statusCode).toBe(502);
    expect((await rowOf(order)).status).toBe('preparing');
    expect(await refundsOf(order)).toEqual([]);
  });

  it('cancels an order paid on delivery without any refund', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, address.zip);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: codOrderBody(quote),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ order: Order }>().order;
    const before = await stockOfCart();

    const cancelled = await cancel(shopper, order.orderNumber);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(order)).toEqual([]);
    expect((await stockOfCart()).map((stock, i) => stock - (before[i] ?? 0))).toEqual(
      cart.map((line) => line.quantity),
    );
    const [mail] = await mailsTo(shopper, 'order-cancelled');
    expect(mail?.textBody).toContain('Nothing was charged for it, so there is nothing to pay.');
  });
});

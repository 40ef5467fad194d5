import { auditLogSchema } from '@brass/shared/contracts/admin';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  type AdminOrderDetail,
} from '@brass/shared/contracts/admin-orders';
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { orderSchema } from '@brass/shared/contracts/orders';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, settings, users } from '../../db/schema.js';
import { cart, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from './order-number.js';

const h = useCheckoutHarness();
let staff: Shopper;
let owner: Shopper;

beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
  owner = await h.shopper({ role: 'owner' });
});

/** A shopper's paid order, made as the checkout makes it. */
async function paidOrder(shopper?: Shopper) {
  const buyer = shopper ?? (await h.shopper());
  const payment = await h.paidCheckout(buyer);
  const placed = await h.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: buyer.headers,
    payload: h.placeOrderBody(payment),
  });
  expect(placed.statusCode).toBe(201);
  return { buyer, payment, order: v.parse(placeOrderResponseSchema, placed.json()).order };
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object, as: Shopper = staff) =>
  h.app.inject({ method, url: `/api/admin${url}`, headers: as.headers, ...(payload ? { payload } : {}) });

const listed = async (query: string) => {
  const response = await admin('GET', `/orders${query}`);
  expect(response.statusCode).toBe(200);
  return v.parse(adminOrderListSchema, response.json());
};

const detailOf = (body: unknown): AdminOrderDetail => v.parse(adminOrderDetailSchema, body);

const pickupRequests = () =>
  h.sandbox.received().filter((path) => path.endsWith('/courier/generate/pickup')).length;

async function stockOf(productId: string): Promise<number> {
  const [row] = await h.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? Number.NaN;
}

describe('GET /api/admin/orders', () => {
  it('lists every shopper’s orders newest first, and finds one by number, email or phone digits', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const all = await listed('');
    const ids = all.orders.map((order) => order.id);
    expect(ids.indexOf(second.order._id)).toBeLessThan(ids.indexOf(first.order._id));
    expect(all.pageSize).toBe(25);
    const summary = all.orders.find((order) => order.id === first.order._id);
    expect(summary).toMatchObject({
      status: 'preparing',
      paymentMethod: 'online',
      customer: { name: 'Asha Iyer', phone: '+91 98400 12345' },
      city: 'Chennai',
      itemCount: 3,
      totalAmount: first.order.totalAmount,
      refundedAmount: 0,
    });

    expect((await listed(`?q=${first.order._id}`)).orders.map((order) => order.id)).toEqual([
      first.order._id,
    ]);
    const [buyer] = await h.database.db.select().from(users).where(eq(users.id, first.buyer.id));
    const byEmail = await listed(`?q=${encodeURIComponent(buyer?.email.slice(0, 12).toUpperCase() ?? '')}`);
    expect(byEmail.orders.map((order) => order.id)).toEqual([first.order._id]);
    // Typed with other spacing than the checkout stored it.
    const byPhone = await listed(`?q=${encodeURIComponent('98400-12345')}`);
    expect(byPhone.orders.map((order) => order.id)).toEqual(expect.arrayContaining(ids));
    expect((await listed('?q=%25')).orders).toEqual([]);
  });

  it('filters by status, payment method and the days an order was placed, in India time', async () => {
    const { order } = await paidOrder();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const placedToday = await listed(`?from=${today}&to=${today}&status=preparing&payment=online`);
    expect(placedToday.orders.map((found) => found.id)).toContain(order._id);
    expect((await listed('?payment=cod')).orders).toEqual([]);
    expect((await listed('?to=2020-01-01')).total).toBe(0);
    expect((await listed('?status=shipped')).orders.map((found) => found.id)).not.toContain(order._id);
    expect((await listed('?page=999')).orders).toEqual([]);
  });

  it('answers a bad filter with a message, never a 5xx', async () => {
    for (const query of [
      '?status=lost',
      '?from=yesterday',
      '?page=0',
      '?payment=cash',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const response = await admin('GET', `/orders${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads the filtered orders as CSV, with cells a spreadsheet would run kept as text', async () => {
    const { order } = await paidOrder();
    await h.database.db
      .update(orders)
      .set({
        shippingAddress: {
          ...order.shippingAddress,
          firstName: '=HYPERLINK("http://evil.example")',
          lastName: 'Iyer',
        },
      })
      .where(eq(orders.number, parseOrderNumber(order._id)!));
    const response = await admin('GET', `/orders/export.csv?q=${order._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const [header, row, end] = response.body.split('\n');
    expect(header).toBe(
      'Order,Placed at,Status,Payment,Customer,Email,Phone,City,Pieces,Total (INR),Refunded (INR),AWB',
    );
    expect(row).toContain(`${order._id},`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") Iyer"`);
    expect(row).toContain(`,Online,`);
    expect(row).toContain(`,${order.totalAmount.toFixed(2)},0.00,`);
    expect(end).toBe('');
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the order with its customer, shipment and what may happen next', async () => {
    const { order } = await paidOrder();
    const response = await admin('GET', `/orders/${order._id}`);
    expect(response.statusCode).toBe(200);
    const detail = detailOf(response.json());
    expect(detail).toMatchObject({
      _id: order._id,
      status: 'preparing',
      paymentMethod: 'online',
      refundedAmount: 0,
      refundableAmount: order.totalAmount,
      nextStatuses: ['shipped', 'cancelled'],
      refunds: [],
    });
    expect(detail.shipment.awb).toBe(order.shiprocketAwbCode);
    expect(detail.razorpayPaymentId).toMatch(/^pay_/);

    const unknown = await admin('GET', '/orders/ord_nosuchorder');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No order has that number.' });
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('ships and delivers an order in that order only, and the shopper sees where it is', async () => {
    const { buyer, order } = await paidOrder();
    const ownOrder = async () =>
      v
        .parse(
          v.array(orderSchema),
          (
            await h.app.inject({ method: 'GET', url: '/api/orders/getorders', headers: buyer.headers })
          ).json(),
        )
        .find((found) => found._id === order._id);
    // Read before the change, the buyer's list shows it at once after.
    expect(await ownOrder()).toMatchObject({ status: 'preparing' });
    const early = await admin('POST', `/orders/${order._id}/status`, { status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'An order that is preparing cannot be marked delivered.' });

    const pickupsBefore = pickupRequests();
    const shipped = await admin('POST', `/orders/${order._id}/status`, { status: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(pickupRequests()).toBe(pickupsBefore + 1);
    expect(detailOf(shipped.json())).toMatchObject({
      status: 'shipped',
      nextStatuses: ['delivered', 'cancelled'],
    });
    expect(await ownOrder()).toMatchObject({ status: 'shipped', shiprocketAwbCode: expect.any(String) });

    const delivered = await admin('POST', `/orders/${order._id}/status`, { status: 'delivered' });
    expect(detailOf(delivered.json())).toMatchObject({ status: 'delivered', nextStatuses: [] });
    const late = await admin('POST', `/orders/${order._id}/status`, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'An order that is delivered cannot be marked cancelled.' });

    const unknown = await admin('POST', `/orders/${order._id}/status`, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: expect.stringContaining('Choose shipped, delivered or cancelled'),
    });
  });

  it('cancelling a paid order refunds it in full through Razorpay and puts the pieces back in stock', async () => {
    const before = await Promise.all(cart.map((line) => stockOf(line.productId)));
    const { order, payment } = await paidOrder();
    const cancelled = await admin('POST', `/orders/${order._id}/status`, { status: 'cancelled' }, owner);
    expect(cancelled.statusCode).toBe(200);
    const detail = detailOf(cancelled.json());
    expect(detail).toMatchObject({
      status: 'cancelled',
      refundedAmount: order.totalAmount,
      refundableAmount: 0,
      refunds: [
        { amount: order.totalAmount, reason: 'Order cancelled', status: 'processed', by: 'Test Shopper' },
      ],
    });
    expect(detail.refunds[0]?.razorpayRefundId).toMatch(/^rfnd_/);
    const atRazorpay = await h.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}`);
    expect(atRazorpay.json()).toMatchObject({ status: 'refunded', refund_status: 'full' });
    expect(await Promise.all(cart.map((line) => stockOf(line.productId)))).toEqual(before);

    const log = v.parse(auditLogSchema, (await admin('GET', '/audit', undefined, owner)).json());
    const actions = log.entries.filter((entry) => entry.target === order._id).map((entry) => entry.action);
    expect(actions).toEqual(['order.refunded', 'order.cancelled']);
  });

  it('leaves the order as it was when Shiprocket cannot take the pickup or the cancellation', async () => {
    const { order } = await paidOrder();
    await h.sandbox.fault('shiprocket', 'down');
    try {
      const ship = await admin('POST', `/orders/${order._id}/status`, { status: 'shipped' });
      expect(ship.statusCode).toBe(502);
      expect(ship.json()).toEqual({
        message:
          'Shiprocket could not schedule the pickup, so the order is not marked shipped. Try again in a minute.',
      });
      const cancel = await admin('POST', `/orders/${order._id}/status`, { status: 'cancelled' }, owner);
      expect(cancel.statusCode).toBe(502);
      expect(cancel.json()).toEqual({
        message:
          'Shiprocket could not cancel the shipment, so the order is not cancelled yet. Try again in a minute.',
      });
    } finally {
      await h.sandbox.fault('shiprocket', 'none');
    }
    expect(detailOf((await admin('GET', `/orders/${order._id}`)).json())).toMatchObject({
      status: 'preparing',
      refunds: [],
    });
  });

  it('cancels the Shiprocket order of an order cancelled before it was shipped', async () => {
    const { order } = await paidOrder();
    const cancels = () => h.sandbox.received().filter((path) => path.endsWith('/orders/cancel')).length;
    const before = cancels();
    const cancelled = await admin('POST', `/orders/${order._id}/status`, {
      status: 'cancelled',
      refundAmount: 0,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancels()).toBe(before + 1);
  });

  it('keeps the money when the owner cancels with a refund of 0', async () => {
    const { order } = await paidOrder();
    const cancelled = await admin('POST', `/orders/${order._id}/status`, {
      status: 'cancelled',
      refundAmount: 0,
    });
    expect(detailOf(cancelled.json())).toMatchObject({ status: 'cancelled', refunds: [] });
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds part of an order, never more than remains, and writes each refund to the audit log', async () => {
    const { order, payment } = await paidOrder();
    const part = await admin('POST', `/orders/${order._id}/refunds`, {
      amount: 100.5,
      reason: 'A chipped diya',
    });
    expect(part.statusCode).toBe(200);
    expect(detailOf(part.json())).toMatchObject({
      status: 'preparing',
      refundedAmount: 100.5,
      refundableAmount: order.totalAmount - 100.5,
    });
    const atRazorpay = await h.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}`);
    expect(atRazorpay.json()).toMatchObject({ amount_refunded: 10_050, refund_status: 'partial' });
    const log = v.parse(auditLogSchema, (await admin('GET', '/audit', undefined, owner)).json());
    expect(log.entries.find((entry) => entry.target === order._id)).toMatchObject({
      action: 'order.refunded',
      actor: { name: 'Test Shopper' },
      details: { amount: '100.50', reason: 'A chipped diya' },
    });

    const tooMuch = await admin('POST', `/orders/${order._id}/refunds`, {
      amount: order.totalAmount,
      reason: 'Everything',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      message: expect.stringMatching(/^At most ₹[\d,.]+ of this order can still be refunded\.$/),
    });

    for (const body of [
      { amount: -5, reason: 'x' },
      { amount: 10.123, reason: 'x' },
      { amount: 10, reason: ' ' },
    ]) {
      const refused = await admin('POST', `/orders/${order._id}/refunds`, body);
      expect([body, refused.statusCode]).toEqual([body, 400]);
    }
  });

  it('lets only one of two refunds at once through when together they would pass what was paid', async () => {
    const { order } = await paidOrder();
    const amount = Math.ceil(order.totalAmount * 0.6);
    const answers = await Promise.all(
      [1, 2].map(() => admin('POST', `/orders/${order._id}/refunds`, { amount, reason: 'Twice by mistake' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('says so when Razorpay does not answer, and holds that amount until the refund is settled', async () => {
    const { order } = await paidOrder();
    await h.sandbox.fault('razorpay', 'down');
    try {
      const response = await admin('POST', `/orders/${order._id}/refunds`, { amount: 50, reason: 'Late' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message:
          'Razorpay did not answer. The refund is kept as pending; check it in Razorpay before trying again.',
      });
    } finally {
      await h.sandbox.fault('razorpay', 'none');
    }
    const detail = detailOf((await admin('GET', `/orders/${order._id}`)).json());
    expect(detail.refunds).toMatchObject([{ amount: 50, status: 'pending' }]);
    expect(detail.refundableAmount).toBe(order.totalAmount - 50);
    expect(detail.refundedAmount).toBe(0);
    const log = v.parse(auditLogSchema, (await admin('GET', '/audit', undefined, owner)).json());
    expect(log.entries.find((entry) => entry.target === order._id)).toMatchObject({
      action: 'order.refund_pending',
      details: { amount: '50.00', reason: 'Late' },
    });
  });
});

describe("the staff's refund limit", () => {
  const refund = (orderId: string, amount: number, as: Shopper = staff) =>
    admin('POST', `/orders/${orderId}/refunds`, { amount, reason: 'Damaged in transit' }, as);

  it("lets staff refund up to the owner's limit of an order, every refund of it counted; more is the owner's", async () => {
    const { order } = await paidOrder();
    expect(order.totalAmount).toBeGreaterThan(5_100);
    expect(detailOf((await admin('GET', `/orders/${order._id}`)).json()).staffRefundLimit).toBe(5_000);

    expect((await refund(order._id, 3_000)).statusCode).toBe(200);
    const over = await refund(order._id, 2_500);
    expect([over.statusCode, over.json()]).toEqual([
      403,
      {
        message:
          "Only the shop's owner can refund more than ₹5,000 of an order, and ₹3,000 of this one is refunded already. Ask the owner to make this refund.",
      },
    ]);
    expect((await refund(order._id, 2_000)).statusCode).toBe(200);
    const byOwner = await refund(order._id, 100, owner);
    expect(byOwner.statusCode).toBe(200);
    expect(detailOf(byOwner.json()).refundedAmount).toBe(5_100);
  });

  it('refuses staff a cancellation whose refund passes the limit before anything changes, and lets the owner make it', async () => {
    const { order } = await paidOrder();
    const cancels = () => h.sandbox.received().filter((path) => path.endsWith('/orders/cancel')).length;
    const before = cancels();
    const refused = await admin('POST', `/orders/${order._id}/status`, { status: 'cancelled' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      {
        message:
          "Only the shop's owner can refund more than ₹5,000 of an order. Ask the owner to make this refund.",
      },
    ]);
    expect(cancels()).toBe(before);
    expect(detailOf((await admin('GET', `/orders/${order._id}`)).json())).toMatchObject({
      status: 'preparing',
      refunds: [],
    });
    const cancelled = await admin('POST', `/orders/${order._id}/status`, { status: 'cancelled' }, owner);
    expect(detailOf(cancelled.json())).toMatchObject({
      status: 'cancelled',
      refundedAmount: order.totalAmount,
    });
  });

  it('follows the limit the owner saved', async () => {
    await h.database.db.insert(settings).values({ key: 'staffRefundLimit', value: '100' });
    try {
      const { order } = await paidOrder();
      const refused = await refund(order._id, 150);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        "Only the shop's owner can refund more than ₹100 of an order. Ask the owner to make this refund.",
      ]);
      expect((await refund(order._id, 100)).statusCode).toBe(200);
    } finally {
      await h.database.db.delete(settings).where(eq(settings.key, 'staffRefundLimit'));
    }
  });
});

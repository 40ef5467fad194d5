/**
 * Coupon codes end to end through the API: the back office creates them, the cart checks them, and
 * every way an order is made (create-order and the payment, the webhook, cash on delivery) prices them
 * again and counts each order's use once, within the code's limits even when orders come at once.
 */
import { adminCouponSchema, type CouponBody } from '@brass/shared/contracts/admin-coupons';
import {
  paymentOrderResponseSchema,
  placeOrderResponseSchema,
  type CartLine,
} from '@brass/shared/contracts/checkout';
import { formatRupees } from '@brass/shared/money';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, couponUses, mailOutbox, orderItems, orders } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { confirmationMail } from '../order-mail/order-mail-text.js';
import {
  capturedEvent,
  cart,
  codOrderBody,
  createOrderBody,
  type Shopper,
} from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
let owner: Shopper;
beforeAll(async () => {
  owner = await h.shopper({ role: 'owner' });
});

let codes = 0;
/** A new code each time, so that the tests of this file never share a coupon's uses. */
const freshCode = () => `TEST${++codes}OFF`;

const couponBody = (fields: Partial<CouponBody> = {}): CouponBody => ({
  code: freshCode(),
  kind: 'percent',
  value: 10,
  minimumOrder: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perShopperLimit: null,
  categories: [],
  ...fields,
});

async function createCoupon(fields: Partial<CouponBody> = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner.headers,
    payload: couponBody(fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  return v.parse(adminCouponSchema, response.json());
}

const check = (code: string, lines: CartLine[] = cart, as?: Shopper) =>
  h.app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    ...(as ? { headers: as.headers } : {}),
    payload: { code, cart: lines },
  });

const usesOf = async (couponId: string) => {
  const [row] = await h.database.db
    .select({ uses: coupons.uses })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.uses;
};

const placeCod = async (shopper: Shopper, couponCode: string, lines: CartLine[] = cart) =>
  h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: shopper.headers,
    payload: { ...codOrderBody(await h.quote(lines), undefined, lines), couponCode },
  });

const createOrder = async (shopper: Shopper, couponCode: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/razorpay/create-order',
    headers: shopper.headers,
    payload: { ...createOrderBody(await h.quote()), couponCode },
  });

describe('the back office', () => {
  it('creates a code in upper case, lists it with its uses and writes the audit log', async () => {
    const created = await createCoupon({ code: 'diwali-25', value: 25, minimumOrder: 1500 });
    expect(created).toMatchObject({ code: 'DIWALI-25', kind: 'percent', value: 25, active: true, uses: 0 });
    const listed = await h.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: owner.headers });
    expect(listed.json().coupons).toContainEqual(created);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.target, 'DIWALI-25'));
    expect(entry).toMatchObject({ action: 'coupon.created', actorId: owner.id });
  });

  it('refuses a code another coupon has, whatever its case', async () => {
    const code = freshCode();
    await createCoupon({ code });
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: owner.headers,
      payload: couponBody({ code: code.toLowerCase() }),
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Another coupon already has this code.' },
    ]);
  });

  it('refuses a percent above 90 and an end before the start, saying why', async () => {
    for (const [fields, message] of [
      [{ value: 95 }, 'A percent discount is at most 90 percent.'],
      [
        { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' },
        'The code must end after it starts.',
      ],
    ] as const) {
      const refused = await h.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: owner.headers,
        payload: couponBody(fields),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
  });

  it('lets staff edit and deactivate a code, and keeps shoppers out', async () => {
    const staff = await h.shopper({ role: 'staff' });
    const coupon = await createCoupon();
    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: staff.headers,
      payload: couponBody({ code: coupon.code, kind: 'fixed', value: 300 }),
    });
    expect(edited.json()).toMatchObject({ kind: 'fixed', value: 300 });
    expect((await check(coupon.code)).json()).toEqual({ code: coupon.code, discount: 300 });

    const shopper = await h.shopper();
    const refused = await h.app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: shopper.headers,
    });
    expect(refused.statusCode).toBe(403);

    const deactivated = await h.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${coupon.id}/deactivate`,
      headers: staff.headers,
    });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await check(coupon.code)).json()).toEqual({ message: 'This code is not valid.' });
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, coupon.code));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'coupon.created',
      'coupon.deactivated',
      'coupon.updated',
    ]);
  });
});

describe('POST /api/coupons/check', () => {
  it('prices a code typed in any case at the catalogue prices, never the browser’s', async () => {
    const { code } = await createCoupon({ value: 10 });
    // ₹4,850 and 2 × ₹650: 10 percent of ₹6,150.
    const answer = await check(` ${code.toLowerCase()} `);
    expect([answer.statusCode, answer.json()]).toEqual([200, { code, discount: 615 }]);
  });

  it('says why a code does not hold', async () => {
    const past = await createCoupon({ endsAt: '2025-01-01T00:00:00.000Z' });
    const future = await createCoupon({ startsAt: '2099-01-01T00:00:00.000Z' });
    const big = await createCoupon({ minimumOrder: 10_000 });
    const cases: [string, string][] = [
      [past.code, 'This code has expired.'],
      [future.code, 'This code is not active yet.'],
      [big.code, 'This code needs an order of at least ₹10,000.'],
      ['NO-SUCH-CODE', 'This code is not valid.'],
    ];
    for (const [code, message] of cases) {
      const answer = await check(code);
      expect([answer.statusCode, answer.json()]).toEqual([400, { message }]);
    }
  });

  it('applies a category code to those lines only, and counts only them for the minimum', async () => {
    const lamps = await createCoupon({ kind: 'fixed', value: 100, minimumOrder: 400, categories: ['lamps'] });
    const withDiya: CartLine[] = [...cart, { productId: 'diya-classic-single', quantity: 1 }];
    expect((await check(lamps.code, withDiya)).json()).toEqual({ code: lamps.code, discount: 100 });
    expect((await check(lamps.code)).json()).toEqual({
      message: 'This code applies only to lamps, and your cart has none.',
    });
    const dearer = await createCoupon({
      kind: 'fixed',
      value: 100,
      minimumOrder: 1000,
      categories: ['lamps'],
    });
    // ₹6,150 of idols do not count towards a ₹1,000 minimum of lamps.
    expect((await check(dearer.code, withDiya)).json()).toEqual({
      message: 'This code needs at least ₹1,000 of lamps in your order.',
    });
  });
});

describe('an order paid on delivery', () => {
  it('stores the code and discount, charges tax after it and counts the use', async () => {
    const coupon = await createCoupon({ value: 10, perShopperLimit: 1 });
    const shopper = await h.shopper();
    const placed = await placeCod(shopper, coupon.code.toLowerCase());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    // 12 percent of ₹6,150 - ₹615 = ₹664.20, rounded once.
    expect(order).toMatchObject({ couponCode: coupon.code, subtotal: 6150, discount: 615, tax: 664 });
    expect(order.totalAmount).toBe(6150 - 615 + order.shippingCharge + 664 + order.codFee);
    expect(await usesOf(coupon.id)).toBe(1);

    const [row] = await h.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
    const lines = await h.database.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    // The discount shared over the lines in proportion: ₹485 and ₹130, adding up to ₹615.
    expect(lines.map((line) => [line.productId, line.discount]).sort()).toEqual([
      ['ganesha-lost-wax-seated', 485],
      ['ganesha-mini-dashboard', 130],
    ]);

    // The confirmation mail lists the discount under the subtotal, as the order page does.
    const mail = confirmationMail(
      { order: row!, items: lines, email: 'asha@example.in' },
      { filename: 'invoice.pdf', pdf: Buffer.alloc(0) },
      'https://brass.example',
    );
    expect(mail.text).toContain(`Subtotal: ₹6,150\nDiscount (${coupon.code}): -₹615\n`);

    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/orders/getorders',
      headers: shopper.headers,
    });
    expect(mine.json()[0]).toMatchObject({ couponCode: coupon.code, discount: 615 });

    const again = await placeCod(shopper, coupon.code);
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'You have already used this code.' }]);
    expect((await check(coupon.code, cart, shopper)).json()).toEqual({
      message: 'You have already used this code.',
    });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('lets only one of two orders at once take the last use of a code', async () => {
    const coupon = await createCoupon({ totalLimit: 1 });
    const [first, second] = [await h.shopper(), await h.shopper()];
    const bodies = await Promise.all(
      [first, second].map(async (shopper) => ({
        shopper,
        payload: { ...codOrderBody(await h.quote()), couponCode: coupon.code },
      })),
    );
    const answers = await Promise.all(
      bodies.map(({ shopper, payload }) =>
        h.app.inject({ method: 'POST', url: '/api/orders/cod', headers: shopper.headers, payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: 'This code has been fully used.',
    });
    expect(await usesOf(coupon.id)).toBe(1);
    const uses = await h.database.db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id));
    expect(uses).toHaveLength(1);
    // The refused order stored nothing.
    const refusedShopper = answers[0]?.statusCode === 409 ? first : second;
    expect(await h.database.db.select().from(orders).where(eq(orders.userId, refusedShopper.id))).toEqual([]);
  });
});

describe('an order paid online', () => {
  it('charges the discounted total, makes the order with it and shows it on the invoice', async () => {
    const coupon = await createCoupon({ kind: 'fixed', value: 1000 });
    const shopper = await h.shopper();
    const created = await createOrder(shopper, coupon.code);
    expect(created.statusCode, created.body).toBe(200);
    const { order: razorpayOrder } = v.parse(paymentOrderResponseSchema, created.json());
    const payment = await h.sandbox.pay(razorpayOrder.id);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(payment),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = v.parse(placeOrderResponseSchema, placed.json());
    // 12 percent of ₹5,150.
    expect(order).toMatchObject({ couponCode: coupon.code, discount: 1000, tax: 618 });
    expect(Math.round(order.totalAmount * 100)).toBe(razorpayOrder.amount);
    expect(order.totalAmount).toBe(6150 - 1000 + order.shippingCharge + 618);
    expect(await usesOf(coupon.id)).toBe(1);

    const invoice = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}/invoice`,
      headers: shopper.headers,
    });
    const text = await pdfText(invoice.rawPayload);
    // The taxable value is the goods after the discount, which the tax is charged on.
    expect(text).toContain('Goods value 6,150.00');
    expect(text).toContain(`Less discount (${coupon.code}) -1,000.00`);
    expect(text).toContain('Taxable value 5,150.00');
  });

  it('refuses create-order for a code that no longer holds, with its reason', async () => {
    const coupon = await createCoupon({ minimumOrder: 7000 });
    const refused = await createOrder(await h.shopper(), coupon.code);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'This code needs an order of at least ₹7,000.' },
    ]);
  });

  it('refunds a payment whose code another order used up meanwhile: no order, the use not counted, the shopper told why', async () => {
    const coupon = await createCoupon({ totalLimit: 1 });
    const [paying, quicker] = [await h.shopper(), await h.shopper()];
    const created = v.parse(paymentOrderResponseSchema, (await createOrder(paying, coupon.code)).json());
    expect((await placeCod(quicker, coupon.code)).statusCode).toBe(201);

    const payment = await h.sandbox.pay(created.order.id);
    const place = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: paying.headers,
        payload: h.placeOrderBody(payment),
      });
    const placed = await place();
    const paid = formatRupees(created.order.amount / 100);
    const refused = `This code has been fully used. Your order was not made, and your payment of ${paid} has been refunded.`;
    expect([placed.statusCode, placed.json()]).toEqual([409, { message: refused }]);
    expect(await h.database.db.select().from(orders).where(eq(orders.userId, paying.id))).toEqual([]);
    expect(await usesOf(coupon.id)).toBe(1);
    const refunds = await h.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}/refunds`);
    expect(refunds.json<{ items: { amount: number }[] }>().items).toEqual([
      expect.objectContaining({ amount: created.order.amount }),
    ]);
    const [mail] = await h.database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, `${paying.id}@example.com`), eq(mailOutbox.kind, 'sold-out-refund')),
      );
    expect(mail?.text).toContain(
      `We could not make your order: the code ${coupon.code} could no longer be used. This code has been fully used. Your payment of ${paid} has been refunded in full`,
    );

    // A replay says the same and refunds nothing more.
    expect([(await place()).statusCode, (await place()).json()]).toEqual([409, { message: refused }]);
    expect(
      (await h.sandbox.razorpay('GET', `/v1/payments/${payment.razorpay_payment_id}/refunds`)).json<{
        items: unknown[];
      }>().items,
    ).toHaveLength(1);
  });

  it('counts the use once when the webhook makes the order before the shopper returns', async () => {
    const coupon = await createCoupon({ value: 20 });
    const shopper = await h.shopper();
    const created = v.parse(paymentOrderResponseSchema, (await createOrder(shopper, coupon.code)).json());
    const payment = await h.sandbox.pay(created.order.id);
    const event = await capturedEvent(
      h.sandbox,
      payment.razorpay_payment_id,
      h.config.razorpay.webhookSecret!,
    );
    const delivered = await h.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': event.signature,
        'x-razorpay-event-id': `evt_${payment.razorpay_payment_id}`,
      },
      payload: event.body,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await usesOf(coupon.id)).toBe(1);

    const returned = await h.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.headers,
      payload: h.placeOrderBody(payment),
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().order).toMatchObject({ couponCode: coupon.code, discount: 1230 });
    expect(await usesOf(coupon.id)).toBe(1);
  });
});

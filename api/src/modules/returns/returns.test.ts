import type { Order } from '@brass/shared/contracts/orders';
import {
  adminReturnListSchema,
  adminReturnSchema,
  orderReturnsSchema,
  shopperReturnSchema,
  type ShopperReturn,
} from '@brass/shared/contracts/returns';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, settings, users } from '../../db/schema.js';
import { multipartBody, type FormPart } from '../../../test/catalog-support.js';
import { cart, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';

const imageDir = mkdtempSync(path.join(tmpdir(), 'brass-returns-'));
afterAll(() => rmSync(imageDir, { recursive: true, force: true }));
const h = useCheckoutHarness({ IMAGE_STORE_DIR: imageDir });
let staff: Shopper;
let owner: Shopper;

const DAY_MS = 24 * 60 * 60 * 1000;
const [heavy, light] = cart as [(typeof cart)[0], (typeof cart)[0]];

beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
  owner = await h.shopper({ role: 'owner' });
  // Where the courier brings returns back to.
  await h.database.db.insert(settings).values([
    { key: 'shopAddress', value: 'Brass Aangan workshop, 14 Parry Street, George Town' },
    { key: 'shopPhone', value: '+91 98400 00000' },
    { key: 'shopEmail', value: 'returns@brass.example' },
  ]);
});

afterEach(async () => {
  await h.database.db.delete(settings).where(eq(settings.key, 'returnWindowDays'));
  await h.sandbox.fault('shiprocket', 'none');
  for (const line of cart) await h.setStock(line.productId, 100);
});

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 181, g: 137, b: 58 } } })
    .jpeg()
    .toBuffer();

/** A paid order the courier has delivered, `daysAgo` days ago. */
async function deliveredOrder(shopper: Shopper, daysAgo = 1): Promise<Order> {
  const order = await h.paidOrder(shopper);
  expect((await h.changeOrderStatus(staff, order.orderNumber, 'shipped')).statusCode).toBe(200);
  expect((await h.changeOrderStatus(staff, order.orderNumber, 'delivered')).statusCode).toBe(200);
  await h.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0));
  return order;
}

function askReturn(
  shopper: Shopper,
  orderNumber: string,
  fields: { lines: unknown; reason?: string; details?: string },
  photos: Buffer[] = [],
) {
  const parts: FormPart[] = [
    { name: 'lines', body: JSON.stringify(fields.lines) },
    { name: 'reason', body: fields.reason ?? 'damaged' },
    { name: 'details', body: fields.details ?? 'The lamp’s base came dented.' },
    ...photos.map((body, i) => ({
      name: 'photos',
      body,
      filename: `dent-${i}.jpg`,
      contentType: 'image/jpeg',
    })),
  ];
  const { payload, headers } = multipartBody(parts);
  return h.app.inject({
    method: 'POST',
    url: `/api/orders/${orderNumber}/returns`,
    headers: { ...shopper.headers, ...headers },
    payload,
  });
}

const returnsOf = async (shopper: Shopper, orderNumber: string) => {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/orders/${orderNumber}/returns`,
    headers: shopper.headers,
  });
  expect(response.statusCode).toBe(200);
  return v.parse(orderReturnsSchema, response.json());
};

const admin = (url: string, payload: object = {}, as: Shopper = staff) =>
  h.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: as.headers, payload });

async function mailsTo(shopper: Shopper, kinds: string[]) {
  const [user] = await h.database.db.select().from(users).where(eq(users.id, shopper.id));
  const mails = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, user?.email ?? ''), inArray(mailOutbox.kind, kinds)));
  return mails.toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const auditOf = async (orderNumber: string) =>
  (await h.database.db.select().from(auditLog).where(eq(auditLog.target, orderNumber)))
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry) => entry.action)
    .filter((action) => action.startsWith('return.') || action === 'order.refunded');

async function requested(shopper: Shopper, order: Order): Promise<ShopperReturn> {
  const asked = await askReturn(shopper, order.orderNumber, {
    lines: [{ productId: light.productId, quantity: 1 }],
  });
  expect(asked.statusCode).toBe(201);
  return v.parse(shopperReturnSchema, asked.json());
}

describe('asking for a return', () => {
  it('takes pieces of a delivered order within the window, with photos, and mails and audits it', async () => {
    const shopper = await h.shopper();
    const order = await deliveredOrder(shopper);
    const before = await returnsOf(shopper, order.orderNumber);
    expect(before.returns).toEqual([]);
    expect(before.returnable).toEqual(
      order.products.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
      })),
    );
    // Seven days, the default window, after delivery a day ago.
    const until = Date.parse(before.returnableUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(5.9 * DAY_MS);
    expect(until - Date.now()).toBeLessThan(6.1 * DAY_MS);

    const asked = await askReturn(
      shopper,
      order.orderNumber,
      { lines: [{ productId: light.productId, quantity: 1 }], reason: 'damaged' },
      [await photo(), await photo()],
    );
    expect(asked.statusCode).toBe(201);
    const made = v.parse(shopperReturnSchema, asked.json());
    const line = order.products.find((product) => product.productId === light.productId)!;
    // The line's price and its share of the order's tax, never the delivery.
    const taxShare = Math.round((order.tax * line.price * 100) / order.subtotal) / 100;
    expect(made).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      details: 'The lamp’s base came dented.',
      amount: line.price + taxShare,
      lines: [{ productId: light.productId, quantity: 1, price: line.price }],
    });
    expect(made.photos).toHaveLength(2);
    for (const url of made.photos) {
      const served = await h.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }

    const after = await returnsOf(shopper, order.orderNumber);
    expect(after.returns.map((found) => found.id)).toEqual([made.id]);
    expect(after.returnable.find((found) => found.productId === light.productId)?.quantity).toBe(
      line.quantity - 1,
    );
    const [mail] = await mailsTo(shopper, ['return-requested']);
    expect(mail?.textBody).toContain(`${line.productName} × 1`);
    expect(await auditOf(order.orderNumber)).toEqual(['return.requested']);
  });

  it('refuses more pieces than remain, an order not delivered, and a closed window, each with a message', async () => {
    const shopper = await h.shopper();
    const order = await deliveredOrder(shopper);
    const tooMany = await askReturn(shopper, order.orderNumber, {
      lines: [{ productId: heavy.productId, quantity: heavy.quantity + 1 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/^At most 1 of .+ can still be returned\.$/);
    const stranger = await askReturn(shopper, order.orderNumber, {
      lines: [{ productId: 'not-in-this-order', quantity: 1 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ message: 'That piece is not in this order.' });
    const noReason = await askReturn(shopper, order.orderNumber, {
      lines: [{ productId: heavy.productId, quantity: 1 }],
      reason: 'bored',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: 'Choose why the pieces are coming back' });

    const preparing = await h.paidOrder(shopper);
    const early = await askReturn(shopper, preparing.orderNumber, {
      lines: [{ productId: heavy.productId, quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Only a delivered order can be returned.' });

    const old = await deliveredOrder(shopper, 8);
    const late = await askReturn(shopper, old.orderNumber, {
      lines: [{ productId: heavy.productId, quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Returns for this order closed on \d{1,2} \w+ \d{4}\.$/);
    expect((await returnsOf(shopper, old.orderNumber)).returnableUntil).not.toBeNull();

    // The owner's longer window lets the same order back.
    await h.database.db.insert(settings).values({ key: 'returnWindowDays', value: '10' });
    expect(
      (await askReturn(shopper, old.orderNumber, { lines: [{ productId: heavy.productId, quantity: 1 }] }))
        .statusCode,
    ).toBe(201);
  });

  it("answers another shopper's order as none, and refuses a file that is no photo or too many photos", async () => {
    const shopper = await h.shopper();
    const order = await deliveredOrder(shopper);
    const lines = [{ productId: heavy.productId, quantity: 1 }];
    const stranger = await h.shopper();
    expect((await askReturn(stranger, order.orderNumber, { lines })).statusCode).toBe(404);
    const foreign = await h.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}/returns`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const notAPhoto = await askReturn(shopper, order.orderNumber, { lines }, [
      Buffer.from('%PDF-1.7 not a photo'),
    ]);
    expect(notAPhoto.statusCode).toBe(415);
    const four = await Promise.all([photo(), photo(), photo(), photo()]);
    const tooMany = await askReturn(shopper, order.orderNumber, { lines }, four);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'Upload at most 3 images' });
    expect((await returnsOf(shopper, order.orderNumber)).returns).toEqual([]);
  });
});

describe('the back office and a return', () => {
  it('approving books the reverse pickup with Shiprocket; receiving restocks and refunds through Razorpay', async () => {
    const shopper = await h.shopper();
    const order = await deliveredOrder(shopper);
    const made = await requested(shopper, order);

    const list = await h.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=requested',
      headers: staff.headers,
    });
    expect(v.parse(adminReturnListSchema, list.json()).returns.map((found) => found.id)).toContain(made.id);

    const approved = await admin(`/returns/${made.id}/approve`, { note: 'Sorry about the dent.' });
    expect(approved.statusCode).toBe(200);
    const booked = v.parse(adminReturnSchema, approved.json());
    expect(booked).toMatchObject({ status: 'pickup_booked', staffNote: 'Sorry about the dent.' });
    expect(booked.shiprocketReturnId).toEqual(expect.any(String));

    const sent = await h.sandbox.control('/__sandbox/shiprocket/return-order', { channel_order_id: made.id });
    const line = order.products.find((product) => product.productId === light.productId)!;
    expect(sent).toMatchObject({
      pickup: {
        name: 'Asha Iyer',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600004',
        phone: '9840012345',
      },
      deliveryPincode: h.config.pickupPincode,
      items: [{ name: line.productName, sku: light.productId, units: 1, selling_price: line.price }],
      subTotal: line.price,
    });

    const stockBefore = await h.stockOf(light.productId);
    const received = await admin(`/returns/${made.id}/received`);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'refunded' });
    expect(await h.stockOf(light.productId)).toBe(stockBefore + 1);
    const [row] = await h.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, parseOrderNumber(order.orderNumber) ?? 0));
    const atRazorpay = await h.sandbox.razorpay('GET', `/v1/payments/${row?.razorpayPaymentId}`);
    expect(atRazorpay.json()).toMatchObject({
      amount_refunded: Math.round(made.amount * 100),
      refund_status: 'partial',
    });

    const again = await admin(`/returns/${made.id}/received`);
    expect(again.statusCode).toBe(409);
    expect(await h.stockOf(light.productId)).toBe(stockBefore + 1);

    expect(
      (await mailsTo(shopper, ['return-approved', 'return-pickup-booked', 'return-refunded'])).map(
        (mail) => mail.kind,
      ),
    ).toEqual(['return-approved', 'return-pickup-booked', 'return-refunded']);
    // The return's mail told of its refund: the mail pass sends no second one.
    await h.app.mailJobs.runOnce();
    expect(await mailsTo(shopper, ['refund'])).toEqual([]);
    expect(await auditOf(order.orderNumber)).toEqual([
      'return.requested',
      'return.approved',
      'return.pickup_booked',
      'return.received',
      'order.refunded',
      'return.refunded',
    ]);
  });

  it('keeps an approved return approved when Shiprocket is down, and books it when asked again', async () => {
    const shopper = await h.shopper();
    const made = await requested(shopper, await deliveredOrder(shopper));
    await h.sandbox.fault('shiprocket', 'down');
    const failed = await admin(`/returns/${made.id}/approve`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message:
        'Shiprocket could not book the return pickup. The return stays approved; try Approve again in a minute.',
    });
    await h.sandbox.fault('shiprocket', 'none');
    const retried = await admin(`/returns/${made.id}/approve`);
    expect(retried.json()).toMatchObject({ status: 'pickup_booked' });
    expect(await mailsTo(shopper, ['return-approved'])).toHaveLength(1);
  });

  it('refuses with a note, mailed to the shopper, and the pieces may be asked for again', async () => {
    const shopper = await h.shopper();
    const order = await deliveredOrder(shopper);
    const made = await requested(shopper, order);
    const silent = await admin(`/returns/${made.id}/refuse`, {});
    expect(silent.statusCode).toBe(400);
    expect(silent.json()).toEqual({ message: 'Tell the shopper why the return is refused.' });

    const refused = await admin(`/returns/${made.id}/refuse`, { note: 'The photos show wear from use.' });
    expect(refused.json()).toMatchObject({ status: 'refused', staffNote: 'The photos show wear from use.' });
    const [mail] = await mailsTo(shopper, ['return-refused']);
    expect(mail?.textBody).toContain('The photos show wear from use.');
    expect((await admin(`/returns/${made.id}/approve`)).statusCode).toBe(409);
    expect((await admin(`/returns/${made.id}/received`)).statusCode).toBe(409);
    const line = order.products.find((product) => product.productId === light.productId)!;
    expect(
      (await returnsOf(shopper, order.orderNumber)).returnable.find(
        (found) => found.productId === light.productId,
      )?.quantity,
    ).toBe(line.quantity);
  });

  it('receives the return of an order paid on delivery, then records the bank or UPI refund by hand', async () => {
    const shopper = await h.shopper();
    const quote = await h.quote(cart, '600004');
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: shopper.headers,
      payload: codOrderBody(quote),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ order: Order }>().order;
    expect((await admin(`/orders/${order.orderNumber}/confirm-cod`)).statusCode).toBe(200);
    for (const status of ['shipped', 'delivered']) {
      expect((await h.changeOrderStatus(staff, order.orderNumber, status)).statusCode).toBe(200);
    }
    const made = await requested(shopper, order);
    expect((await admin(`/returns/${made.id}/approve`)).json()).toMatchObject({ status: 'pickup_booked' });
    const early = await admin(`/returns/${made.id}/manual-refund`, { reference: 'UPI 4242' });
    expect(early.statusCode).toBe(409);

    const received = await admin(`/returns/${made.id}/received`);
    expect(received.json()).toMatchObject({ status: 'received', paymentMethod: 'cod' });
    expect((await admin(`/returns/${made.id}/manual-refund`, { reference: ' ' })).statusCode).toBe(400);
    const refunded = await admin(`/returns/${made.id}/manual-refund`, { reference: 'UPI 4242' });
    expect(refunded.json()).toMatchObject({ status: 'refunded', manualRefundReference: 'UPI 4242' });
    const [mail] = await mailsTo(shopper, ['return-refunded']);
    expect(mail?.textBody).toContain('(reference UPI 4242)');
    expect(await auditOf(order.orderNumber)).toEqual([
      'return.requested',
      'return.approved',
      'return.pickup_booked',
      'return.received',
      'return.refunded',
    ]);
  });

  it('is for staff only, and answers an unknown return with 404', async () => {
    const shopper = await h.shopper();
    const forbidden = await h.app.inject({
      method: 'GET',
      url: '/api/admin/returns',
      headers: shopper.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await admin('/returns/ret_nothing/approve', {}, owner)).statusCode).toBe(404);
  });
});

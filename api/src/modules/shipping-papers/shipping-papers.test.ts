import { auditLogSchema } from '@brass/shared/contracts/admin';
import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { cart, codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { parseOrderNumber } from '../orders/order-number.js';

const h = useCheckoutHarness();
let staff: Shopper;
let owner: Shopper;

beforeAll(async () => {
  staff = await h.shopper({ role: 'staff' });
  owner = await h.shopper({ role: 'owner' });
  // Enough pieces for every order of this file.
  for (const line of cart) await h.setStock(line.productId, 500);
});

/** A paid order, its shipment booked with its AWB at once, as the checkout books it. */
const paidOrder = async () => h.paidOrder(await h.shopper());

/** An order paid on delivery: no shipment until staff confirm it with the shopper, so no AWB. */
async function unconfirmedCodOrder() {
  const placed = await h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: (await h.shopper()).headers,
    payload: codOrderBody(await h.quote()),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return v.parse(placeOrderResponseSchema, placed.json()).order;
}

async function shipped() {
  const order = await paidOrder();
  const marked = await h.changeOrderStatus(staff, order._id, 'shipped');
  expect(marked.statusCode, marked.body).toBe(200);
  return order;
}

const labelsOf = (numbers: string[], as: Shopper | null = staff) =>
  h.app.inject({
    method: 'GET',
    url: `/api/admin/orders/labels?orders=${encodeURIComponent(numbers.join(','))}`,
    ...(as ? { headers: as.headers } : {}),
  });

const manifestOf = (body: object, as: Shopper | null = staff) =>
  h.app.inject({
    method: 'POST',
    url: '/api/admin/orders/pickup-manifest',
    payload: body,
    ...(as ? { headers: as.headers } : {}),
  });

const text = async (pdf: Uint8Array) => (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');

const sandboxCalls = (path: string) => h.sandbox.received().filter((url) => url.endsWith(path)).length;

async function auditOf(numbers: string) {
  const log = v.parse(
    auditLogSchema,
    (await h.app.inject({ method: 'GET', url: '/api/admin/audit', headers: owner.headers })).json(),
  );
  return log.entries
    .filter((entry) => entry.target === numbers)
    .map(({ action, details }) => ({ action, details }));
}

async function withShiprocket<T>(mode: 'down' | 'error', run: () => Promise<T>): Promise<T> {
  await h.sandbox.fault('shiprocket', mode);
  try {
    return await run();
  } finally {
    await h.sandbox.fault('shiprocket', 'none');
  }
}

describe('POST /api/admin/orders/pickup-manifest, before anything is shipped today', () => {
  it('says there is no manifest to make when no order was marked shipped today', async () => {
    const yesterday = await shipped();
    await h.database.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 36 * 60 * 60_000) })
      .where(eq(orders.number, parseOrderNumber(yesterday._id)!));
    const response = await manifestOf({});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'No order was marked shipped today, so there is no pickup manifest to make. Mark the packed orders shipped first, or choose the orders.',
    });
  });
});

describe('GET /api/admin/orders/labels', () => {
  it("gives the staff one PDF of several orders' Shiprocket labels, with their AWBs", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    expect(first.shiprocketAwbCode).toMatch(/^\d{14}$/);
    const response = await labelsOf([first._id, second._id.toLowerCase()]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="shipping-labels-${first._id}-and-1-more.pdf"`,
    );
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`AWB ${first.shiprocketAwbCode}`);
    expect(pages[1]).toContain(`AWB ${second.shiprocketAwbCode}`);
    for (const page of pages)
      for (const part of ['Ship to', 'Asha Iyer', 'Return address']) expect(page).toContain(part);
  });

  it('names the orders that have no AWB yet, are cancelled or do not exist, and prints nothing', async () => {
    const ready = await paidOrder();
    const waiting = await unconfirmedCodOrder();
    const noAwb = await labelsOf([ready._id, waiting._id]);
    expect(noAwb.statusCode).toBe(409);
    expect(noAwb.json()).toEqual({
      message: `These orders have no AWB yet, so Shiprocket has no label or pickup for them: ${waiting._id}. Leave them out, or try again once their AWB is assigned.`,
    });

    const cancelled = await paidOrder();
    expect((await h.changeOrderStatus(owner, cancelled._id, 'cancelled')).statusCode).toBe(200);
    const refused = await labelsOf([cancelled._id]);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message: `These orders are cancelled, so nothing of theirs is shipped: ${cancelled._id}. Leave them out.`,
      },
    ]);

    const missing = await labelsOf([ready._id, 'BA-999999999']);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Order not found: BA-999999999' }]);

    for (const list of [
      [],
      ['ord_nothing'],
      Array.from({ length: 51 }, (_, index) => `BA-${20000 + index}`),
    ]) {
      const bad = await labelsOf(list);
      expect([list.length, bad.statusCode]).toEqual([list.length, 400]);
      expect(bad.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('is for the staff only', async () => {
    const order = await paidOrder();
    expect((await labelsOf([order._id], null)).statusCode).toBe(401);
    const shopper = await labelsOf([order._id], await h.shopper());
    expect([shopper.statusCode, shopper.json()]).toEqual([
      403,
      { message: "This area is for the shop's staff." },
    ]);
    expect((await labelsOf([order._id], owner)).statusCode).toBe(200);
  });

  it('answers a clear 503 while Shiprocket is down, never a 500', async () => {
    const order = await paidOrder();
    for (const mode of ['down', 'error'] as const) {
      const response = await withShiprocket(mode, () => labelsOf([order._id]));
      expect([mode, response.statusCode, response.json()]).toEqual([
        mode,
        503,
        {
          message:
            'Shiprocket is not answering just now, so the labels could not be made. Try again in a few minutes.',
        },
      ]);
    }
  });
});

describe('GET /api/admin/orders/packing-slips', () => {
  it('gives one PDF with each order’s slip on its own page, a gift’s with its message, none with a price', async () => {
    const plain = await paidOrder();
    const gift = await h.app.inject({
      method: 'POST',
      url: '/api/orders/cod',
      headers: (await h.shopper()).headers,
      payload: { ...codOrderBody(await h.quote()), gift: { message: 'Happy Diwali, Amma!' } },
    });
    const giftOrder = v.parse(placeOrderResponseSchema, gift.json()).order;
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/packing-slips?orders=${plain._id},${giftOrder._id},${plain._id}`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slips-${plain._id}-and-1-more.pdf"`,
    );
    const pages = (await pdfPages(response.rawPayload)).map((page) => page.replace(/\s+/g, ' '));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order number ${plain._id}`);
    expect(pages[0]).toContain(`Packing slip ${plain._id}, page 1 of 1`);
    expect(pages[0]).not.toContain('Gift');
    expect(pages[1]).toContain(`Order number ${giftOrder._id}`);
    expect(pages[1]).toContain('Gift message Happy Diwali, Amma!');
    expect(pages[1]).toContain(`Packing slip ${giftOrder._id}, page 1 of 1`);
    expect(pages.join(' ')).not.toMatch(/₹|Rs\.?|INR|Total|Subtotal|Tax|GST|Payment|Paid|Cash on delivery/i);

    const missing = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/packing-slips?orders=${plain._id},BA-999999998`,
      headers: staff.headers,
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Order not found: BA-999999998' }]);
    const shopper = await h.app.inject({
      method: 'GET',
      url: `/api/admin/orders/packing-slips?orders=${plain._id}`,
      headers: (await h.shopper()).headers,
    });
    expect(shopper.statusCode).toBe(403);
  });
});

describe('POST /api/admin/orders/pickup-manifest', () => {
  it("asks for the pickup of today's shipped orders and gives Shiprocket's manifest of them, audited", async () => {
    const first = await shipped();
    const second = await shipped();
    const pickupsBefore = sandboxCalls('/courier/generate/pickup');
    const response = await manifestOf({});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="pickup-manifest-${day}.pdf"`);
    const manifest = await text(response.rawPayload);
    for (const part of ['Pickup Manifest', first.shiprocketAwbCode, second.shiprocketAwbCode])
      expect(manifest).toContain(part);
    // The order shipped yesterday is not today's.
    expect(manifest).toContain('Shipments: 2');
    expect(sandboxCalls('/courier/generate/pickup')).toBe(pickupsBefore + 1);

    const target = `${first._id}, ${second._id}`;
    expect(await auditOf(target)).toEqual([
      { action: 'shipments.manifested', details: { shipments: '2', day } },
      { action: 'shipments.pickup_requested', details: { shipments: '2', day } },
    ]);

    // Asked again the same day, Shiprocket prints the same manifest rather than refusing.
    const again = await manifestOf({});
    expect(again.statusCode, again.body).toBe(200);
    expect(await text(again.rawPayload)).toContain('Shipments: 2');
  });

  it('makes the manifest of chosen orders, refusing those without an AWB', async () => {
    const chosen = await paidOrder();
    const response = await manifestOf({ orders: [chosen._id] }, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pickup-manifest-${chosen._id}.pdf"`,
    );
    expect(await text(response.rawPayload)).toContain(chosen.shiprocketAwbCode);

    const waiting = await unconfirmedCodOrder();
    const refused = await manifestOf({ orders: [waiting._id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: expect.stringContaining(waiting._id) });
    expect((await manifestOf({ orders: [] })).statusCode).toBe(400);
    expect((await manifestOf({ orders: [chosen._id] }, await h.shopper())).statusCode).toBe(403);
  });

  it('answers a clear 503 while Shiprocket is down, and writes no audit entry', async () => {
    const order = await paidOrder();
    const response = await withShiprocket('down', () => manifestOf({ orders: [order._id] }));
    expect([response.statusCode, response.json()]).toEqual([
      503,
      {
        message:
          'Shiprocket is not answering just now, so the pickup manifest could not be made. Try again in a few minutes.',
      },
    ]);
    expect(await auditOf(order._id)).toEqual([]);
  });
});

import { placeOrderResponseSchema } from '@brass/shared/contracts/checkout';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { codOrderBody, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();

/** An order paid on delivery of the seed's two Ganeshas (₹4,850 and 2 × ₹650), a gift if `gift` says. */
async function codOrder(gift?: { message?: string }) {
  const placed = await h.app.inject({
    method: 'POST',
    url: '/api/orders/cod',
    headers: (await h.shopper()).headers,
    payload: { ...codOrderBody(await h.quote()), ...(gift ? { gift } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return v.parse(placeOrderResponseSchema, placed.json()).order;
}

const slipOf = (reference: string, as?: Shopper) =>
  h.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${encodeURIComponent(reference)}/packing-slip`,
    ...(as ? { headers: as.headers } : {}),
  });

/** What a packing slip must never print: a price, a total, tax, or how the order is paid. */
const priceWords =
  /₹|Rs\.?|INR|\d,\d{3}|\d\.\d\d|4850|650|Total|Subtotal|Tax|GST|Payment|Paid|Cash on delivery|COD/i;

describe('GET /api/admin/orders/:id/packing-slip', () => {
  it("gives the staff a gift's slip with the ship-to address, the pieces and the message, and no price", async () => {
    const order = await codOrder({ message: 'Happy Diwali, Amma!\nWith love, Ravi' });
    const response = await slipOf(order.orderNumber, await h.shopper({ role: 'staff' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'Packing Slip',
      'Brass Aangan',
      `Order number ${order.orderNumber}`,
      'Order date',
      'Ship to',
      `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`,
      order.shippingAddress.street,
      'Gift message Happy Diwali, Amma! With love, Ravi',
      '# Item SKU Qty',
      '1 Seated Ganesha, Lost-Wax Cast (6 inch) 1',
      '2 Mini Ganesha for Car Dashboard (2.5 inch) 2',
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(priceWords);
  });

  it('prints no price on the slip of an order that is no gift either, and says a gift without a message is one', async () => {
    const owner = await h.shopper({ role: 'owner' });
    const plain = await pdfText((await slipOf((await codOrder()).orderNumber, owner)).rawPayload);
    expect(plain).toContain('Ship to');
    expect(plain).not.toMatch(/Gift|gift/);
    expect(plain).not.toMatch(priceWords);

    const unsigned = await codOrder({});
    const slip = await slipOf(unsigned.orderNumber.toLowerCase(), owner);
    expect(slip.statusCode).toBe(200);
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain('A gift for you');
    expect(text).not.toContain('Gift message');
    expect(text).not.toMatch(priceWords);
  });

  it('is for the staff only, and finds no order that does not exist', async () => {
    const order = await codOrder({ message: 'Secret' });
    const anonymous = await slipOf(order.orderNumber);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    // Even the shopper who placed it: a gift's slip is the recipient's.
    const shopper = await slipOf(order.orderNumber, await h.shopper());
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toEqual({ message: expect.any(String) });

    const staff = await h.shopper({ role: 'staff' });
    for (const reference of ['BA-999999999', 'ord_nothing']) {
      const missing = await slipOf(reference, staff);
      expect(missing.statusCode, reference).toBe(404);
      expect(missing.json()).toEqual({ message: 'Order not found' });
    }
  });
});

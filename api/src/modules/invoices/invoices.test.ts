import type { DeliveryAddress } from '@brass/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { pdfText } from '../../test/pdf-text.js';
import { startCheckoutHarness, type CheckoutHarness, type Shopper } from '../orders/test-support.js';

let h: CheckoutHarness;

beforeAll(async () => {
  h = await startCheckoutHarness();
});
afterAll(() => h.close());

const delhi: DeliveryAddress = {
  firstName: 'Ravi',
  lastName: 'Kapoor',
  phone: '9810012345',
  country: 'India',
  address1: '4 Janpath',
  city: 'New Delhi',
  region: 'Delhi',
  zip: '110001',
};

/** A paid order of the seed's two Ganeshas (₹4,850 and 2 × ₹650), delivered to `to`. */
const paidOrder = (shopper: Shopper, to?: DeliveryAddress) => h.paidOrder(shopper, to ? { to } : {});

const invoiceOf = (number: string, as?: Shopper) =>
  h.app.inject({
    method: 'GET',
    url: `/api/orders/${encodeURIComponent(number)}/invoice`,
    ...(as ? { headers: as.headers } : {}),
  });

/** `4850` as the invoice writes it, `4,850.00`. */
const figures = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('GET /api/orders/:number/invoice', () => {
  it('gives the shopper a PDF with CGST and SGST for a parcel within Tamil Nadu, adding up to what was paid', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);

    const response = await invoiceOf(order.orderNumber, shopper);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.pdf"`,
    );
    // A long product name wraps within its cell.
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice number INV-${order.orderNumber}`);
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    // Both Ganeshas are idols: HSN 8306.
    expect(text).toContain(
      'Seated Ganesha, Lost-Wax Cast (6 inch) 8306 1 4,850.00 4,850.00 291.00 291.00 5,432.00',
    );
    expect(text).toContain(
      'Mini Ganesha for Car Dashboard (2.5 inch) 8306 2 650.00 1,300.00 78.00 78.00 1,456.00',
    );
    expect(text).toContain(`CGST 6% ${figures(order.tax / 2)}`);
    expect(text).toContain(`SGST 6% ${figures(order.tax / 2)}`);
    expect(text).not.toContain('IGST');
    expect(text).toContain(`Delivery charge ${figures(order.shippingCharge)}`);
    expect(text).toContain(`Total (Rs.) ${figures(order.totalAmount)}`);
    expect(order.subtotal + order.tax + order.shippingCharge).toBeCloseTo(order.totalAmount, 2);
    expect(text).toMatch(/Amount in words: Rupees [A-Za-z ]+ Only/);
  });

  it('charges IGST on a parcel to another state', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper, delhi);
    expect(order.shippingAddress.state).toBe('Delhi');

    const text = await pdfText((await invoiceOf(order.orderNumber, shopper)).rawPayload);
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain(' 8306 1 4,850.00 4,850.00 582.00 5,432.00');
    expect(text).toContain(`IGST 12% ${figures(order.tax)}`);
    expect(text).not.toMatch(/[CS]GST/);
    expect(text).toContain(`Total (Rs.) ${figures(order.totalAmount)}`);
  });

  it("answers another shopper's order, or no order, as not found, and asks for a session", async () => {
    const owner = await h.shopper();
    const order = await paidOrder(owner);
    const other = await h.shopper();

    for (const number of [order.orderNumber, 'BA-999999999', 'BA-0', '../../etc/passwd', 'x'.repeat(100)]) {
      const response = await invoiceOf(number, other);
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
    const tooLong = await invoiceOf('9'.repeat(101), other);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: expect.any(String) });

    const anonymous = await invoiceOf(order.orderNumber);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
  });

  it("gives the shop's staff and owner any order's invoice", async () => {
    const order = await paidOrder(await h.shopper());
    for (const role of ['staff', 'owner'] as const) {
      const member = await h.shopper();
      await h.database.db.update(users).set({ role }).where(eq(users.id, member.id));
      const response = await invoiceOf(order.orderNumber.toLowerCase(), member);
      expect(response.statusCode, role).toBe(200);
      expect(await pdfText(response.rawPayload)).toContain(`Order number ${order.orderNumber}`);
    }
  });
});

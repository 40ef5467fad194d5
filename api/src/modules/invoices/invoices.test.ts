import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import { adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import { pricingOf } from '@brass/shared/pricing';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuedInvoices, orders, products, settings } from '../../db/schema.js';
import { pdfText } from '../../../test/pdf-text.js';
import { cart, type Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';
import { SettingsRepository } from '../settings/repository.js';
import { SettingsService } from '../settings/service.js';
import type { Invoice } from './invoice.js';
import { InvoiceRepository } from './repository.js';
import { InvoiceService } from './service.js';

const h = useCheckoutHarness();

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
    // The seeded shop has saved no GSTIN: it issues bills of supply, numbered in their own series.
    expect(text).toContain('Bill of Supply');
    expect(text).toMatch(/Bill number BOS\/\d\d-\d\d\/\d{5}/);
    expect(text).toContain(`Order number ${order.orderNumber}`);
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
      const response = await invoiceOf(order.orderNumber.toLowerCase(), await h.shopper({ role }));
      expect(response.statusCode, role).toBe(200);
      expect(await pdfText(response.rawPayload)).toContain(`Order number ${order.orderNumber}`);
    }
  });

  it('never changes once issued: the seller, the order and each HSN code stay as they were', async () => {
    const owner = await h.shopper({ role: 'owner' });
    const saveSettings = async (change: (settings: v.InferOutput<typeof adminSettingsSchema>) => void) => {
      const current = await h.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: owner.headers,
      });
      const settings = v.parse(adminSettingsSchema, current.json());
      change(settings);
      const saved = await h.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: owner.headers,
        payload: settings,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const productId = cart[0]!.productId;
    const [product] = await h.database.db.select().from(products).where(eq(products.id, productId));
    await saveSettings((settings) => {
      settings.contact.gstin = '33ABCDE1234F1Z5';
      settings.contact.address = '12 Sannidhi Street, Swamimalai 612302';
    });
    try {
      const shopper = await h.shopper();
      const issued = await paidOrder(shopper);
      const first = await invoiceOf(issued.orderNumber, shopper);
      const firstText = (await pdfText(first.rawPayload)).replace(/\s+/g, ' ');
      expect(firstText).toContain('Tax Invoice');
      expect(firstText).toMatch(/Invoice number INV\/\d\d-\d\d\/\d{5}/);
      expect(firstText).toContain('GSTIN: 33ABCDE1234F1Z5');
      expect(firstText).toContain('CGST 6%');

      await saveSettings((settings) => {
        settings.contact.gstin = '29PQRST6789K1Z2';
        settings.contact.address = '4 MG Road, Bengaluru 560001';
        settings.pricing.taxRatePercent = 18;
      });
      await h.database.db
        .update(orders)
        .set({ shippingAddress: { ...issued.shippingAddress, street: '14 Car Street' } })
        .where(eq(orders.number, Number(issued.orderNumber.slice(3))));
      await h.database.db.update(products).set({ hsnCode: '7419' }).where(eq(products.id, productId));

      const later = await invoiceOf(issued.orderNumber, shopper);
      expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
      const laterText = (await pdfText(later.rawPayload)).replace(/\s+/g, ' ');
      expect(laterText).not.toContain('14 Car Street');
      expect(laterText).not.toContain('7419');
      expect(laterText).not.toContain('29PQRST6789K1Z2');

      // An order invoiced after the change prints the new details.
      const next = await paidOrder(await h.shopper());
      const nextText = await pdfText((await invoiceOf(next.orderNumber, owner)).rawPayload);
      expect(nextText).toContain('GSTIN: 29PQRST6789K1Z2');
      expect(nextText).toContain('IGST');
    } finally {
      await h.database.db
        .update(products)
        .set({ hsnCode: product?.hsnCode ?? null })
        .where(eq(products.id, productId));
      await saveSettings((settings) => {
        settings.contact.gstin = null;
        settings.contact.address = null;
        settings.pricing.taxRatePercent = 12;
      });
    }
  });

  it('prints an order shipped abroad as an export under the LUT the shop had when the invoice was issued', async () => {
    const fileLut = (lutNumber: string) =>
      h.database.db
        .insert(settings)
        .values({ key: 'exportLutNumber', value: lutNumber })
        .onConflictDoUpdate({ target: settings.key, set: { value: lutNumber } });
    await fileLut('AD270326012345X');
    const shopper = await h.shopper();
    const placed = await paidOrder(shopper);
    // As the order flow keeps an order to New York under an LUT: international delivery, no tax.
    const number = Number(placed.orderNumber.slice(3));
    const toNewYork = {
      firstName: 'Maya',
      lastName: 'Patel',
      street: '350 Fifth Avenue',
      city: 'New York',
      state: 'New York',
      zipcode: '10118',
      phoneNumber: '+12125550143',
      country: 'United States',
    };
    await h.database.db
      .update(orders)
      .set({ shippingAddress: toNewYork, shippingCharge: 2450, tax: 0, totalAmount: placed.subtotal + 2450 })
      .where(eq(orders.number, number));

    try {
      const first = (await pdfText((await invoiceOf(placed.orderNumber, shopper)).rawPayload)).replace(
        /\s+/g,
        ' ',
      );
      expect(first).toContain('Export of goods');
      expect(first).toContain(
        'Supply meant for export under LUT No. AD270326012345X without payment of IGST',
      );
      expect(first).toContain('Place of supply: Outside India (96)');
      expect(first).toContain('Country of destination: United States');
      expect(first).toContain('Ganesha');
      expect(first).toMatch(/ 8306 /);
      expect(first).toContain(`Total (Rs.) ${figures(placed.subtotal + 2450)}`);

      await fileLut('AD330427099999Z');
      await h.database.db
        .update(orders)
        .set({ shippingAddress: { ...toNewYork, street: '1 Wall Street' } })
        .where(eq(orders.number, number));
      const later = (await pdfText((await invoiceOf(placed.orderNumber, shopper)).rawPayload)).replace(
        /\s+/g,
        ' ',
      );
      expect(later).toContain('350 Fifth Avenue');
      expect(later).not.toContain('1 Wall Street');
      expect(later).toContain('under LUT No. AD270326012345X');
      expect(later).not.toContain('AD330427099999Z');
    } finally {
      await h.database.db.delete(settings).where(eq(settings.key, 'exportLutNumber'));
    }
  });

  it('answers 429 with a message to one account asking for invoices faster than the limit', async () => {
    const shopper = await h.shopper();
    const order = await paidOrder(shopper);
    for (let asked = 1; asked <= 20; asked++) {
      expect((await invoiceOf(order.orderNumber, shopper)).statusCode, `download ${asked}`).toBe(200);
    }
    const refused = await invoiceOf(order.orderNumber, shopper);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in/),
    });

    const staff = await h.shopper({ role: 'staff' });
    expect((await invoiceOf(order.orderNumber, staff)).statusCode).toBe(200);
  });
});

describe('InvoiceService', () => {
  /** The service on the harness's database, counting the invoices it has rendered. */
  const countingService = () => {
    const rendered: Invoice[] = [];
    const settings = new SettingsService(new SettingsRepository(h.database.db), pricingOf(12));
    const service = new InvoiceService(new InvoiceRepository(h.database.db), settings, {
      render: async (invoice) => {
        rendered.push(invoice);
        return Buffer.from(`%PDF- render ${rendered.length}`);
      },
      renderCreditNote: () => Promise.reject(new Error('No credit note is drawn here')),
    });
    return { service, rendered };
  };

  it('renders an issued invoice once and keeps it, whatever changes afterwards', async () => {
    const order = await paidOrder(await h.shopper());
    const [row] = await h.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, Number(order.orderNumber.slice(3))));
    const id = row!.id;
    const { service, rendered } = countingService();

    const asked = await Promise.all([1, 2, 3, 4].map(() => service.ofOrder(id)));
    expect(rendered).toHaveLength(1);
    for (const invoice of asked) expect(invoice?.pdf.toString()).toBe('%PDF- render 1');
    // Kept in the database, for every API process and after a restart.
    expect((await countingService().service.ofOrder(id))?.pdf.toString()).toBe('%PDF- render 1');
    const [kept] = await h.database.db.select().from(issuedInvoices).where(eq(issuedInvoices.orderId, id));
    expect(kept?.pdf?.toString()).toBe('%PDF- render 1');

    await h.database.db
      .update(orders)
      .set({ shippingAddress: { ...order.shippingAddress, phoneNumber: '9840099999' } })
      .where(eq(orders.id, id));
    expect((await service.ofOrder(id))?.pdf.toString()).toBe('%PDF- render 1');
    expect(rendered).toHaveLength(1);
  });
});

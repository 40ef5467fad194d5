import { adminSettingsSchema } from '@brass/shared/contracts/admin-settings';
import type { BusinessBuyer } from '@brass/shared/contracts/checkout';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shopper } from '../../../test/orders-support.js';
import { useCheckoutHarness } from '../../../test/use-checkout-harness.js';

const h = useCheckoutHarness();
let owner: Shopper;

const saveContact = async (gstin: string | null, address: string | null) => {
  const current = await h.app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner.headers });
  const settings = v.parse(adminSettingsSchema, current.json());
  settings.contact.gstin = gstin;
  settings.contact.address = address;
  const saved = await h.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: owner.headers,
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

beforeAll(async () => {
  owner = await h.shopper({ role: 'owner' });
  await saveContact('33ABCDE1234F1Z5', '12 Sannidhi Street, Swamimalai 612302');
});
afterAll(() => saveContact(null, null));

/** This month in India, as the route names it. */
const thisMonth = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  timeZone: 'Asia/Kolkata',
})
  .format(new Date())
  .slice(0, 7);

const gstr1 = (section: string, as: Shopper = owner, month = thisMonth) =>
  h.app.inject({ method: 'GET', url: `/api/admin/gstr1/${month}/${section}`, headers: as.headers });

/** The rows of a CSV whose cells hold no comma, quote or line break, as this test's do. */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));

async function orderWithInvoice(shopper: Shopper, business?: BusinessBuyer) {
  const order = await h.paidOrder(shopper, business ? { business } : {});
  const invoice = await h.app.inject({
    method: 'GET',
    url: `/api/orders/${order.orderNumber}/invoice`,
    headers: shopper.headers,
  });
  expect(invoice.statusCode).toBe(200);
  const papers = await h.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${order.orderNumber}/papers`,
    headers: owner.headers,
  });
  return { order, invoiceNumber: papers.json<{ invoice: { number: string } }>().invoice.number };
}

describe('GET /api/admin/gstr1/:month/:section', () => {
  it("gives the owner the month's tables as the GST offline tool's CSV files", async () => {
    const business = await orderWithInvoice(await h.shopper(), {
      gstin: '33AAACH7409R1Z8',
      name: 'Sri Murugan Pooja Stores',
    });
    const consumer = await orderWithInvoice(await h.shopper());
    const refunded = await h.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${business.order.orderNumber}/refunds`,
      headers: owner.headers,
      payload: { amount: business.order.totalAmount, reason: 'Returned whole' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const b2b = await gstr1('b2b');
    expect(b2b.statusCode).toBe(200);
    expect(b2b.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(b2b.headers['content-disposition']).toBe(`attachment; filename="gstr1-${thisMonth}-b2b.csv"`);
    const [headings, ...rows] = rowsOf(b2b.body);
    expect(headings?.slice(0, 5)).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
    ]);
    expect(rows).toContainEqual([
      '33AAACH7409R1Z8',
      'Sri Murugan Pooja Stores',
      business.invoiceNumber,
      expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-\d{4}$/),
      business.order.totalAmount.toFixed(2),
      '33-Tamil Nadu',
      'N',
      '',
      'Regular B2B',
      '',
      '12',
      business.order.subtotal.toFixed(2),
      '',
    ]);
    expect(rows.map((row) => row[2])).not.toContain(consumer.invoiceNumber);

    const cdnr = rowsOf((await gstr1('cdnr')).body);
    expect(
      cdnr.find((row) => row[0] === '33AAACH7409R1Z8' && row[8] === business.order.totalAmount.toFixed(2)),
    ).toBeDefined();
    const b2cs = rowsOf((await gstr1('b2cs')).body);
    expect(b2cs[0]).toEqual([
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(b2cs.find((row) => row[1] === '33-Tamil Nadu')).toBeDefined();
  });

  it("is the owner's alone, and says how to name a month or a table", async () => {
    const staff = await h.shopper({ role: 'staff' });
    const refused = await gstr1('b2b', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only the shop's owner can download the GST returns." });
    const badMonth = await gstr1('b2b', owner, '2026-13');
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toEqual({ message: 'month: Give the month as YYYY-MM, such as 2026-11.' });
    const badTable = await gstr1('b2x');
    expect(badTable.statusCode).toBe(400);
    expect(badTable.json()).toEqual({
      message: 'section: Choose one of b2b, b2cl, b2cs, exp, cdnr, cdnur, hsn.',
    });
  });
});

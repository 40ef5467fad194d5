import { describe, expect, it } from 'vitest';
import { codOrderToChennai, seller } from '../../../test/invoice-orders.js';
import { buildCreditNote } from './credit-note.js';
import { gstDate, gstr1Tables } from './gstr1.js';
import { buildInvoice, type InvoiceOrder } from './invoice.js';

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T06:00:00Z`);
const issue = (order: InvoiceOrder, number: string, day: number, from = seller) => ({
  document: buildInvoice(order, from, 12, { number, issuedAt: at(day) }),
  issuedAt: at(day),
});

/** ₹7,024.50 within Tamil Nadu (₹6,150 of goods, ₹738 of tax), to a business with a GSTIN. */
const toBusiness = issue(
  { ...codOrderToChennai, business: { gstin: '33AAACH7409R1Z8', name: 'Sri Murugan Pooja Stores' } },
  'INV/26-27/00001',
  5,
);
/** The same within Tamil Nadu, to a consumer. */
const toConsumer = issue({ ...codOrderToChennai, number: 'BA-10043' }, 'INV/26-27/00002', 6);
/** A ₹1,00,000 urli to Delhi, ₹12,000 of IGST: above the large-invoice limit, across states. */
const largeToDelhi = issue(
  {
    ...codOrderToChennai,
    number: 'BA-10044',
    paymentMethod: 'online',
    subtotal: 100_000,
    tax: 12_000,
    shippingCharge: 0,
    codFee: 0,
    totalAmount: 112_000,
    shippingAddress: { ...codOrderToChennai.shippingAddress, city: 'New Delhi', state: 'Delhi' },
    lines: [{ productName: 'Urli, large', quantity: 1, price: 100_000, hsnCode: '7418' }],
  },
  'INV/26-27/00003',
  7,
);
/** Exported to New York under the LUT: no tax, ₹2,450 of delivery. */
const exported = issue(
  {
    ...codOrderToChennai,
    number: 'BA-10045',
    paymentMethod: 'online',
    tax: 0,
    codFee: 0,
    shippingCharge: 2450,
    totalAmount: 8600,
    shippingAddress: {
      ...codOrderToChennai.shippingAddress,
      city: 'New York',
      state: 'New York',
      zipcode: '10118',
      country: 'United States',
    },
  },
  'INV/26-27/00004',
  8,
  { ...seller, lutNumber: 'AD270326012345X' },
);
/** Issued while the shop had no GSTIN: no part of a GSTR-1. */
const billOfSupply = issue({ ...codOrderToChennai, number: 'BA-10046' }, 'BOS/26-27/00001', 9, {
  ...seller,
  gstin: null,
});

const note = (invoice: typeof toBusiness, number: string, amountPaise: number, day: number) => ({
  document: buildCreditNote(invoice.document, { number, issuedAt: at(day), amountPaise, reason: 'Returned' }),
  issuedAt: at(day),
});
const notes = [
  note(toBusiness, 'CN/26-27/00001', 702_450, 20),
  note(largeToDelhi, 'CN/26-27/00002', 1_120_000, 21),
  note(billOfSupply, 'CN/26-27/00003', 100_000, 22),
];

const tables = gstr1Tables(
  [toBusiness, toConsumer, largeToDelhi, exported, billOfSupply],
  notes,
  new Map([toBusiness, largeToDelhi, billOfSupply].map(({ document }) => [document.number, document])),
);

describe('gstr1Tables', () => {
  it('writes dates as the offline tool does, as the day in India', () => {
    expect(gstDate(new Date('2026-11-04T19:00:00Z'))).toBe('05-Nov-2026');
  });

  it('lists each invoice to a business with its GSTIN in b2b', () => {
    expect(tables.b2b.headers).toEqual([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ]);
    expect(tables.b2b.rows).toEqual([
      [
        '33AAACH7409R1Z8',
        'Sri Murugan Pooja Stores',
        'INV/26-27/00001',
        '05-Nov-2026',
        '7024.50',
        '33-Tamil Nadu',
        'N',
        '',
        'Regular B2B',
        '',
        12,
        '6150.00',
        '',
      ],
    ]);
  });

  it('lists a large invoice across states in b2cl, and sums the other sales to consumers in b2cs', () => {
    expect(tables.b2cl.rows).toEqual([
      ['INV/26-27/00003', '07-Nov-2026', '112000.00', '07-Delhi', '', 12, '100000.00', '', ''],
    ]);
    expect(tables.b2cs.rows).toEqual([['OE', '33-Tamil Nadu', '', 12, '6150.00', '', '']]);
  });

  it('lists an export under the LUT without payment of tax in exp', () => {
    expect(tables.exp.rows).toEqual([
      ['WOPAY', 'INV/26-27/00004', '08-Nov-2026', '8600.00', '', '', '', 0, '6150.00', ''],
    ]);
  });

  it('lists credit notes against b2b in cdnr and against b2cl in cdnur, leaving out bills of supply', () => {
    expect(tables.cdnr.rows).toEqual([
      [
        '33AAACH7409R1Z8',
        'Sri Murugan Pooja Stores',
        'CN/26-27/00001',
        '20-Nov-2026',
        'C',
        '33-Tamil Nadu',
        'N',
        'Regular B2B',
        '7024.50',
        '',
        12,
        '6150.00',
        '',
      ],
    ]);
    // A tenth of the urli's invoice taken back: ₹10,000 of value, ₹1,200 of IGST.
    expect(tables.cdnur.rows).toEqual([
      ['B2CL', 'CN/26-27/00002', '21-Nov-2026', 'C', '07-Delhi', '11200.00', '', 12, '10000.00', ''],
    ]);
  });

  it('sums every HSN code at each rate, net of the credit notes', () => {
    expect(tables.hsn.rows).toEqual([
      ['7418', '', 'NOS-NUMBERS', 1, '100800.00', 12, '90000.00', '10800.00', '0.00', '0.00', ''],
      ['8306', '', 'NOS-NUMBERS', 1, '4850.00', 0, '4850.00', '0.00', '0.00', '0.00', ''],
      ['8306', '', 'NOS-NUMBERS', 2, '5432.00', 12, '4850.00', '0.00', '291.00', '291.00', ''],
      ['9405', '', 'NOS-NUMBERS', 2, '1300.00', 0, '1300.00', '0.00', '0.00', '0.00', ''],
      ['9405', '', 'NOS-NUMBERS', 4, '1456.00', 12, '1300.00', '0.00', '78.00', '78.00', ''],
    ]);
  });
});

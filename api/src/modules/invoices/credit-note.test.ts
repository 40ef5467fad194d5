import { describe, expect, it } from 'vitest';
import { buildCreditNote } from './credit-note.js';
import { buildInvoice, type InvoiceOrder } from './invoice.js';

const seller = { name: 'Brass Aangan', address: 'Swamimalai, Tamil Nadu 612302', gstin: '33ABCDE1234F1Z5' };
/** ₹4,850 and 2 × ₹650 at 12 percent, ₹87.50 by courier and a ₹49 fee, on delivery in Chennai. */
const order: InvoiceOrder = {
  number: 'BA-10042',
  placedAt: new Date('2026-06-12T06:00:00Z'),
  paymentMethod: 'cod',
  subtotal: 6150,
  shippingCharge: 87.5,
  tax: 738,
  codFee: 49,
  totalAmount: 7024.5,
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600004',
    phoneNumber: '9840012345',
  },
  lines: [
    { productName: 'Ganesha, lost-wax cast', quantity: 1, price: 4850, hsnCode: '8306' },
    { productName: 'Kuthu vilakku', quantity: 2, price: 650, hsnCode: '9405' },
  ],
};
const invoice = buildInvoice(order, seller, 12, {
  number: 'INV/26-27/00042',
  issuedAt: new Date('2026-06-12T07:00:00Z'),
});
const issuedAt = new Date('2026-06-20T07:00:00Z');

const columns = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

describe('buildCreditNote', () => {
  it('takes back the whole invoice figure for figure', () => {
    const note = buildCreditNote(invoice, {
      number: 'CN/26-27/00001',
      issuedAt,
      amountPaise: invoice.totalPaise,
      reason: 'Order cancelled',
    });
    expect(note).toMatchObject({
      number: 'CN/26-27/00001',
      date: '20 June 2026',
      invoice: { number: 'INV/26-27/00042', date: '12 June 2026', kind: 'tax-invoice' },
      orderNumber: 'BA-10042',
      reason: 'Order cancelled',
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: 0,
      deliveryPaise: invoice.deliveryPaise,
      codFeePaise: invoice.codFeePaise,
      totalPaise: 702_450,
      totalInWords: 'Rupees Seven Thousand Twenty Four and Fifty Paise Only',
    });
    note.lines.forEach((line, index) => {
      for (const column of columns) expect(line[column]).toBe(invoice.lines[index]?.[column]);
    });
  });

  it('shares a part over the taxable value, the taxes and the charges as the invoice has them', () => {
    // ₹1,000 of ₹7,024.50 taken back, as a partial refund does.
    const note = buildCreditNote(invoice, {
      number: 'CN/26-27/00002',
      issuedAt,
      amountPaise: 100_000,
      reason: 'A dent in the lamp',
    });
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.deliveryPaise + note.codFeePaise).toBe(
      100_000,
    );
    // The tax stays 12 percent of the taxable value it goes with, to the paisa.
    expect(Math.abs(note.cgstPaise + note.sgstPaise - note.taxablePaise * 0.12)).toBeLessThanOrEqual(1);
    for (const column of ['taxablePaise', 'cgstPaise', 'sgstPaise'] as const) {
      expect(note.lines.reduce((sum, line) => sum + line[column], 0)).toBe(note[column]);
    }
    for (const line of note.lines) {
      expect(line.totalPaise).toBe(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise);
    }
  });
});

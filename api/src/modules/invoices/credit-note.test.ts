import { describe, expect, it } from 'vitest';
import { buildCreditNote } from './credit-note.js';
import { codOrderToChennai as order, seller } from '../../../test/invoice-orders.js';
import { buildInvoice } from './invoice.js';

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

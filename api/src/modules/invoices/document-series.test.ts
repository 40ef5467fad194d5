import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf } from './document-series.js';

describe('the series of GST documents', () => {
  it('runs a financial year from 1 April to 31 March, in India time', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    // 1 April 2026, 00:00 in India is still 31 March in UTC.
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T12:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('99-00');
  });

  it('numbers a document within the 16 characters the GST allows', () => {
    expect(documentNumber('tax-invoice', '26-27', 42)).toBe('INV/26-27/00042');
    expect(documentNumber('bill-of-supply', '26-27', 1)).toBe('BOS/26-27/00001');
    expect(documentNumber('credit-note', '26-27', 7)).toBe('CN/26-27/00007');
    expect(documentNumber('tax-invoice', '26-27', 123_456).length).toBeLessThanOrEqual(16);
  });
});

import { checkoutTotals, DEFAULT_PRICING } from '@brass/shared/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTax, taxRateOf } from './gst.js';

describe('splitTax', () => {
  it('charges CGST and SGST, half each, within the seller state', () => {
    // ₹4,850 and 2 × ₹650 at 12 percent: ₹738 of tax.
    const split = splitTax([485_000, 130_000], 73_800, true);
    expect(split.lines).toEqual([
      { taxablePaise: 485_000, cgstPaise: 29_100, sgstPaise: 29_100, igstPaise: 0 },
      { taxablePaise: 130_000, cgstPaise: 7_800, sgstPaise: 7_800, igstPaise: 0 },
    ]);
    expect(split).toMatchObject({ cgstPaise: 36_900, sgstPaise: 36_900, igstPaise: 0 });
  });

  it('charges the whole tax as IGST across states', () => {
    const split = splitTax([485_000, 130_000], 73_800, false);
    expect(split.lines.map((line) => line.igstPaise)).toEqual([58_200, 15_600]);
    expect(split).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 73_800 });
  });

  it('gives the odd paise of a rounded tax to the lines with the largest remainders', () => {
    // Three equal lines share ₹1 of tax: 34 + 33 + 33 paise, the first line taking the odd paisa.
    expect(splitTax([10_000, 10_000, 10_000], 100, false).lines.map((line) => line.igstPaise)).toEqual([
      34, 33, 33,
    ]);
    // ₹81 on ₹650 (12.5 percent, rounded from ₹81.25): split 1 : 12 it is 623 and 7477 paise.
    expect(splitTax([5_000, 60_000], 8_100, false).lines.map((line) => line.igstPaise)).toEqual([623, 7_477]);
  });

  it('gives CGST the odd paisa of a line whose share is odd', () => {
    expect(splitTax([10_000, 20_000], 100, true).lines).toEqual([
      { taxablePaise: 10_000, cgstPaise: 17, sgstPaise: 16, igstPaise: 0 },
      { taxablePaise: 20_000, cgstPaise: 34, sgstPaise: 33, igstPaise: 0 },
    ]);
  });

  it('always adds up to the tax paid, line by line and in total, at any size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: 0, max: 28_000_000_000 }),
        fc.boolean(),
        (taxable, tax, intraState) => {
          const split = splitTax(taxable, tax, intraState);
          const shares = split.lines.map((line) => line.cgstPaise + line.sgstPaise + line.igstPaise);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tax);
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(tax);
          for (const line of split.lines) {
            expect(line.cgstPaise - line.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(line.cgstPaise - line.sgstPaise).toBeLessThanOrEqual(1);
            if (intraState) expect(line.igstPaise).toBe(0);
            else expect(line.cgstPaise + line.sgstPaise).toBe(0);
          }
        },
      ),
    );
  });

  it('agrees with the total the checkout charged', () => {
    const lines = [
      { price: 4850, quantity: 1 },
      { price: 650, quantity: 2 },
      { price: 1299, quantity: 3 },
    ];
    const totals = checkoutTotals(lines, 87.5, { ...DEFAULT_PRICING, taxRatePercent: 18 });
    const split = splitTax(
      lines.map((line) => line.price * line.quantity * 100),
      totals.tax * 100,
      true,
    );
    const taxable = split.lines.reduce((sum, line) => sum + line.taxablePaise, 0);
    expect(taxable + split.cgstPaise + split.sgstPaise + totals.shipping * 100).toBe(totals.total * 100);
  });
});

describe('taxRateOf', () => {
  it('finds the rate that gave the tax, preferring the shop rate of today, then a GST slab', () => {
    expect(taxRateOf(615_000, 73_800, 12)).toBe(12);
    // The owner has moved to 18 percent since: the order's tax was 12 percent's.
    expect(taxRateOf(615_000, 73_800, 18)).toBe(12);
    // ₹81 on ₹650 is 12.4 to 12.53 percent; the shop charges 12.5 today.
    expect(taxRateOf(65_000, 8_100, 12.5)).toBe(12.5);
    // Today's rate gives another tax and no slab gives this one: the lowest rate that does.
    expect(taxRateOf(65_000, 8_100, 18)).toBe(12.39);
  });

  it('is undefined for a tax no settable rate gives', () => {
    expect(taxRateOf(10_000, 5_000, 12)).toBeUndefined();
  });
});

/**
 * The GST arithmetic of a tax invoice, pure and in paise so that every part adds up to what the
 * shopper paid. The shop charges its tax rate on the goods' subtotal, rounded once to whole rupees
 * (`@brass/shared/pricing`); an invoice spreads that one amount over its lines and splits each line's
 * share into CGST and SGST when the parcel stays in the seller's state, or charges it all as IGST
 * when it crosses into another.
 */
import { MAX_TAX_RATE_PERCENT } from '@brass/shared/constants';
import { taxOf } from '@brass/shared/pricing';
import { proportionalShares } from '../../lib/proportional-shares.js';

/** The GST rates in percent, besides 0. */
const gstSlabs = [0.25, 3, 5, 12, 18, 28];

/**
 * The rate the shop charged, in percent, found back from the subtotal and the tax paid (an order
 * keeps the amounts, not the rate): every rate in hundredths of a percent that rounds to the same tax
 * could have been it, so the shop's rate of today is taken when it is one of them, else a GST slab,
 * else the lowest. Undefined when no rate the shop can set gives that tax.
 */
export function taxRateOf(
  subtotalPaise: number,
  taxPaise: number,
  currentPercent: number,
): number | undefined {
  const subtotal = subtotalPaise / 100;
  const tax = taxPaise / 100;
  const candidates: number[] = [];
  for (let hundredths = 0; hundredths <= MAX_TAX_RATE_PERCENT * 100; hundredths++) {
    if (taxOf(subtotal, hundredths / 10_000) === tax) candidates.push(hundredths / 100);
  }
  return (
    candidates.find((percent) => percent === currentPercent) ??
    candidates.find((percent) => gstSlabs.includes(percent)) ??
    candidates[0]
  );
}

interface TaxedLine {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxSplit {
  lines: TaxedLine[];
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Spreads `taxPaise` over the lines in proportion to their taxable values (largest remainders take
 * the odd paise, so the shares add up to the tax exactly), then charges each share as IGST across
 * states, or as CGST and SGST within the seller's state, CGST taking the odd paisa of a share.
 */
export function splitTax(taxablePaise: readonly number[], taxPaise: number, intraState: boolean): TaxSplit {
  const shares = proportionalShares(taxablePaise, taxPaise);
  const lines = taxablePaise.map((taxable, index) => {
    const share = shares[index] ?? 0;
    if (!intraState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: share };
    const cgst = Math.ceil(share / 2);
    return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: share - cgst, igstPaise: 0 };
  });
  const sum = (part: keyof TaxedLine) => lines.reduce((total, line) => total + line[part], 0);
  return { lines, cgstPaise: sum('cgstPaise'), sgstPaise: sum('sgstPaise'), igstPaise: sum('igstPaise') };
}

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

/** The GST state codes: the first two digits of every GSTIN registered in that state or territory. */
export const gstStates: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Older or shorter names shoppers and old addresses still use. */
const otherNames: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  newdelhi: '07',
  nctofdelhi: '07',
  daman: '26',
  diu: '26',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
  andamanandnicobar: '35',
  jammukashmir: '01',
};

/** Case, spaces, dots and '&' for 'and' do not tell states apart. */
const comparable = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

const codeByName = new Map<string, string>([
  ...Object.entries(gstStates).map(([code, name]) => [comparable(name), code] as const),
  ...Object.entries(otherNames),
]);

/** The GST state code of a state's name as an address gives it; undefined for a name no state has. */
export function stateCodeOf(stateName: string): string | undefined {
  return codeByName.get(comparable(stateName));
}

/** The state code a GSTIN begins with, when it names a state. */
export function stateCodeOfGstin(gstin: string): string | undefined {
  const code = gstin.trim().slice(0, 2);
  return code in gstStates ? code : undefined;
}

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

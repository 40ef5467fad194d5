import type { ProductFacts } from '@brass/shared/contracts/catalog';

export interface FactRow {
  label: string;
  value: string;
}

// Sizes and weights are measured to the millimetre and the gram at most.
const measure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${measure.format(value)} ${unit}`;

/**
 * The facts a shopper weighs before buying, in the order of the product page's table; a fact the shop
 * has not recorded is left out rather than shown empty. The HSN code is for the tax invoice, not here.
 */
export function factRows(facts: ProductFacts): FactRow[] {
  const rows: [string, string | null][] = [
    ['Height', withUnit(facts.heightCm, 'cm')],
    ['Width', withUnit(facts.widthCm, 'cm')],
    ['Depth', withUnit(facts.depthCm, 'cm')],
    ['Weight', withUnit(facts.weightKg, 'kg')],
    ['Material', facts.material?.trim() || null],
    ['Finish', facts.finish?.trim() || null],
    ['Care', facts.care?.trim() || null],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

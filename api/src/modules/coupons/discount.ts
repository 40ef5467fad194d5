/**
 * What a coupon takes off a cart, pure and in paise. A category list limits the coupon to the lines of
 * those categories: the minimum order counts only them, and the discount is taken only from them. The
 * discount is shared over those lines in proportion to their value (largest remainders take the odd
 * paise), so the lines' shares add up to the discount exactly and the invoice taxes each line after it.
 */
import type { PricedCartLine } from '../../db/schema.js';
import { proportionalShares } from '../../lib/proportional-shares.js';

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Percent, or whole rupees. */
  value: number;
  /** The main categories it applies to; empty: every line. */
  categories: readonly string[];
}

/** A priced line and the catalogue's main category of its product. */
export interface CategorisedLine extends PricedCartLine {
  category: string | null;
}

const linePaise = (line: PricedCartLine) => Math.round(line.price * 100) * line.quantity;

/** Categories are compared as the catalogue's filter shows them: case and spaces around do not count. */
const comparable = (category: string) => category.trim().toLowerCase();

function appliesTo(terms: Pick<CouponTerms, 'categories'>, line: CategorisedLine): boolean {
  if (terms.categories.length === 0) return true;
  return line.category !== null && terms.categories.map(comparable).includes(comparable(line.category));
}

/** Paise of the goods the coupon applies to: what its minimum order is measured on. */
export function eligiblePaise(
  terms: Pick<CouponTerms, 'categories'>,
  lines: readonly CategorisedLine[],
): number {
  return lines.filter((line) => appliesTo(terms, line)).reduce((sum, line) => sum + linePaise(line), 0);
}

/**
 * The discount in paise: a percent of the eligible goods, rounded to the paisa, or the fixed rupees,
 * never more than the eligible goods are worth.
 */
export function discountPaise(terms: CouponTerms, lines: readonly CategorisedLine[]): number {
  const eligible = eligiblePaise(terms, lines);
  const wanted = terms.kind === 'percent' ? Math.round((eligible * terms.value) / 100) : terms.value * 100;
  return Math.min(wanted, eligible);
}

/** The lines with each one's share of `discount` paise, in rupees; lines outside the coupon carry 0. */
export function withDiscounts(
  terms: Pick<CouponTerms, 'categories'>,
  lines: readonly CategorisedLine[],
  discount: number,
): PricedCartLine[] {
  const weights = lines.map((line) => (appliesTo(terms, line) ? linePaise(line) : 0));
  const shares = proportionalShares(weights, discount);
  return lines.map(({ category: _category, ...line }, index) => ({
    ...line,
    discount: (shares[index] ?? 0) / 100,
  }));
}

import { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import type { ProductCategory } from '@brass/shared/contracts/catalog';

/**
 * The HSN heading each category's pieces are invoiced under when the owner gave a product none of its
 * own: statuettes and bells (8306), lamps (9405), household and pooja brassware (7418).
 */
export const hsnByCategory: Readonly<Record<ProductCategory, string>> = {
  idols: '8306',
  'idol set': '8306',
  bells: '8306',
  lamps: '9405',
  decor: '7418',
  pooja: '7418',
};

/** Brass articles of no known category are household brassware. */
const brasswareHsn = '7418';

const isCategory = (value: string): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value);

/** The product's own HSN code, else its category's. */
export function hsnOf(product: { hsnCode: string | null; mainCategory: string | null }): string {
  if (product.hsnCode) return product.hsnCode;
  const category = product.mainCategory?.trim().toLowerCase() ?? '';
  return isCategory(category) ? hsnByCategory[category] : brasswareHsn;
}

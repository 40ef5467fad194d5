import type { ProductOption } from '@brass/shared/contracts/catalog';
import { VARIANT_KEY_SEPARATOR } from '@brass/shared/product-path';
import type { ProductVariantsBody } from '@brass/shared/contracts/admin-products';
import { HttpError } from '../../lib/http-error.js';
import { slugOf } from '../../lib/ids.js';

/** Ids are at most this long (see isSlug); a variant's is its product's, the separator and its key. */
const MAX_ID_LENGTH = 100;

export const variantMessages = {
  optionTwice: (name: string) => `The option “${name}” is listed twice.`,
  valueTwice: (option: string, value: string) => `“${value}” is listed twice under ${option}.`,
  optionsWithoutVariants: 'Add at least one variant, or remove the options.',
  variantsWithoutOptions: 'Add the options (such as Size) the variants differ by.',
  wrongValues: (options: string) => `Each variant needs one value of each option: ${options}.`,
  unknownValue: (option: string, value: string) =>
    `“${value}” is not a value of ${option}. Add it to the option first.`,
  sameValues: (name: string) => `Two variants are both “${name}”.`,
  sameKey: (first: string, second: string) =>
    `Two variants, “${first}” and “${second}”, would have the same web address. Tell their values apart.`,
  keyTooLong: 'The product’s web address and these values make too long an address for a variant.',
  noSlug: 'A variant’s values need a letter from a to z or a digit: its address is made from them.',
  skuTaken: (sku: string, name: string) => `The SKU ${sku} is already used by ${name}.`,
  skuTwice: (sku: string) => `The SKU ${sku} is given to two variants.`,
  notAProduct: 'A variant cannot have variants of its own.',
  stockMoved: (name: string, stock: number) =>
    `Stock of ${name} changed while you were editing: it is now ${stock}. Check it and save again.`,
} as const;

/** The values of a variant in its product's order of options. */
const orderedValues = (options: readonly ProductOption[], values: Record<string, string>) =>
  options.map((option) => values[option.name] ?? '');

/** How the cart, the order and the invoice name a variant: `Seated Ganesha (9 inch, Antique)`. */
export const variantName = (
  productName: string,
  options: readonly ProductOption[],
  values: Record<string, string>,
) => `${productName} (${orderedValues(options, values).join(', ')})`;

/** The variant's id: `<product id>--<slug of its values>`, readable in carts, orders and addresses. */
export function variantId(
  productId: string,
  options: readonly ProductOption[],
  values: Record<string, string>,
): string {
  const key = slugOf(orderedValues(options, values).join(' '));
  if (!key) throw new HttpError(400, variantMessages.noSlug);
  const id = `${productId}${VARIANT_KEY_SEPARATOR}${key}`;
  if (id.length > MAX_ID_LENGTH) throw new HttpError(400, variantMessages.keyTooLong);
  return id;
}

/**
 * A variant's place among its product's: by the first option's values in the owner's order (sizes small
 * to large as listed), then the next option's. Unknown values come last.
 */
function variantPlace(options: readonly ProductOption[], values: Record<string, string>): number {
  return options.reduce((place, option) => {
    const index = option.values.indexOf(values[option.name] ?? '');
    return place * (option.values.length + 1) + (index < 0 ? option.values.length : index);
  }, 0);
}

/** `rows` in the order of their values (see variantPlace). */
export const inVariantOrder = <Row extends { optionValues: Record<string, string> | null }>(
  options: readonly ProductOption[],
  rows: readonly Row[],
): Row[] =>
  rows.toSorted(
    (a, b) => variantPlace(options, a.optionValues ?? {}) - variantPlace(options, b.optionValues ?? {}),
  );

/**
 * Refuses options and variants that do not fit together: each option and value once, every variant one
 * value of each option, no two variants alike, no SKU twice.
 */
export function checkVariants({ options, variants }: ProductVariantsBody): void {
  if (options.length > 0 && variants.length === 0)
    throw new HttpError(400, variantMessages.optionsWithoutVariants);
  if (options.length === 0 && variants.length > 0)
    throw new HttpError(400, variantMessages.variantsWithoutOptions);
  const names = new Set<string>();
  for (const option of options) {
    if (names.has(option.name)) throw new HttpError(400, variantMessages.optionTwice(option.name));
    names.add(option.name);
    const values = new Set<string>();
    for (const value of option.values) {
      if (values.has(value)) throw new HttpError(400, variantMessages.valueTwice(option.name, value));
      values.add(value);
    }
  }
  const seen = new Set<string>();
  // Values that differ only in case or punctuation make one key, and so one row: the second would
  // overwrite the first, or fail on the row's id.
  const addresses = new Map<string, string>();
  const skus = new Set<string>();
  for (const variant of variants) {
    const keys = Object.keys(variant.values);
    if (keys.length !== options.length || !keys.every((key) => names.has(key)))
      throw new HttpError(400, variantMessages.wrongValues([...names].join(', ')));
    for (const option of options) {
      const value = variant.values[option.name]!;
      if (!option.values.includes(value))
        throw new HttpError(400, variantMessages.unknownValue(option.name, value));
    }
    const combination = orderedValues(options, variant.values).join('\u0000');
    if (seen.has(combination))
      throw new HttpError(400, variantMessages.sameValues(orderedValues(options, variant.values).join(', ')));
    seen.add(combination);
    const name = orderedValues(options, variant.values).join(', ');
    const key = slugOf(orderedValues(options, variant.values).join(' '));
    const sameKey = addresses.get(key);
    if (key && sameKey !== undefined) throw new HttpError(400, variantMessages.sameKey(sameKey, name));
    addresses.set(key, name);
    if (variant.sku !== null) {
      if (skus.has(variant.sku)) throw new HttpError(400, variantMessages.skuTwice(variant.sku));
      skus.add(variant.sku);
    }
  }
}

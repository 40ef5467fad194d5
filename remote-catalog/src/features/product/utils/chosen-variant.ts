import type { ProductDetail, ProductVariant } from '@brass/shared/contracts/catalog';

/** A value of an option as the page offers it: to buy, sold out, or not made in that combination. */
export type ValueState = 'available' | 'sold-out' | 'none';

const inStock = (variant: ProductVariant) => variant.stock > 0;

/**
 * The variant the page shows: the one its address names (`?variant=<key>`), else the first in stock in
 * the options' order, else the first. Undefined for a product sold as it is.
 */
export function chosenVariant(product: ProductDetail, key: string | null): ProductVariant | undefined {
  const variants = product.variants ?? [];
  return variants.find((variant) => variant.key === key) ?? variants.find(inStock) ?? variants[0];
}

const matches = (variant: ProductVariant, values: Record<string, string>) =>
  Object.entries(values).every(([option, value]) => variant.values[option] === value);

/**
 * The variant a shopper means by choosing `value` of `option` while `current` is shown: the one alike
 * in every other option, else the first with that value in stock, else the first with it at all.
 */
export function variantFor(
  product: ProductDetail,
  current: ProductVariant,
  option: string,
  value: string,
): ProductVariant | undefined {
  const variants = product.variants ?? [];
  const wanted = { ...current.values, [option]: value };
  const withValue = variants.filter((variant) => variant.values[option] === value);
  return variants.find((variant) => matches(variant, wanted)) ?? withValue.find(inStock) ?? withValue[0];
}

/**
 * How choosing `value` of `option` would go with `current` shown: that variant's stock, or, where that
 * combination is not made, whether any variant with the value is in stock (choosing it moves the other
 * options to one). 'none': no variant has the value at all.
 */
export function valueState(
  product: ProductDetail,
  current: ProductVariant,
  option: string,
  value: string,
): ValueState {
  const variants = product.variants ?? [];
  const wanted = { ...current.values, [option]: value };
  const exact = variants.find((candidate) => matches(candidate, wanted));
  const candidates = exact ? [exact] : variants.filter((variant) => variant.values[option] === value);
  if (candidates.length === 0) return 'none';
  return candidates.some(inStock) ? 'available' : 'sold-out';
}

/** The product as the page shows it with `variant` chosen: its price, stock and photos, its own name. */
export function withVariant(product: ProductDetail, variant: ProductVariant | undefined): ProductDetail {
  if (!variant) return product;
  const images = variant.images ?? product.images;
  return {
    ...product,
    _id: variant._id,
    productName: variant.productName,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    stock: variant.stock,
    image: images[0]?.url ?? product.image,
    images,
    facts: { ...product.facts, weightKg: variant.weightKg },
  };
}

/**
 * The shop's products as Google Merchant Center reads a feed: RSS 2.0 with Google's namespace, one
 * `<item>` per product on sale, or per variant of a product sold in sizes or finishes (the product data
 * specification's attributes, `g:`-prefixed).
 */
import { createHash } from 'node:crypto';
import { BRAND_NAME, DEFAULT_PRODUCT_IMAGE, PRODUCT_CATEGORIES } from '@brass/shared/constants';
import type { ProductCategory, ProductDetail, ProductVariant } from '@brass/shared/contracts/catalog';
import { absoluteUrl, atMost, element, largestPhoto, xmlText } from './xml.js';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** The specification's limits, in characters. */
const MERCHANT_LIMITS = { id: 50, title: 150, description: 5000, additionalImages: 10 } as const;

/**
 * Google's product taxonomy (taxonomy-with-ids.en-US.txt), by id, which every language's feed may
 * use: 97 is "Religious & Ceremonial > Religious Items", 696 "Home & Garden > Decor". Idols, pooja
 * ware, bells and lamps (diyas, kuthuvilakku) are made for worship; the decor is not.
 */
const googleCategoryByCategory: Readonly<Record<ProductCategory, string>> = {
  idols: '97',
  'idol set': '97',
  pooja: '97',
  bells: '97',
  lamps: '97',
  decor: '696',
};
/** A product of no known category: brassware for the home. */
const homeDecor = '696';

const isCategory = (value: string): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value);

function googleCategoryOf(category: string | undefined): string {
  const known = category?.trim().toLowerCase() ?? '';
  return isCategory(known) ? googleCategoryByCategory[known] : homeDecor;
}

/**
 * The product's id for Merchant Center, which takes at most 50 characters and keys its history by it:
 * the product's own id when it fits (a slug of up to 100), else its first 41 characters and 8 of a
 * hash of the whole, the same every time.
 */
export function merchantId(id: string): string {
  if (id.length <= MERCHANT_LIMITS.id) return id;
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 8);
  return `${id.slice(0, MERCHANT_LIMITS.id - hash.length - 1)}-${hash}`;
}

/** Whole rupees as the specification writes a price: `7800.00 INR`. */
const merchantPrice = (rupees: number) => `${rupees.toFixed(2)} INR`;

export interface FeedOrigins {
  /** The shop's public origin, where its pages are. */
  shop: string;
  /** Where browsers reach the API, which serves the photos it names by path. */
  images: string;
}

/** The absolute addresses of a product's real photos, the main one first: never the placeholder. */
export function photosOf(product: ProductDetail, origins: FeedOrigins): string[] {
  return product.images
    .map((image) => image.url)
    .filter((url) => url && url !== DEFAULT_PRODUCT_IMAGE)
    .map((url) => absoluteUrl(largestPhoto(url), origins.images));
}

/** The address of a product's page on the shop. */
export const productPageUrl = (id: string, shopOrigin: string) =>
  `${shopOrigin}/product/${encodeURIComponent(id)}`;

/**
 * The variant attributes Merchant Center knows, by the option names the shop uses: a size is a size,
 * and a finish (natural, antique, two-tone) is what a shopper sees as the piece's colour.
 */
const variantAttributeOf: Readonly<Record<string, string>> = { size: 'g:size', finish: 'g:color' };

/** One size or finish as an item of its own, grouped with its product's others (`item_group_id`). */
function variantItemOf(product: ProductDetail, variant: ProductVariant): ProductDetail {
  return {
    ...product,
    _id: variant._id,
    productName: variant.productName,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    stock: variant.stock,
    facts: { ...product.facts, weightKg: variant.weightKg },
    images: variant.images ?? product.images,
  };
}

function itemOf(
  product: ProductDetail,
  [imageLink, ...others]: string[],
  origins: FeedOrigins,
  variant?: { of: ProductDetail; values: Record<string, string>; key: string },
): string {
  const title = atMost(product.productName.trim(), MERCHANT_LIMITS.title);
  const description = atMost(product.description.trim() || title, MERCHANT_LIMITS.description);
  const link = variant
    ? `${productPageUrl(variant.of._id, origins.shop)}?variant=${encodeURIComponent(variant.key)}`
    : productPageUrl(product._id, origins.shop);
  const attributes = [
    element('g:id', merchantId(product._id)),
    ...(variant ? [element('g:item_group_id', merchantId(variant.of._id))] : []),
    element('g:title', title),
    element('g:description', description),
    element('g:link', link),
    element('g:image_link', imageLink!),
    ...others
      .slice(0, MERCHANT_LIMITS.additionalImages)
      .map((image) => element('g:additional_image_link', image)),
    element('g:availability', product.stock > 0 ? 'in_stock' : 'out_of_stock'),
    element('g:price', merchantPrice(product.price)),
    element('g:brand', BRAND_NAME),
    element('g:condition', 'new'),
    element('g:google_product_category', googleCategoryOf(product.mainCategory)),
    ...(product.mainCategory ? [element('g:product_type', product.mainCategory)] : []),
    // Handmade pieces: no GTIN or manufacturer part number exists for them.
    element('g:identifier_exists', 'no'),
    element('g:shipping_weight', `${product.facts.weightKg} kg`),
    ...Object.entries(variant?.values ?? {}).flatMap(([option, value]) => {
      const attribute = variantAttributeOf[option.toLowerCase()];
      return attribute ? [element(attribute, value)] : [];
    }),
  ];
  return `<item>\n${attributes.map((attribute) => `  ${attribute}\n`).join('')}</item>\n`;
}

/**
 * The feed of `products` (on sale, in the owner's order). A product without a photo of its own (the
 * shop's placeholder stands in) is left out: Merchant Center refuses a generic image.
 */
export function merchantFeedOf(products: readonly ProductDetail[], origins: FeedOrigins): string {
  const items = products.flatMap((product) => {
    const sold = product.variants
      ? product.variants.map((variant) => ({
          item: variantItemOf(product, variant),
          variant: { of: product, values: variant.values, key: variant.key },
        }))
      : [{ item: product, variant: undefined }];
    return sold.flatMap(({ item, variant }) => {
      const photos = photosOf(item, origins);
      return photos.length > 0 ? [itemOf(item, photos, origins, variant)] : [];
    });
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `${element('title', BRAND_NAME)}\n` +
    `<link>${xmlText(`${origins.shop}/`)}</link>\n` +
    `${element('description', `Every piece ${BRAND_NAME} has on sale`)}\n` +
    items.join('') +
    '</channel>\n</rss>\n'
  );
}

/**
 * The catalogue's contract: products, their photos and facts, the product list with its filters, stock
 * counts, the delivery estimate of a product page and the home page's titles. Owned by the catalog team
 * (remote-catalog). The API validates and documents its routes with these schemas; the shop's pages
 * import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { wholeNumberText } from './field-checks';
import { PRICE_BANDS, type PriceBandId, PRODUCT_CATEGORIES, PRODUCT_COLLECTIONS } from '../constants';

/** What a product page lists beside the description; null where the shop has not recorded it. */
export const productFactsSchema = v.object({
  heightCm: v.nullable(v.number()),
  widthCm: v.nullable(v.number()),
  depthCm: v.nullable(v.number()),
  weightKg: v.nullable(v.number()),
  material: v.nullable(v.string()),
  finish: v.nullable(v.string()),
  /** How to clean and keep the piece, in a sentence or two. */
  care: v.nullable(v.string()),
  /** The HSN code the tax invoice names. */
  hsnCode: v.nullable(v.string()),
});
export type ProductFacts = v.InferOutput<typeof productFactsSchema>;

/** A way a product comes, such as Size or Finish, with its values in the order the page offers them. */
export const productOptionSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  values: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
    v.minLength(1),
    v.maxLength(12),
  ),
});
export type ProductOption = v.InferOutput<typeof productOptionSchema>;

export const productSchema = v.object({
  _id: v.string(),
  productName: v.string(),
  price: v.number(),
  /** The higher price shown struck through beside `price`; null when there is none. */
  compareAtPrice: v.nullable(v.number()),
  description: v.string(),
  image: v.string(),
  mainCategory: v.optional(v.string()),
  isNewArrival: v.boolean(),
  createdAt: v.optional(v.string()),
  /**
   * Pieces in stock when the answer was made (0: out of stock). Only a guide for the page: placing
   * the order is what takes the pieces, and it says when they are gone.
   */
  stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  facts: productFactsSchema,
  /**
   * Present on a product sold in sizes or finishes: it is bought as one of its variants (on its page),
   * and its own `price` and `stock` are the lowest price and the pieces of all of them.
   */
  options: v.optional(v.array(productOptionSchema)),
  /**
   * With `options`, in lists: the variant a card's Add to Cart adds and shows the price of, the first
   * in stock in the options' order, else the first.
   */
  variant: v.optional(
    v.object({
      _id: v.string(),
      productName: v.string(),
      price: v.number(),
      compareAtPrice: v.nullable(v.number()),
      stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    }),
  ),
});
export type Product = v.InferOutput<typeof productSchema>;

/**
 * One photo of a product as the shop shows it: like `image`, the 480-pixel WebP, whose 240 and 960
 * ones share its name up to the width (`<stem>-480.webp`), so a page builds its srcset from it.
 */
export const productPhotoSchema = v.object({ url: v.string(), alt: v.string() });
export type ProductPhoto = v.InferOutput<typeof productPhotoSchema>;

/**
 * The image a link to a product shows where it is shared (WhatsApp, Facebook, X): a JPEG of the main
 * photo, at least 1200 px wide, as those crawlers ask for a large preview. Absolute or under /images/.
 */
export const shareImageSchema = v.object({
  url: v.string(),
  width: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  height: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type ShareImage = v.InferOutput<typeof shareImageSchema>;

/**
 * One size or finish of a product, bought as a piece of its own: the cart, the order and the invoice
 * name it by `_id` (`<product id>--<key>`); the product page's address names it by `key`.
 */
export const productVariantSchema = v.object({
  _id: v.string(),
  key: v.string(),
  /** The product's name with the chosen values, as the cart, the order and the invoice show it. */
  productName: v.string(),
  sku: v.nullable(v.string()),
  /** Its value of each of the product's options. */
  values: v.record(v.string(), v.string()),
  price: v.number(),
  compareAtPrice: v.nullable(v.number()),
  stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  weightKg: v.number(),
  /** The variant's own photos, its main one first; absent when it is shown by the product's. */
  images: v.optional(v.array(productPhotoSchema)),
});
export type ProductVariant = v.InferOutput<typeof productVariantSchema>;

/**
 * GET /api/products/:id: the product and all its photos, the main one (`image`) first, and its share
 * image, absent where the shop has none (a main image given by address).
 */
export const productDetailSchema = v.object({
  ...productSchema.entries,
  images: v.pipe(v.array(productPhotoSchema), v.minLength(1)),
  shareImage: v.optional(shareImageSchema),
  /** With `options`: the variants on sale, in the order of the options' values. */
  variants: v.optional(v.array(productVariantSchema)),
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

/** `relevance` orders a search by how well each product matches it; without words it is `newest`. */
export const productSortSchema = v.picklist(['price-asc', 'price-desc', 'newest', 'relevance']);
export type ProductSort = v.InferOutput<typeof productSortSchema>;

export const priceBandSchema = v.picklist(
  PRICE_BANDS.map((band) => band.id) as [PriceBandId, ...PriceBandId[]],
  `price must be one of: ${PRICE_BANDS.map((band) => band.id).join(', ')}`,
);

export const productCollectionSchema = v.picklist(
  PRODUCT_COLLECTIONS,
  `collection must be one of: ${PRODUCT_COLLECTIONS.join(', ')}`,
);
export type ProductCollection = v.InferOutput<typeof productCollectionSchema>;

/** Query of GET /api/products; with none of page or limit the whole list is returned, as the first version of the API did. */
export const productQuerySchema = v.object({
  page: v.optional(wholeNumberText(1, 100_000)),
  limit: v.optional(wholeNumberText(1, 100)),
  category: v.optional(v.pipe(v.string(), v.maxLength(100))),
  // Long enough for anything pasted; the search reads its first words only.
  q: v.optional(v.pipe(v.string(), v.maxLength(1000, 'Search words are at most 1,000 characters'))),
  sort: v.optional(productSortSchema),
  price: v.optional(priceBandSchema),
  material: v.optional(v.pipe(v.string(), v.maxLength(100))),
  finish: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** `true`: only what can be bought now. */
  inStock: v.optional(v.picklist(['true', 'false'], "inStock must be 'true' or 'false'")),
  collection: v.optional(productCollectionSchema),
  /** `true`: the page also counts the products each filter value would leave (`facets`). */
  facets: v.optional(v.picklist(['true', 'false'], "facets must be 'true' or 'false'")),
});
export type ProductQuery = v.InferOutput<typeof productQuerySchema>;

/** One value of a filter and the number of products choosing it would show, the other filters kept. */
export const facetCountSchema = v.object({
  value: v.string(),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type FacetCount = v.InferOutput<typeof facetCountSchema>;

export const productFacetsSchema = v.object({
  category: v.array(facetCountSchema),
  price: v.array(facetCountSchema),
  material: v.array(facetCountSchema),
  finish: v.array(facetCountSchema),
  collection: v.array(facetCountSchema),
  inStock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type ProductFacets = v.InferOutput<typeof productFacetsSchema>;

export const productPageSchema = v.object({
  items: v.array(productSchema),
  total: v.pipe(v.number(), v.safeInteger()),
  page: v.pipe(v.number(), v.safeInteger()),
  limit: v.pipe(v.number(), v.safeInteger()),
  categories: v.array(v.string()),
  /** Asked for with `facets=true`. */
  facets: v.optional(productFacetsSchema),
  /**
   * The words searched for instead, when some of the shopper's were not the shop's and the nearest
   * spelling of them was used ("budha" → "buddha").
   */
  searchedFor: v.optional(v.string()),
});
export type ProductPage = v.InferOutput<typeof productPageSchema>;

/** Most products one availability call may ask about: a cart's lines, which create-order takes 100 of. */
const AVAILABILITY_MAX_IDS = 100;

/** Query of GET /api/availability: product ids separated by commas, each counted once. */
export const availabilityQuerySchema = v.object({
  ids: v.pipe(
    v.string(),
    v.maxLength(AVAILABILITY_MAX_IDS * 201),
    v.transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()))]),
    v.array(v.pipe(v.string(), v.minLength(1, 'A product id is empty'), v.maxLength(200))),
    v.maxLength(AVAILABILITY_MAX_IDS, `At most ${AVAILABILITY_MAX_IDS} products at once`),
  ),
});

/**
 * GET /api/availability: the pieces in stock of each product asked about, in the order asked. A
 * product the shop does not sell (an unknown id, an archived product) has 0, as placing an order counts it.
 */
export const availabilitySchema = v.object({
  items: v.array(v.object({ _id: v.string(), stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) })),
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

export const mostPopularTitleSchema = v.object({ mostPopularTitle: v.string() });
export const newArrivalsTitleSchema = v.object({ newArrivalsTitle: v.string() });
export const shippingSettingsSchema = v.object({
  shippingText: v.string(),
  shippingEmoji1: v.string(),
  shippingEmoji2: v.string(),
});
export type ShippingSettings = v.InferOutput<typeof shippingSettingsSchema>;
export type Settings = v.InferOutput<typeof mostPopularTitleSchema> &
  v.InferOutput<typeof newArrivalsTitleSchema> &
  ShippingSettings;

/** The category a product belongs to. */
export const productCategorySchema = v.picklist(
  PRODUCT_CATEGORIES,
  `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`,
);
export type ProductCategory = v.InferOutput<typeof productCategorySchema>;

/** Query of GET /api/delivery-estimate: when one piece of a product would reach a pincode. */
export const deliveryEstimateQuerySchema = v.object({
  pincode: v.pipe(v.string(), v.maxLength(20)),
  productId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export type DeliveryEstimateQuery = v.InferOutput<typeof deliveryEstimateQuerySchema>;

export const deliveryEstimateSchema = v.object({
  pincode: v.string(),
  serviceable: v.boolean(),
  /** Days the courier takes from the shop; null when no courier serves the pincode. */
  estimatedDays: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  /** The day it arrives, `YYYY-MM-DD` in India; null when no courier serves the pincode. */
  deliversBy: v.nullable(v.string()),
});
export type DeliveryEstimate = v.InferOutput<typeof deliveryEstimateSchema>;

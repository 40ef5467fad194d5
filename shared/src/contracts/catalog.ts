/**
 * The catalogue's contract: products, their photos and facts, the product list with its filters, stock
 * counts, the delivery estimate of a product page and the home page's titles. Owned by the catalog team
 * (remote-catalog). The API validates and documents its routes with these zod schemas; the shop's pages
 * import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { PRICE_BANDS, type PriceBandId, PRODUCT_CATEGORIES, PRODUCT_COLLECTIONS } from '../constants';

/** What a product page lists beside the description; null where the shop has not recorded it. */
export const productFactsSchema = z.object({
  heightCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  depthCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  material: z.string().nullable(),
  finish: z.string().nullable(),
  /** How to clean and keep the piece, in a sentence or two. */
  care: z.string().nullable(),
  /** The HSN code the tax invoice names. */
  hsnCode: z.string().nullable(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;

export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  price: z.number(),
  /** The higher price shown struck through beside `price`; null when there is none. */
  compareAtPrice: z.number().nullable(),
  description: z.string(),
  image: z.string(),
  mainCategory: z.string().optional(),
  isNewArrival: z.boolean(),
  createdAt: z.string().optional(),
  /**
   * Pieces in stock when the answer was made (0: out of stock). Only a guide for the page: placing
   * the order is what takes the pieces, and it says when they are gone.
   */
  stock: z.number().int().min(0),
  facts: productFactsSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * One photo of a product as the shop shows it: like `image`, the 480-pixel WebP, whose 240 and 960
 * ones share its name up to the width (`<stem>-480.webp`), so a page builds its srcset from it.
 */
export const productPhotoSchema = z.object({ url: z.string(), alt: z.string() });
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** GET /api/products/:id: the product and all its photos, the main one (`image`) first. */
export const productDetailSchema = productSchema.extend({ images: z.array(productPhotoSchema).min(1) });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `relevance` orders a search by how well each product matches it; without words it is `newest`. */
export const productSortSchema = z.enum(['price-asc', 'price-desc', 'newest', 'relevance']);
export type ProductSort = z.infer<typeof productSortSchema>;

export const priceBandSchema = z.enum(PRICE_BANDS.map((band) => band.id) as [PriceBandId, ...PriceBandId[]], {
  error: `price must be one of: ${PRICE_BANDS.map((band) => band.id).join(', ')}`,
});

export const productCollectionSchema = z.enum(PRODUCT_COLLECTIONS, {
  error: `collection must be one of: ${PRODUCT_COLLECTIONS.join(', ')}`,
});
export type ProductCollection = z.infer<typeof productCollectionSchema>;

/** Query of GET /api/products; with none of page or limit the whole list is returned, as the first version of the API did. */
export const productQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  category: z.string().max(100).optional(),
  // Long enough for anything pasted; the search reads its first words only.
  q: z.string().max(1000, 'Search words are at most 1,000 characters').optional(),
  sort: productSortSchema.optional(),
  price: priceBandSchema.optional(),
  material: z.string().max(100).optional(),
  finish: z.string().max(100).optional(),
  /** `true`: only what can be bought now. */
  inStock: z.enum(['true', 'false'], "inStock must be 'true' or 'false'").optional(),
  collection: productCollectionSchema.optional(),
  /** `true`: the page also counts the products each filter value would leave (`facets`). */
  facets: z.enum(['true', 'false'], "facets must be 'true' or 'false'").optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** One value of a filter and the number of products choosing it would show, the other filters kept. */
export const facetCountSchema = z.object({ value: z.string(), count: z.number().int().min(0) });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const productFacetsSchema = z.object({
  category: z.array(facetCountSchema),
  price: z.array(facetCountSchema),
  material: z.array(facetCountSchema),
  finish: z.array(facetCountSchema),
  collection: z.array(facetCountSchema),
  inStock: z.number().int().min(0),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  categories: z.array(z.string()),
  /** Asked for with `facets=true`. */
  facets: productFacetsSchema.optional(),
  /**
   * The words searched for instead, when some of the shopper's were not the shop's and the nearest
   * spelling of them was used ("budha" → "buddha").
   */
  searchedFor: z.string().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Most products one availability call may ask about: a cart's lines, which create-order takes 100 of. */
const AVAILABILITY_MAX_IDS = 100;

/** Query of GET /api/availability: product ids separated by commas, each counted once. */
export const availabilityQuerySchema = z.object({
  ids: z
    .string()
    .max(AVAILABILITY_MAX_IDS * 201)
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.string().min(1, 'A product id is empty').max(200))
        .max(AVAILABILITY_MAX_IDS, `At most ${AVAILABILITY_MAX_IDS} products at once`),
    ),
});

/**
 * GET /api/availability: the pieces in stock of each product asked about, in the order asked. A
 * product the shop does not sell (an unknown id, an archived product) has 0, as placing an order counts it.
 */
export const availabilitySchema = z.object({
  items: z.array(z.object({ _id: z.string(), stock: z.number().int().min(0) })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const mostPopularTitleSchema = z.object({ mostPopularTitle: z.string() });
export const newArrivalsTitleSchema = z.object({ newArrivalsTitle: z.string() });
export const shippingSettingsSchema = z.object({
  shippingText: z.string(),
  shippingEmoji1: z.string(),
  shippingEmoji2: z.string(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
export type Settings = z.infer<typeof mostPopularTitleSchema> &
  z.infer<typeof newArrivalsTitleSchema> &
  ShippingSettings;

/** The category a product belongs to. */
export const productCategorySchema = z.enum(
  PRODUCT_CATEGORIES,
  `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`,
);
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Query of GET /api/delivery-estimate: when one piece of a product would reach a pincode. */
export const deliveryEstimateQuerySchema = z.object({
  pincode: z.string().max(20),
  productId: z.string().min(1).max(200),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** Days the courier takes from the shop; null when no courier serves the pincode. */
  estimatedDays: z.number().int().min(0).nullable(),
  /** The day it arrives, `YYYY-MM-DD` in India; null when no courier serves the pincode. */
  deliversBy: z.string().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

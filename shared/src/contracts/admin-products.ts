/**
 * The back office's contract for the catalogue: the product form and its rules, the owner's order of
 * products and photos, the product list. Owned by the back office team (remote-admin). The API validates
 * and documents its routes with these zod schemas; the shop's pages import them as types only, and the
 * back office also parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { productCategorySchema, productFactsSchema } from './catalog';

/** The highest price the back office takes: well past any brass piece, far inside the paise columns. */
const MAX_PRODUCT_PRICE = 10_000_000;

const wholeRupees = (label: string) => {
  const message = `${label} must be a whole number of rupees above 0`;
  return z
    .number(message)
    .int(message)
    .positive(message)
    .max(MAX_PRODUCT_PRICE, `${label} can be at most ₹1,00,00,000`);
};

/** Measured to the millimetre, as the database keeps it and Shiprocket asks for it. */
const centimetres = (label: string) =>
  z
    .number(`${label} must be a number of centimetres`)
    .positive(`${label} must be more than 0 cm`)
    .max(500, `${label} can be at most 500 cm`)
    .multipleOf(0.1, `${label} is measured to the millimetre: at most one decimal`);

/** Text the owner may leave empty: an empty box is stored as nothing, never as "". */
const optionalText = (label: string, max: number, maxInWords: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} can be at most ${maxInWords} characters`)
    .nullish()
    .transform((value) => value || null);

/** The facts the owner records for a product; the size and weight are what couriers price. */
const productFactsBodySchema = z.object(
  {
    heightCm: centimetres('Height'),
    widthCm: centimetres('Width'),
    depthCm: centimetres('Depth'),
    weightKg: z
      .number('Weight must be a number of kilograms')
      .positive('Weight must be more than 0 kg')
      .max(200, 'Weight can be at most 200 kg')
      .multipleOf(0.001, 'Weight is measured to the gram: at most three decimals'),
    material: optionalText('Material', 100, '100'),
    finish: optionalText('Finish', 100, '100'),
    care: optionalText('Care instructions', 2000, '2,000'),
    hsnCode: z
      .string('HSN code must be 4 to 8 digits')
      .trim()
      .regex(/^(\d{4,8})?$/, 'HSN code must be 4 to 8 digits')
      .nullish()
      .transform((value) => value || null),
  },
  'Facts must give the height, width, depth and weight',
);

/**
 * POST /api/admin/products and PUT /api/admin/products/:id: the whole product, as the owner's form
 * has it. The product's id is made from the name when it is created and never changes after.
 */
export const productBodySchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(1, 'Name is required')
      .max(200, 'Name can be at most 200 characters'),
    description: z
      .string('Description is required')
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description can be at most 5,000 characters'),
    price: wholeRupees('Price'),
    /** The higher price shown struck through beside the price; null for none. */
    compareAtPrice: wholeRupees('Compare-at price').nullish().default(null),
    category: productCategorySchema,
    isNewArrival: z.boolean('New arrival is true or false').default(false),
    isPopular: z.boolean('Popular is true or false').default(false),
    stock: z
      .number('Stock must be a whole number of pieces')
      .int('Stock must be a whole number of pieces')
      .min(0, 'Stock cannot be negative')
      .max(100_000, 'Stock can be at most 1,00,000 pieces')
      .default(0),
    facts: productFactsBodySchema,
  })
  .refine((product) => product.compareAtPrice === null || product.compareAtPrice > product.price, {
    path: ['compareAtPrice'],
    message: 'Compare-at price must be higher than the price, or left empty',
    // Two prices can only be compared once each is a price.
    when: ({ issues }) => !issues.some(({ path }) => path?.[0] === 'price' || path?.[0] === 'compareAtPrice'),
  });
export type ProductBody = z.infer<typeof productBodySchema>;

/**
 * PUT /api/admin/products/:id: the whole product, and the stock its form was filled with. The stock
 * changes only when the two differ, and only while the stock still holds `loadedStock` pieces: an
 * order that took pieces meanwhile is never written over.
 */
const noLoadedStock = 'Reload the product: the stock its form was filled with is missing';
export const productUpdateBodySchema = productBodySchema.safeExtend({
  loadedStock: z.number(noLoadedStock).int(noLoadedStock).min(0, noLoadedStock),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

/** A body listing things in their new order, each once. */
const newOrderSchema = (things: string, max: number, maxInWords: string) =>
  z.object({
    ids: z
      .array(z.string().min(1).max(200), `List the ${things} in their new order`)
      .min(1, `List the ${things} in their new order`)
      .max(max, `At most ${maxInWords} ${things} can be ordered at once`)
      .refine((ids) => new Set(ids).size === ids.length, `List each of the ${things} once`),
  });

/** POST /api/admin/products/reorder: these products first, in this order; the rest keep theirs after. */
export const productReorderBodySchema = newOrderSchema('products', 1000, '1,000');

const neighbourId = z.string().min(1).max(200);
/**
 * POST /api/admin/products/:id/move: the product goes just before or just after another one in the
 * owner's order (the product above or below it in the list the owner sees).
 */
export const productMoveBodySchema = z.union(
  [z.strictObject({ before: neighbourId }), z.strictObject({ after: neighbourId })],
  'Name one product to move before or after',
);
export type ProductMove = z.infer<typeof productMoveBodySchema>;

/** POST /api/admin/products/:id/images/reorder: every image of the product, the main image first. */
export const imageReorderBodySchema = newOrderSchema('images', 100, '100');

/** GET /api/admin/products: filters that combine, and a page of the result. */
export const adminProductQuerySchema = z.object({
  /** Part of a product's name, id or category. */
  q: z.string().trim().max(100).optional(),
  category: productCategorySchema.optional(),
  /** active: in the shop; archived: taken out of it. Neither: both. */
  status: z.enum(['active', 'archived'], 'Status is active or archived').optional(),
  /** low: a few pieces left; out: none. */
  stock: z.enum(['low', 'out'], 'Stock is low or out').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;

export const productImageSchema = z.object({
  id: z.string(),
  /** The 480-pixel WebP; the 240 and 960 ones and the AVIF files share its name up to the width. */
  url: z.string(),
  alt: z.string(),
  /** Of the photo as uploaded. */
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  category: z.string().nullable(),
  isNewArrival: z.boolean(),
  isPopular: z.boolean(),
  stock: z.number().int(),
  /** The main image, as the shop shows it. */
  image: z.string(),
  /** The owner's place for it in the catalogue; null: after every placed product, newest first. */
  position: z.number().int().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductListSchema = z.object({
  products: z.array(adminProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** GET /api/admin/products/:id and the answer of every change: everything the owner can edit. */
export const adminProductSchema = adminProductSummarySchema.extend({
  description: z.string(),
  facts: productFactsSchema,
  /** In the owner's order; the first is the main image. */
  images: z.array(productImageSchema),
  archivedAt: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * The back office's contract for the catalogue: the product form and its rules, the owner's order of
 * products and photos, the product list. Owned by the back office team (remote-admin). The API validates
 * and documents its routes with these schemas; the shop's pages import them as types only, and the
 * back office also parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { fieldsObject, multipleOf, requiredText, wholeNumberText } from './field-checks';
import { productCategorySchema, productFactsSchema, productOptionSchema } from './catalog';

/** The highest price the back office takes: well past any brass piece, far inside the paise columns. */
const MAX_PRODUCT_PRICE = 10_000_000;

const wholeRupees = (label: string) => {
  const message = `${label} must be a whole number of rupees above 0`;
  return v.config(
    v.pipe(
      v.number(message),
      v.safeInteger(message),
      v.gtValue(0, message),
      v.maxValue(MAX_PRODUCT_PRICE, `${label} can be at most ₹1,00,00,000`),
    ),
    { abortPipeEarly: true },
  );
};

/** Measured to the millimetre, as the database keeps it and Shiprocket asks for it. */
const centimetres = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number of centimetres`),
    v.gtValue(0, `${label} must be more than 0 cm`),
    v.maxValue(500, `${label} can be at most 500 cm`),
    multipleOf(0.1, `${label} is measured to the millimetre: at most one decimal`),
  );

/** Text the owner may leave empty: an empty box is stored as nothing, never as "". */
const optionalText = (label: string, max: number, maxInWords: string) =>
  v.pipe(
    v.nullish(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} can be at most ${maxInWords} characters`),
      ),
      null,
    ),
    v.transform((value) => value || null),
  );

/** The facts the owner records for a product; the size and weight are what couriers price. */
const productFactsBodySchema = fieldsObject(
  {
    heightCm: centimetres('Height'),
    widthCm: centimetres('Width'),
    depthCm: centimetres('Depth'),
    weightKg: v.pipe(
      v.number('Weight must be a number of kilograms'),
      v.gtValue(0, 'Weight must be more than 0 kg'),
      v.maxValue(200, 'Weight can be at most 200 kg'),
      multipleOf(0.001, 'Weight is measured to the gram: at most three decimals'),
    ),
    material: optionalText('Material', 100, '100'),
    finish: optionalText('Finish', 100, '100'),
    care: optionalText('Care instructions', 2000, '2,000'),
    hsnCode: v.pipe(
      v.nullish(
        v.pipe(
          v.string('HSN code must be 4 to 8 digits'),
          v.trim(),
          v.regex(/^(\d{4,8})?$/, 'HSN code must be 4 to 8 digits'),
        ),
        null,
      ),
      v.transform((value) => value || null),
    ),
  },
  'Facts must give the height, width, depth and weight',
);

const stockPieces = v.config(
  v.pipe(
    v.number('Stock must be a whole number of pieces'),
    v.safeInteger('Stock must be a whole number of pieces'),
    v.minValue(0, 'Stock cannot be negative'),
    v.maxValue(100_000, 'Stock can be at most 1,00,000 pieces'),
  ),
  { abortPipeEarly: true },
);

const productBodyEntries = {
  name: requiredText('Name', 200),
  description: requiredText('Description', 5000),
  price: wholeRupees('Price'),
  /** The higher price shown struck through beside the price; null for none. */
  compareAtPrice: v.nullish(wholeRupees('Compare-at price'), null),
  category: productCategorySchema,
  isNewArrival: v.optional(v.boolean('New arrival is true or false'), false),
  isPopular: v.optional(v.boolean('Popular is true or false'), false),
  stock: v.optional(stockPieces, 0),
  facts: productFactsBodySchema,
};

/** The compare-at price is above the price, or there is none. */
const compareAtPriceAbovePrice = <TProduct extends { price: number; compareAtPrice: number | null }>() =>
  v.rawCheck<TProduct>(({ dataset, addIssue }) => {
    // Two prices can only be compared once each is a price.
    const priceRefused = dataset.issues?.some(
      ({ path }) => path?.[0]?.key === 'price' || path?.[0]?.key === 'compareAtPrice',
    );
    if (priceRefused || typeof dataset.value !== 'object' || dataset.value === null) return;
    const product = dataset.value as TProduct;
    if (product.compareAtPrice === null || product.compareAtPrice > product.price) return;
    addIssue({
      message: 'Compare-at price must be higher than the price, or left empty',
      path: [
        {
          type: 'object',
          origin: 'value',
          input: product,
          key: 'compareAtPrice',
          value: product.compareAtPrice,
        },
      ],
    });
  });

const productBodyObject = fieldsObject(productBodyEntries);

/**
 * POST /api/admin/products and PUT /api/admin/products/:id: the whole product, as the owner's form
 * has it. The product's id is made from the name when it is created and never changes after.
 */
export const productBodySchema = v.pipe(
  productBodyObject,
  compareAtPriceAbovePrice<v.InferOutput<typeof productBodyObject>>(),
);
export type ProductBody = v.InferOutput<typeof productBodySchema>;

/**
 * POST /api/admin/products/drafts: a draft named and nothing more yet, made when the owner adds photos
 * to a new product's form before saving it, so that the photos belong to a product from the start.
 */
export const productDraftBodySchema = fieldsObject({ name: productBodyEntries.name });
export type ProductDraftBody = v.InferOutput<typeof productDraftBodySchema>;

/**
 * PUT /api/admin/products/:id: the whole product, and the stock its form was filled with. The stock
 * changes only when the two differ, and only while the stock still holds `loadedStock` pieces: an
 * order that took pieces meanwhile is never written over.
 */
const noLoadedStock = 'Reload the product: the stock its form was filled with is missing';
const productUpdateBodyObject = fieldsObject({
  ...productBodyEntries,
  loadedStock: v.config(
    v.pipe(v.number(noLoadedStock), v.safeInteger(noLoadedStock), v.minValue(0, noLoadedStock)),
    { abortPipeEarly: true },
  ),
});
export const productUpdateBodySchema = v.pipe(
  productUpdateBodyObject,
  compareAtPriceAbovePrice<v.InferOutput<typeof productUpdateBodyObject>>(),
);
export type ProductUpdateBody = v.InferOutput<typeof productUpdateBodySchema>;

const variantBodyObject = fieldsObject({
  /** The variant's value of each option, such as { Size: '9 inch' }. */
  values: v.record(v.string(), v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
  sku: v.pipe(
    v.nullish(
      v.pipe(
        v.string('SKU must be text'),
        v.trim(),
        v.regex(/^([A-Za-z0-9][A-Za-z0-9._-]{0,39})?$/, 'SKU is up to 40 letters, digits, dots and dashes'),
      ),
      null,
    ),
    v.transform((value) => value || null),
  ),
  price: wholeRupees('Price'),
  compareAtPrice: v.nullish(wholeRupees('Compare-at price'), null),
  weightKg: productFactsBodySchema.entries.weightKg,
  stock: stockPieces,
  /** The stock the form was filled with; absent for a variant the form adds. */
  loadedStock: v.optional(stockPieces),
});

/**
 * PUT /api/admin/products/:id/variants: the sizes or finishes the product comes in and every variant
 * it is sold as. A variant is known by its values: one the body leaves out is archived, one it names
 * again comes back. No options and no variants: the product is sold as it is again.
 */
export const productVariantsBodySchema = fieldsObject({
  options: v.pipe(
    v.array(productOptionSchema, 'Options must be a list'),
    v.maxLength(3, 'A product can have at most 3 options'),
  ),
  variants: v.pipe(
    v.array(
      v.pipe(variantBodyObject, compareAtPriceAbovePrice<v.InferOutput<typeof variantBodyObject>>()),
      'Variants must be a list',
    ),
    v.maxLength(50, 'A product can have at most 50 variants'),
  ),
});
export type ProductVariantsBody = v.InferOutput<typeof productVariantsBodySchema>;

/** A body listing things in their new order, each once. */
const newOrderSchema = (things: string, max: number, maxInWords: string) =>
  fieldsObject({
    ids: v.pipe(
      v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(200)), `List the ${things} in their new order`),
      v.minLength(1, `List the ${things} in their new order`),
      v.maxLength(max, `At most ${maxInWords} ${things} can be ordered at once`),
      v.check((ids) => new Set(ids).size === ids.length, `List each of the ${things} once`),
    ),
  });

/** POST /api/admin/products/reorder: these products first, in this order; the rest keep theirs after. */
export const productReorderBodySchema = newOrderSchema('products', 1000, '1,000');

const neighbourId = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
/**
 * POST /api/admin/products/:id/move: the product goes just before or just after another one in the
 * owner's order (the product above or below it in the list the owner sees).
 */
export const productMoveBodySchema = v.union(
  [v.strictObject({ before: neighbourId }), v.strictObject({ after: neighbourId })],
  'Name one product to move before or after',
);
export type ProductMove = v.InferOutput<typeof productMoveBodySchema>;

/** POST /api/admin/products/:id/images/reorder: every image of the product, the main image first. */
export const imageReorderBodySchema = newOrderSchema('images', 100, '100');

/** GET /api/admin/products: filters that combine, and a page of the result. */
export const adminProductQuerySchema = v.object({
  /** Part of a product's name, id or category. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  category: v.optional(productCategorySchema),
  /** active: in the shop; draft: not published yet; archived: taken out of it. None: all of them. */
  status: v.optional(v.picklist(['active', 'draft', 'archived'], 'Status is active, draft or archived')),
  /** low: a few pieces left; out: none. */
  stock: v.optional(v.picklist(['low', 'out'], 'Stock is low or out')),
  page: v.optional(wholeNumberText(1, 100_000), 1),
});
export type AdminProductQuery = v.InferInput<typeof adminProductQuerySchema>;

export const productImageSchema = v.object({
  id: v.string(),
  /** The 480-pixel WebP; the 240 and 960 ones and the AVIF files share its name up to the width. */
  url: v.string(),
  alt: v.string(),
  /** Of the photo as uploaded. */
  width: v.pipe(v.number(), v.safeInteger()),
  height: v.pipe(v.number(), v.safeInteger()),
});
export type ProductImage = v.InferOutput<typeof productImageSchema>;

export const adminProductSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  price: v.number(),
  compareAtPrice: v.nullable(v.number()),
  category: v.nullable(v.string()),
  isNewArrival: v.boolean(),
  isPopular: v.boolean(),
  stock: v.pipe(v.number(), v.safeInteger()),
  /** The main image, as the shop shows it. */
  image: v.string(),
  /** The owner's place for it in the catalogue; null: after every placed product, newest first. */
  position: v.nullable(v.pipe(v.number(), v.safeInteger())),
  archived: v.boolean(),
  /** Not published yet (or taken back): no shopper sees it. */
  draft: v.boolean(),
  createdAt: v.string(),
});
export type AdminProductSummary = v.InferOutput<typeof adminProductSummarySchema>;

export const adminProductListSchema = v.object({
  products: v.array(adminProductSummarySchema),
  total: v.pipe(v.number(), v.safeInteger()),
  page: v.pipe(v.number(), v.safeInteger()),
  pageSize: v.pipe(v.number(), v.safeInteger()),
});
export type AdminProductList = v.InferOutput<typeof adminProductListSchema>;

/** One size or finish of a product as the back office edits it; `archived`: no longer sold. */
export const adminVariantSchema = v.object({
  id: v.string(),
  /** The product page's address names the variant by it: `?variant=<key>`. */
  key: v.string(),
  name: v.string(),
  sku: v.nullable(v.string()),
  values: v.record(v.string(), v.string()),
  price: v.number(),
  compareAtPrice: v.nullable(v.number()),
  stock: v.pipe(v.number(), v.safeInteger()),
  weightKg: v.number(),
  image: v.string(),
  archived: v.boolean(),
});
export type AdminVariant = v.InferOutput<typeof adminVariantSchema>;

/** GET /api/admin/products/:id and the answer of every change: everything the owner can edit. */
export const adminProductSchema = v.object({
  ...adminProductSummarySchema.entries,
  description: v.string(),
  facts: productFactsSchema,
  /** In the owner's order; the first is the main image. */
  images: v.array(productImageSchema),
  archivedAt: v.nullable(v.string()),
  /** When it was published; null for a draft. */
  publishedAt: v.nullable(v.string()),
  /** The sizes or finishes the product comes in; null: sold as it is. */
  options: v.nullable(v.array(productOptionSchema)),
  /** Its variants, archived ones too, in the order of the options' values. */
  variants: v.array(adminVariantSchema),
});
export type AdminProduct = v.InferOutput<typeof adminProductSchema>;

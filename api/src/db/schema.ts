/**
 * The whole database in one place, so drizzle-kit can generate the SQL migrations from it
 * (`pnpm --filter @brass/api db:generate`). Every module's repository queries these tables; the tables
 * of orders, payments and shipping are designed now so that those modules need no restructuring.
 *
 * Money: catalogue prices are whole rupees (integer); order amounts are numeric(12,2) rupees because
 * courier rates come with paise; Razorpay amounts are integer paise, as Razorpay counts.
 */
import type { Country, DeliveryAddress } from '@brass/shared/contracts/accounts';
import type { Refund } from '@brass/shared/contracts/admin-orders';
import type { ProductOption } from '@brass/shared/contracts/catalog';
import type { CartLine, CourierOption } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';
import type { ReturnReason, ReturnStatus } from '@brass/shared/contracts/returns';
import type { ReviewState } from '@brass/shared/contracts/reviews';
import { sql } from 'drizzle-orm';
import type { CreditNote } from '../modules/invoices/credit-note.js';
import type { DocumentSeriesName } from '../modules/invoices/document-series.js';
import type { Invoice } from '../modules/invoices/invoice.js';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const rupees = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();
const centimetres = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' }).notNull();
/** Read only by PostgreSQL's full-text operators; the API never selects it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: a Buffer either way. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const products = pgTable(
  'products',
  {
    /** A readable slug such as `ganesha-lost-wax-seated`; also the stem of the product's image files. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Whole rupees; 64-bit so that no sum of prices can overflow on the way to paise. */
    price: bigint('price', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    mainCategory: text('main_category'),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    /** Hand-picked favourites that fill the Most Popular list until sales speak for themselves. */
    isPopular: boolean('is_popular').notNull().default(false),
    /** Parcel facts Shiprocket needs to quote a courier rate. */
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: centimetres('length_cm'),
    breadthCm: centimetres('breadth_cm'),
    heightCm: centimetres('height_cm'),
    /** Pieces in stock; an order takes its pieces when it is paid (online) or placed (cash on delivery). */
    stock: integer('stock').notNull().default(0),
    /** No piece left: the shop lists such products after those a shopper can buy, in every order. */
    soldOut: boolean('sold_out')
      .notNull()
      .generatedAlwaysAs(sql`stock = 0`),
    /** The price struck through beside the price, in whole rupees; null when there is none. */
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    material: text('material'),
    finish: text('finish'),
    careInstructions: text('care_instructions'),
    /** The HSN code the tax invoice names (8306 idols and bells, 9405 lamps, 7418 household brassware). */
    hsnCode: text('hsn_code'),
    /** Set: gone from the shop, while past orders still name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner put the product in the shop; null: a draft, shown to no shopper until published
     * (src/db/sellable.ts). A variant carries its product's, so one rule judges every row.
     */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * A product sold in sizes or finishes names them here, each with its values in the order the page
     * offers them; such a product is bought only as one of its variants. Null: sold as it is.
     */
    options: jsonb('options').$type<ProductOption[]>(),
    /**
     * Set on a variant: the product it is a size or finish of. A variant is a row of its own, with its
     * own price, stock, photos, weight and SKU, so every path that prices, holds, takes or puts back
     * stock treats it as any product; the lists show only its product. Its id is
     * `<product id>--<variant key>` and its name the product's with the chosen values.
     */
    variantOf: text('variant_of').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    /** A variant's value of each of its product's options, such as { Size: '9 inch' }. */
    optionValues: jsonb('option_values').$type<Record<string, string>>(),
    /** The stock-keeping unit the owner's shelves and the product feed know the piece by. */
    sku: text('sku').unique('products_sku_unique'),
    /** The owner's own order of the catalogue; null sorts after every placed product. */
    position: integer('position'),
    createdAt: createdAt(),
    /**
     * When the product's page last changed for a search engine: set by a trigger (migration
     * 0026_product_updated_at.sql) when a column the page shows changes, or its stock reaches or leaves
     * 0. The sitemap's `lastmod`; never written by the API itself.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * What the shop's search matches, stemmed in English so that plurals meet: the name weighs most,
     * then the category, then material, finish and the sizes and finishes it comes in, then the
     * description.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('english', coalesce(main_category, '')), 'B')
        || setweight(to_tsvector('english', coalesce(material, '') || ' ' || coalesce(finish, '')
          || ' ' || coalesce(jsonb_path_query_array(options, '$[*].values[*]')::text, '')), 'C')
        || setweight(to_tsvector('english', description), 'D')`,
    ),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    // A draft may still lack its weight (0 until the owner gives one); publishing asks for it.
    check('products_weight_positive', sql`${t.weightGrams} > 0 or ${t.publishedAt} is null`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check(
      'products_compare_at_price_not_below_price',
      sql`${t.compareAtPrice} is null or ${t.compareAtPrice} >= ${t.price}`,
    ),
    // One index per listing order of the shop, sold out last, ending in the id as the tie-breaker, so
    // that a page of the shop is an index range scan. NULLS FIRST matches a plain `ORDER BY created_at
    // DESC`. Price high to low has its own: read backwards, the ascending one would list sold out first.
    index('products_shop_created_idx').on(t.soldOut, t.createdAt.desc().nullsFirst(), t.id),
    index('products_shop_price_idx').on(t.soldOut, t.price, t.id),
    index('products_shop_price_desc_idx').on(
      t.soldOut,
      t.price.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_shop_position_idx').on(
      t.soldOut,
      t.position.asc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('products_category_created_idx').on(
      t.mainCategory,
      t.soldOut,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('products_category_price_idx').on(t.mainCategory, t.soldOut, t.price, t.id),
    index('products_popular_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPopular}`),
    // Trigram index: `name ILIKE '%term%'` stays an index scan at 100,000 products.
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The back office lists the catalogue in the owner's order, then newest first.
    index('products_position_idx').on(t.position.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_variant_of_idx').on(t.variantOf),
  ],
);

/**
 * The shop's own words: each term belongs to one group named by its canonical word (ganpati, vinayaka
 * and ganesha are all 'ganesha'), and a search for any term of a group matches all of them.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  canonical: text('canonical').notNull(),
});

/**
 * Every word of the products' names, categories, materials and finishes, and every synonym, kept by a
 * trigger on products: a misspelt search word is matched to its nearest word here by trigrams.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The photos of a product, in the owner's order; the first is the product's main image, copied into
 * `products.image` because the shop reads that column.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The image store keeps `<stem>-<width>.webp` and `.avif`, 240, 480 and 960 pixels square. */
    stem: text('stem').notNull().unique('product_images_stem_unique'),
    alt: text('alt').notNull(),
    /** Of the photo as uploaded, upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Whether the image store has the photo's share JPEG (`<stem>-1200.jpg`): photos uploaded before
     * uploads made one have none until `images:share` renders it.
     */
    shareImage: boolean('share_image').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** Markdown, as the shop renders it: headings, bold, italic, lists, quotes, links (a product's as its card). */
    description: text('description').notNull(),
    image: text('image'),
    /**
     * Set when the image was uploaded in the back office: the image store keeps its files as
     * `<stem>-480` and `-960` (.webp and .avif), deleted once the post names another image or none.
     * Null for a seeded or typed path, whose files are not the post's to delete.
     */
    imageStem: text('image_stem'),
    createdAt: createdAt(),
    /** Null: a draft only the back office sees. Posts written before drafts existed were published. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** The shop's policy pages (terms, FAQ, shipping, returns and refunds, privacy), written by the owner. */
export const policyPages = pgTable('policy_pages', {
  /** The page's address under /policies/. */
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Markdown, as for posts: paragraphs separated by blank lines, "## " starting a heading. */
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased so that uniqueness ignores case. */
    email: text('email').notNull().unique('users_email_unique'),
    /** Null for accounts made through Google sign-in only. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique('users_google_sub_unique'),
    /**
     * When the shopper proved they own the email: a confirmation link followed, or an account created
     * by Google with `email_verified`. Null: another sign-in method must never be linked to it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Access tokens issued before this time are refused (logout everywhere, password change, takeover). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true, mode: 'date' }),
    /** shopper, staff or owner: staff and the owner open the back office. */
    role: text('role').notNull().default('shopper'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('shopper', 'staff', 'owner')`),
  ],
);

/**
 * Delivery addresses a shopper keeps for their next checkouts (a few each, see MAX_SAVED_ADDRESSES), in
 * the checkout form's fields, with their country (India for the rows kept before the shop shipped abroad).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    /** The state (India, United States) or the county (United Kingdom, may be empty). */
    region: text('region').notNull(),
    /** The pincode, ZIP code or postcode, by the country. */
    zip: text('zip').notNull(),
    /** Addresses kept before the shop shipped abroad are all in India. */
    country: text('country').$type<Country>().notNull().default('India'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_addresses_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A piece a signed-in shopper saved for later (the wishlist), kept with the account so that it follows
 * the shopper across devices. Archived products stay saved and are left out of the list until restored.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pk', columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** An address the owner asked to join the staff; claimed once an account proves it owns the address. */
export const staffInvitations = pgTable('staff_invitations', {
  /** Lower-cased, as users' emails are. */
  email: text('email').primaryKey(),
  invitedBy: text('invited_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** Who changed what in the back office, and when; rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** Null: the shop itself, such as an invitation claimed on confirming an email. */
    actorId: text('actor_id').references(() => users.id),
    /** What was done, as `<thing>.<verb>`: `staff.invited`, `staff.added`, `staff.removed`. */
    action: text('action').notNull(),
    /** What it was done to, in words a person reads: an email, an order number, a product id. */
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id)],
);

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message'),
  createdAt: createdAt(),
  /** When someone of the shop first opened it in the inbox. */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  /** When the shop marked it answered. */
  repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
});

/** What the server quoted for a delivery, so that create-order charges that rate, never the browser's. */
export const shippingQuotes = pgTable(
  'shipping_quotes',
  {
    id: text('id').primaryKey(),
    /** The pincode, ZIP code or postcode of `deliveryCountry`. */
    deliveryPincode: text('delivery_pincode').notNull(),
    /** Abroad, the couriers are Shiprocket's international ones (or the international default rates). */
    deliveryCountry: text('delivery_country').$type<Country>().notNull().default('India'),
    items: jsonb('items').$type<CartLine[]>().notNull(),
    couriers: jsonb('couriers').$type<CourierOption[]>().notNull(),
    /** True when the couriers are the shop's default courier rates, not Shiprocket's. */
    fallback: boolean('fallback').notNull(),
    /**
     * True when Shiprocket answered that no courier serves the pincode (the default rates are then only
     * shown): no order is taken for it. False when it quoted, or gave no answer at all.
     */
    noCourierServiceable: boolean('no_courier_serviceable').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('shipping_quotes_expires_idx').on(t.expiresAt)],
);

/** A cart line as create-order priced it from the catalogue: the order is made from these, never from the browser's. */
export interface PricedCartLine extends CartLine {
  productName: string;
  /** Unit price in rupees. */
  price: number;
  /** Rupees of the coupon's discount this line carries, for the whole line; absent: none. */
  discount?: number;
}

/** A Razorpay order the server created, holding the cart and courier it priced, until it is paid. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    razorpayOrderId: text('razorpay_order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /**
     * What the amount holds for delivery: the courier's rate, or 0 when the goods reached the shop's
     * free-delivery threshold. Kept because that threshold may change before the order is made.
     */
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull(),
    cart: jsonb('cart').$type<PricedCartLine[]>().notNull(),
    quoteId: text('quote_id').notNull(),
    courier: jsonb('courier').$type<CourierOption>().notNull(),
    /** The coupon the amount was priced with, whose use the order counts; null: none. */
    couponId: text('coupon_id').references(() => coupons.id),
    /** Its code as the shopper applied it then, which the order keeps. */
    couponCode: text('coupon_code'),
    /** Kept so that the webhook can make the order of a shopper who paid and never came back. */
    shippingAddress: jsonb('shipping_address').$type<DeliveryAddress>().notNull(),
    /** The shopper's gift option, which the order keeps as `orders` does. */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    /** A business buying, which the order keeps as `orders` does; null: none. */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payment_orders_business_buyer_whole',
      sql`(${t.buyerGstin} is null) = (${t.buyerBusinessName} is null)`,
    ),
    index('payment_orders_user_idx').on(t.userId),
  ],
);

/**
 * The numbers shoppers read and say (`BA-10042`): a sequence hands each new order the next one, so two
 * orders made at the same moment never share a number. Gaps (a rolled-back order) are harmless.
 */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    /** Internal: the shop's pages and the shopper's links name an order by its number. */
    id: text('id').primaryKey(),
    /** Shown as `BA-<number>`; see orderNumbers. */
    number: integer('number')
      .notNull()
      .unique('orders_number_unique')
      .default(sql`nextval('order_numbers')`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * Unique: an order is created once per payment, whether the browser or the webhook comes first.
     * Null, with the Razorpay order, for an order paid on delivery.
     */
    razorpayPaymentId: text('razorpay_payment_id').unique('orders_razorpay_payment_id_unique'),
    razorpayOrderId: text('razorpay_order_id'),
    status: text('status').notNull().default('preparing'),
    /** online (Razorpay) or cod (cash on delivery). */
    paymentMethod: text('payment_method').notNull().default('online'),
    subtotal: rupees('subtotal'),
    /** What the coupon took off the subtotal, before tax; 0 without one. */
    discount: rupees('discount').default(0),
    /** The coupon code as the order was priced with it; null: none. */
    couponCode: text('coupon_code'),
    shippingCharge: rupees('shipping_charge'),
    tax: rupees('tax'),
    /** What the shop charges for collecting cash on delivery; 0 for an order paid online. */
    codFee: rupees('cod_fee').default(0),
    totalAmount: rupees('total_amount'),
    shippingAddress: jsonb('shipping_address').$type<Order['shippingAddress']>().notNull(),
    /** A gift: its packing slip prints no prices, and `gift_message` (null: none) for the recipient. */
    isGift: boolean('is_gift').notNull().default(false),
    giftMessage: text('gift_message'),
    /**
     * A business buying: its GSTIN (of the delivery's state) and registered name, printed on the invoice
     * so that it can claim the tax as input credit; null: a shopper buying for themselves.
     */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The courier the order was priced with, which its shipment is booked with. */
    courier: jsonb('courier').$type<CourierOption>(),
    /** The day, in India, the courier's days at order time bring it; null when the courier gave none. */
    deliversBy: date('delivers_by', { mode: 'string' }),
    shiprocketOrderId: text('shiprocket_order_id'),
    /** The AWB is assigned to the shipment, so a retry after a failed assignment needs its id. */
    shiprocketShipmentId: text('shiprocket_shipment_id'),
    shiprocketAwbCode: text('shiprocket_awb_code'),
    shipmentStatus: text('shipment_status'),
    /** How often the shipment was pushed to Shiprocket; from a few failures on, the dashboard lists the order. */
    shipmentAttempts: integer('shipment_attempts').notNull().default(0),
    /** Why the last attempt failed, for the staff; null while an attempt runs and once booked. */
    shipmentError: text('shipment_error'),
    /**
     * No shipment attempt before this time: a lease while one attempt runs (so two API processes never
     * push the same order), then a back-off after a failure. Null: free to attempt now.
     */
    shipmentNextAttemptAt: timestamp('shipment_next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** When the order confirmation, with the invoice, was queued in the mail outbox; null: still to do. */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true, mode: 'date' }),
    /** How often preparing the confirmation (rendering the invoice) failed. */
    confirmationAttempts: integer('confirmation_attempts').notNull().default(0),
    /** No confirmation attempt before this time, a back-off after a failure; null: free to try now. */
    confirmationNextAttemptAt: timestamp('confirmation_next_attempt_at', {
      withTimezone: true,
      mode: 'date',
    }),
    /** Why the last attempt failed, shown to the staff with the parked confirmation. */
    confirmationError: text('confirmation_error'),
    /** Set after the last attempt failed: no pass tries again until the staff re-queue it. */
    confirmationParkedAt: timestamp('confirmation_parked_at', { withTimezone: true, mode: 'date' }),
    /** When the mail saying the parcel is on its way was queued; null: not yet. */
    shipmentMailedAt: timestamp('shipment_mailed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When staff confirmed an order paid on delivery with the shopper (by phone), which books its
     * shipment; null for one still waiting, and for an order paid online, which needs none.
     */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When staff marked the order shipped, its parcel handed to the courier; the day's pickup manifest
     * lists the orders shipped that day in India.
     */
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    /** When the order was learned delivered (tracking or the staff); the return window counts from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_payment_method_known', sql`${t.paymentMethod} in ('online', 'cod')`),
    check(
      'orders_online_has_payment',
      sql`${t.paymentMethod} = 'cod' or (${t.razorpayPaymentId} is not null and ${t.razorpayOrderId} is not null)`,
    ),
    check('orders_cod_fee_non_negative', sql`${t.codFee} >= 0`),
    check('orders_gift_message_of_gift', sql`${t.giftMessage} is null or ${t.isGift}`),
    check('orders_business_buyer_whole', sql`(${t.buyerGstin} is null) = (${t.buyerBusinessName} is null)`),
    // The back office lists every order newest first.
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_razorpay_order_idx').on(t.razorpayOrderId),
    index('orders_awb_idx').on(t.shiprocketAwbCode),
    index('orders_shipped_at_idx').on(t.shippedAt),
    // The retry job's scan: only orders still waiting for an AWB are in this index.
    index('orders_pending_shipment_idx')
      .on(t.createdAt)
      .where(sql`${t.shiprocketAwbCode} is null`),
    // The mail pass's scans: only orders whose mail is still to be queued are in these indexes.
    index('orders_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmationMailedAt} is null`),
    index('orders_shipped_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'shipped' and ${t.shipmentMailedAt} is null`),
  ],
);

/**
 * Each order's invoice once issued: its number in its series, and what it prints, worked out when it
 * was issued and never again, so that a later change of the seller, a product or the order leaves it
 * as it was; the PDF is rendered from it once and kept.
 */
export const issuedInvoices = pgTable('issued_invoices', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id),
  /**
   * `INV/26-27/00001` (a tax invoice) or `BOS/26-27/00001` (a bill of supply); an invoice issued before
   * the series began keeps the number it was issued with, `INV-BA-10042`.
   */
  number: text('number').notNull().unique('issued_invoices_number_unique'),
  seller: jsonb('seller')
    // lutNumber: the letter of undertaking exports were zero-rated under when the invoice was issued.
    .$type<{
      name: string;
      address: string | null;
      gstin: string | null;
      taxRatePercent: number;
      lutNumber?: string | null;
    }>()
    .notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Null only for an invoice issued before documents were kept, until it is first read. */
  document: jsonb('document').$type<Invoice>(),
  pdf: bytea('pdf'),
});

/**
 * The last number given in each series of the shop's documents in each financial year (April to
 * March, India time). A number is taken in the transaction that issues its document, under this row's
 * lock, so a series has no gaps: a document not issued gives its number back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').$type<DocumentSeriesName>().notNull(),
    /** `26-27` for April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * A credit note against an order's issued invoice: for a refund once Razorpay has made it, or for the
 * whole of what an order paid on delivery owed when it is cancelled (`refund_id` null, one per order).
 * Like an invoice, what it prints is worked out when it is issued and never again.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    /** `CN/26-27/00001`. */
    number: text('number').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => issuedInvoices.orderId),
    refundId: text('refund_id')
      .unique('credit_notes_refund_id_unique')
      .references(() => refunds.id),
    amount: rupees('amount'),
    reason: text('reason').notNull(),
    document: jsonb('document').$type<CreditNote>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its mail to the shopper was queued; null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    pdf: bytea('pdf'),
  },
  (t) => [
    check('credit_notes_amount_positive', sql`${t.amount} > 0`),
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_one_cancellation')
      .on(t.orderId)
      .where(sql`${t.refundId} is null`),
    index('credit_notes_unmailed_idx')
      .on(t.issuedAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * Money given back on an order through Razorpay. Written as pending before Razorpay is asked, so that
 * refunds at once never add up to more than was paid; its id is the receipt Razorpay keeps with it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    amount: rupees('amount'),
    reason: text('reason').notNull(),
    status: text('status').$type<Refund['status']>().notNull(),
    razorpayRefundId: text('razorpay_refund_id').unique('refunds_razorpay_refund_id_unique'),
    /** Who gave the money back. */
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** When the mail telling the shopper the money is back was queued; null until then. */
    shopperToldAt: timestamp('shopper_told_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_untold_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processed' and ${t.shopperToldAt} is null`),
    check('refunds_status_known', sql`${t.status} in ('pending', 'processed', 'failed')`),
    index('refunds_order_idx').on(t.orderId),
  ],
);

/** One line per product of an order; name and price are copied so the order outlives catalogue edits. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price in rupees at the time of the order. */
    price: rupees('price'),
    /** Rupees of the order's coupon discount this line carries, for the whole line. */
    discount: rupees('discount').default(0),
    /**
     * Pieces the stock lacked when the order was made, under the stock holds of before: a payment that
     * arrived after its hold had put them back. Kept so that cancelling such an order puts back only
     * what it took; an order now takes all of its pieces or is not made, so new lines keep 0.
     */
    stockShortfall: integer('stock_shortfall').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_items_pk', columns: [t.orderId, t.productId] }),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_stock_shortfall_in_range', sql`${t.stockShortfall} between 0 and ${t.quantity}`),
    // Most Popular sums quantities per product.
    index('order_items_product_idx').on(t.productId, t.quantity),
  ],
);

/**
 * A coupon code the owner or staff created. Codes are kept in upper case and compared so, which makes
 * them case-insensitive and unique. `uses` counts the orders it made, raised in each order's
 * transaction under the row's lock, so that two orders at once never pass `total_limit`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique('coupons_code_unique'),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1 to 90) for a percent code, whole rupees for a fixed one. */
    value: integer('value').notNull(),
    /** Whole rupees the goods it applies to must reach. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    totalLimit: integer('total_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    /** The products' main categories it applies to; empty: every line. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_in_range', sql`${t.value} >= 1 and (${t.kind} = 'fixed' or ${t.value} <= 90)`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_within_limit', sql`${t.totalLimit} is null or ${t.uses} <= ${t.totalLimit}`),
  ],
);

/** Each order a coupon made, once per order, for the per-shopper limit and the back office's counts. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/** A line of a return: which of the order's products, how many pieces, at the order's unit price. */
export interface ReturnLine {
  productId: string;
  productName: string;
  quantity: number;
  /** Unit price in rupees, as the order line has it. */
  price: number;
}

/**
 * A shopper's request to send back pieces of a delivered order, and what became of it: refused, or
 * approved with a reverse pickup booked in Shiprocket, received, and refunded.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** What the shop gives back once the pieces are received: the lines with their share of the tax. */
    amount: rupees('amount'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    details: text('details').notNull().default(''),
    /** Stems of the shopper's photos in the image store. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The staff's word to the shopper on approving or refusing. */
    staffNote: text('staff_note'),
    shiprocketOrderId: text('shiprocket_order_id'),
    shiprocketShipmentId: text('shiprocket_shipment_id'),
    /** The Razorpay refund of an order paid online. */
    refundId: text('refund_id').references(() => refunds.id),
    /** The bank or UPI reference of money sent back by hand for an order paid on delivery. */
    manualRefundReference: text('manual_refund_reference'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'order_returns_status_known',
      sql`${t.status} in ('requested', 'refused', 'approved', 'pickup_booked', 'received', 'refunded')`,
    ),
    check('order_returns_amount_non_negative', sql`${t.amount} >= 0`),
    index('order_returns_order_idx').on(t.orderId),
    // The back office lists requests newest first, by status.
    index('order_returns_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** A product and how many of its pieces an order takes. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * A payment refunded in full because the stock no longer had a line of its cart when the payment
 * arrived, or its coupon code no longer held (another order reached the code's limits meanwhile): no
 * order is made of it. One row per payment, written before Razorpay is asked, so that no
 * replay, webhook or reconciliation refunds it twice or makes its order later; the payment id is the
 * refund's receipt at Razorpay.
 */
export const soldOutRefunds = pgTable(
  'sold_out_refunds',
  {
    razorpayPaymentId: text('razorpay_payment_id').primaryKey(),
    razorpayOrderId: text('razorpay_order_id')
      .notNull()
      .references(() => paymentOrders.razorpayOrderId),
    /** The line the stock could not fill, by the name the shopper knows it; null for a code refused. */
    productName: text('product_name'),
    /**
     * The coupon code the order could no longer use (its limits were reached while the shopper paid),
     * with the reason as the shopper reads it; null for pieces sold.
     */
    couponCode: text('coupon_code'),
    couponRefusal: text('coupon_refusal'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'processed'>().notNull().default('pending'),
    razorpayRefundId: text('razorpay_refund_id'),
    /** No one else asks Razorpay before this time: a lease while one attempt runs. Null: free. */
    attemptUntil: timestamp('attempt_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('sold_out_refunds_status_known', sql`${t.status} in ('pending', 'processed')`),
    // Refused for one reason: a line sold, or a code that no longer held.
    check(
      'sold_out_refunds_one_reason',
      sql`(${t.productName} is null) = (${t.couponCode} is not null) and (${t.couponCode} is null) = (${t.couponRefusal} is null)`,
    ),
  ],
);

/** Razorpay webhook deliveries already handled; Razorpay retries, so each event is applied once. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Links sent to confirm an email address; only a hash of the secret in the link is stored. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: following it confirms this address only. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * Asks for a password reset link, written as they come, the same for any address: the answer tells
 * nobody whether the address has an account. The mail pass answers each (users/password-reset.ts).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: text('id').primaryKey(),
    /** Lower-cased, as users' emails are; any address, with or without an account. */
    email: text('email').notNull(),
    /** When a mail pass took it; null: still to answer. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    /** When a mail answered it: counts towards the few mails an address gets an hour. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
    index('password_reset_requests_email_idx').on(t.email, t.mailedAt),
  ],
);

/** Links that set a new password: single use, short-lived; only a hash of the secret is stored. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_links_user_idx').on(t.userId)],
);

/** A file of a queued mail; its bytes in base64, as JSON holds them. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Mail to send, written in the same transaction as what caused it and sent with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** What the mail is for (`MailKind`); mail queued before kinds were kept is 'unknown'. */
    kind: text('kind').notNull().default('unknown'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with it, such as an order's invoice; kept here so the mail is whole when it is queued. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** A lease while one process sends it, then a back-off after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** Set after the last attempt failed: never tried again until the staff re-queue it. */
    parkedAt: timestamp('parked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // The retention pass deletes sent mail (and its invoices) by age.
    index('mail_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);

/**
 * Long-lived sign-in: each refresh token is used once and replaced by the next of its family; using a
 * spent one again revokes the family. Only a hash of the token is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Request counters of the rate limits, shared by every API process on the same database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** Failed sign-ins per key (an email with an address, or an address alone), for the growing delays. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * What shoppers' browsers reported breaking (a piece that threw while rendering, a remote that would not
 * load, a payload a shared store refused), with the release of each app on the page, so that a team
 * sees when its release breaks pages. Kept for the shop's owner; nothing in the shop reads it back.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    path: text('path').notNull(),
    /** The app the failing piece belongs to, when the page knew it. */
    app: text('app'),
    /** App -> release id the page was composed from. */
    releases: jsonb('releases').$type<Record<string, string>>().notNull(),
    userAgent: text('user_agent'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('client_errors_kind', sql`${t.kind} in ('render', 'load', 'store')`),
    index('client_errors_received_idx').on(t.receivedAt.desc()),
  ],
);

/**
 * The client error reports received in each minute, and how many of them were not kept (past the
 * minute's share, only a sample is stored in `client_errors`).
 */
export const clientErrorTallies = pgTable('client_error_tallies', {
  minute: timestamp('minute', { withTimezone: true, mode: 'date' }).primaryKey(),
  received: integer('received').notNull(),
  notKept: integer('not_kept').notNull(),
});

/**
 * What shoppers who received a product say of it. One per shopper and product; pending until staff
 * publish it, and only published reviews are in the shop (migration 0029_review_change_feed tells the
 * product's cache tag when one is published, hidden or re-rated).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<ReviewState>().notNull().default('pending'),
    /** Kept beside the votes so that "most helpful" sorts by an index, not by counting. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The shop's answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reviews_product_user_unique').on(t.productId, t.userId),
    check('reviews_rating_in_range', sql`${t.rating} between 1 and 5`),
    check('reviews_state_known', sql`${t.state} in ('pending', 'published', 'hidden')`),
    check('reviews_helpful_count_non_negative', sql`${t.helpfulCount} >= 0`),
    // The product page's two orders of its published reviews, and the back office's list by state.
    index('reviews_product_newest_idx').on(t.productId, t.state, t.createdAt.desc(), t.id.desc()),
    index('reviews_product_helpful_idx').on(
      t.productId,
      t.state,
      t.helpfulCount.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('reviews_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A review's photos, in the order they were sent; rendered like product photos (`REVIEW_PHOTO`). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stem: text('stem').notNull().unique('review_photos_stem_unique'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** "Helpful" votes: one per signed-in shopper and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'review_helpful_votes_pk', columns: [t.reviewId, t.userId] })],
);

/**
 * "Tell me when it is back": an address waiting for a sold-out product to be on sale again, mailed once.
 * A trigger (migration restock_alert_due) stamps `restocked_at` in the very transaction that puts the
 * product back on sale, whatever did it; the mail pass then queues the mail and sets `notified_at`.
 */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users' emails are, so that one address waits once per product whatever its case. */
    email: text('email').notNull(),
    /** The signed-in shopper who asked, whose account's email it is; null for a visitor. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the product came back on sale while the alert waited: due for the mail pass. */
    restockedAt: timestamp('restocked_at', { withTimezone: true, mode: 'date' }),
    /** When its mail was queued; a notified alert is done, and the address may ask again. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('restock_alerts_email_lower_case', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('restock_alerts_waiting_unique')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    // The mail pass's batch: alerts of products back on sale, not yet mailed.
    index('restock_alerts_due_idx')
      .on(t.restockedAt)
      .where(sql`${t.restockedAt} is not null and ${t.notifiedAt} is null`),
  ],
);

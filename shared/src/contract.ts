/**
 * The API contract: one zod schema per payload and answer, used by the API to
 * validate and document its routes, and (as types only) by the apps. Field names are the API's
 * own, kept stable for the apps, including the Razorpay and Shiprocket snake_case fields the browser reads.
 */
import { z } from 'zod';
import {
  CHECKOUT_COUNTRIES,
  CLIENT_ERROR_LIMITS,
  INDIAN_STATES,
  MAX_CART_DELIVERY_FEE,
  MAX_LINE_QUANTITY,
  MAX_OPEN_COD_ORDERS,
  MAX_ORDER_TOTAL,
  MAX_TAX_RATE_PERCENT,
  PRICE_BANDS,
  PRODUCT_CATEGORIES,
  PRODUCT_COLLECTIONS,
  type PriceBandId,
} from './constants';
import { ADDRESS_MESSAGES, isIndianMobile, PINCODE_PATTERN } from './indian-address';
import { holdsWebAddress, NAME_WITH_WEB_ADDRESS_MESSAGE } from './person-name';

export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(200) });

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
   * Pieces on the shelf when the answer was made (0: out of stock). Only a guide for the page: placing
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
 * GET /api/availability: the pieces on the shelf of each product asked about, in the order asked. A
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

/**
 * GET /api/settings/pricing: what the shop charges besides the goods, as the owner set it (or the
 * shop's defaults). The cart and checkout price with it exactly as the server does.
 */
export const pricingSettingsSchema = z.object({
  /** Percent of the subtotal, such as 12; at most two decimals. */
  taxRatePercent: z.number(),
  /** Rupees; the cart page's flat delivery before a courier is chosen at checkout. */
  deliveryFee: z.number(),
  /** Rupees; goods worth at least this ship free, at the cart and at checkout. Null: never free. */
  freeDeliveryThreshold: z.number().nullable(),
  /** Whole rupees the shop charges for collecting cash on delivery, shown as its own line. */
  codFee: z.number(),
  /** Whole rupees: orders worth more (goods, delivery and tax) pay online. 0: no cash on delivery. */
  codLimit: z.number(),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const userSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type User = z.infer<typeof userSchema>;

/** Who may open the back office: the shop's staff and its owner; every other account is a shopper. */
export const staffRoleSchema = z.enum(['staff', 'owner']);
export const adminProfileSchema = userSchema.extend({ role: staffRoleSchema });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** POST /api/admin/staff: the owner adds a member of staff by their email. */
export const inviteStaffBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

/** GET /api/admin/staff: who runs the shop, and who was invited and has not joined yet. */
export const staffListSchema = z.object({
  staff: z.array(adminProfileSchema),
  /** An invitation lets its address join until `expiresAt` (7 days); the owner may withdraw it before. */
  invitations: z.array(z.object({ email: z.string(), invitedAt: z.string(), expiresAt: z.string() })),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** One line of the back office's audit log: who changed what, and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null: the shop itself did it. */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const loginBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100)
    .refine((name) => !holdsWebAddress(name), NAME_WITH_WEB_ADDRESS_MESSAGE),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const googleLoginBodySchema = z.object({ token: z.string().min(1).max(10_000) });

export const sessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  /** What the shopper must be told on signing in, e.g. that Google sign-in took over an unconfirmed account. */
  notice: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/users/register: the new account is signed in at once, as the shop's design wants. */
export const registerResponseSchema = sessionSchema.extend({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/users/confirm-email: the secret of the link mailed at registration. */
export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The answer of confirm-email and of asking for a new link. */
export const emailConfirmationAnswerSchema = z.object({ message: z.string() });
export type EmailConfirmationAnswer = z.infer<typeof emailConfirmationAnswerSchema>;

/** POST /api/users/password-reset: the address to mail a link that sets a new password. */
export const passwordResetRequestBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/users/password-reset/check: the secret of the mailed link, before a password is typed. */
export const passwordResetLinkBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** The account whose password a live link sets, so that a password manager saves the new one under it. */
export const passwordResetLinkSchema = z.object({ email: z.string() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** POST /api/users/password-reset/complete: the link's secret and the new password. */
export const passwordResetBodySchema = passwordResetLinkBodySchema.extend({
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The answer of asking for a link and of setting the new password. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** GET /api/users/me: whether a stored token still names an account. */
export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/**
 * GET /api/users/me: the signed-in account and what it may do now (staff and the owner also run the
 * back office), so the shop can offer them the way there.
 */
export const signedInAccountSchema = currentUserResponseSchema.extend({
  role: z.enum(['shopper', ...staffRoleSchema.options]),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

/** POST /api/users/refresh answers a `Session`; logout and logout-all say what ended. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const countrySchema = z.enum(CHECKOUT_COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

/** The checkout form (Delivery address). */
export const deliveryAddressSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(30),
  country: countrySchema,
  address1: z.string().trim().min(1).max(300),
  address2: z.string().trim().max(300).optional(),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().min(1).max(100),
  zip: z.string().trim().min(1).max(20),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const filledIn = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/**
 * A delivery address in India as the checkout sends it: a mobile number, a 6-digit pincode and one of
 * the states and union territories (the rules of `@brass/shared/indian-address`); the landmark helps the
 * courier find the door. The API takes orders and saved addresses in this shape only.
 */
export const indianAddressSchema = z.object({
  firstName: filledIn(100, ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, ADDRESS_MESSAGES.lastName),
  phone: z.string().trim().max(30).refine(isIndianMobile, ADDRESS_MESSAGES.phone),
  country: z.literal('India', { error: 'The shop delivers within India only' }),
  address1: filledIn(300, ADDRESS_MESSAGES.address1),
  address2: z.string().trim().max(300).optional(),
  landmark: z.string().trim().max(200).optional(),
  city: filledIn(100, ADDRESS_MESSAGES.city),
  region: z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.region }),
  zip: z.string().trim().regex(PINCODE_PATTERN, ADDRESS_MESSAGES.zip),
});
export type IndianAddress = z.infer<typeof indianAddressSchema>;

/** GET /api/pincodes/:pincode */
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(PINCODE_PATTERN, 'A pincode is 6 digits not starting with 0, such as 600042'),
});

/** Where a pincode is, from India Post's directory: what the checkout fills in for the shopper. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The district, as addresses write it (New Delhi or Delhi in the capital). */
  city: z.string(),
  state: z.enum(INDIAN_STATES),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/** POST /api/users/me/addresses: an address to keep for the next checkout (always in India). */
export const saveAddressBodySchema = indianAddressSchema.omit({ country: true });
export type SaveAddressBody = z.infer<typeof saveAddressBodySchema>;

export const savedAddressSchema = saveAddressBodySchema.extend({ id: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/users/me/addresses: the shopper's own, the newest first. */
export const savedAddressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

export const cartLineSchema = z.object({
  productId: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const courierOptionSchema = z.object({
  courier_company_id: z.number().optional(),
  courier_id: z.union([z.number(), z.string()]).optional(),
  id: z.union([z.number(), z.string()]).optional(),
  courier_name: z.string(),
  rate: z.number(),
  estimated_delivery_days: z.string(),
  etd: z.string().optional(),
  /** True when the courier collects cash on delivery at the quote's pincode. */
  cod: z.boolean().optional(),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;

export const calculateShippingBodySchema = z.object({
  pickupPincode: z.string().max(10),
  deliveryPincode: z.string().trim().min(1).max(10),
  products: z.array(cartLineSchema).min(1).max(100),
});
export type CalculateShippingBody = z.infer<typeof calculateShippingBodySchema>;

export const calculateShippingResponseSchema = z.object({
  shippingCost: z.object({
    data: z.object({ available_courier_companies: z.array(courierOptionSchema) }),
  }),
  fallback: z.boolean(),
  noCourierServiceable: z.boolean(),
  /** The server keeps what it quoted so that create-order charges that rate, never the browser's. */
  quoteId: z.string(),
});
export type CalculateShippingResponse = z.infer<typeof calculateShippingResponseSchema>;

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

export const createPaymentOrderBodySchema = z.object({
  amount: z.number().nonnegative(),
  currency: z.literal('INR'),
  receipt: z.string().max(40),
  cart: z.array(cartLineSchema).min(1).max(100),
  quoteId: z.string().min(1).max(100),
  courierId: z.union([z.number(), z.string()]),
  /**
   * Stored with the payment so that the order can be made even if the shopper never comes back after
   * paying (the Razorpay webhook does it); its zip must be the pincode the quote was made for.
   */
  address: deliveryAddressSchema,
});
export type CreatePaymentOrderBody = z.infer<typeof createPaymentOrderBodySchema>;

export const paymentOrderResponseSchema = z.object({
  success: z.boolean(),
  order: z.object({
    key_id: z.string(),
    id: z.string(),
    /** In paise, as Razorpay counts. */
    amount: z.number().int(),
    currency: z.literal('INR'),
  }),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

export const verifyPaymentBodySchema = z.object({
  paymentId: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export const verifyPaymentResponseSchema = z.object({ success: z.boolean() });

export const placeOrderBodySchema = z.object({
  cart: z
    .array(
      z.object({
        productId: z.string().min(1).max(200),
        name: z.string().max(300).optional(),
        price: z.number().optional(),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(100),
  address: deliveryAddressSchema,
  totalAmount: z.number().optional(),
  pickupPincode: z.string().max(10).optional(),
  userId: z.string().max(200).optional(),
  paymentMethod: z.literal('razorpay'),
  razorpayPaymentId: z.string().min(1).max(100),
  razorpayOrderId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderStatusSchema = z.string();

/** How the shopper pays: online through Razorpay, or cash on delivery. */
export const paymentMethodSchema = z.enum(['online', 'cod']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What shoppers read and say for an order: `BA-` and its number, such as `BA-10042`. */
export const orderNumberSchema = z.string().regex(/^BA-[1-9]\d{0,9}$/, 'Order numbers look like BA-10042');

export const orderSchema = z.object({
  /** The order number again (`BA-10042`), under the name the shop's first answers gave the order's id. */
  _id: z.string(),
  /** The order's name in the shop's pages and addresses (`/orders/BA-10042`). */
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  status: orderStatusSchema,
  /** online: paid through Razorpay; cod: to be paid in cash on delivery (`totalAmount`). */
  paymentMethod: paymentMethodSchema,
  totalAmount: z.number(),
  subtotal: z.number(),
  shippingCharge: z.number(),
  tax: z.number(),
  /** The shop's charge for cash on delivery; 0 for an order paid online. */
  codFee: z.number(),
  /** The day (`YYYY-MM-DD`, India) the courier's days at order time bring it; null when unknown. */
  deliversBy: z.string().nullable(),
  shiprocketAwbCode: z.string().optional(),
  /**
   * True for an order paid on delivery the shop has not yet confirmed with the shopper (by phone): it
   * ships once confirmed. Absent or false otherwise.
   */
  awaitingConfirmation: z.boolean().optional(),
  /**
   * True when the order was priced with the shop's default rates while Shiprocket could not quote: the
   * shop's staff choose its courier. Absent or false otherwise.
   */
  shippingToArrange: z.boolean().optional(),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    phoneNumber: z.string(),
    country: z.string().optional(),
  }),
  products: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderResponseSchema = z.object({ success: z.boolean(), order: orderSchema });

/**
 * POST /api/orders/cod: an order paid in cash on delivery, priced by the server from the quote and the
 * catalogue like a payment order; `amount` is what the page showed, compared and never charged.
 */
export const placeCodOrderBodySchema = createPaymentOrderBodySchema.pick({
  amount: true,
  cart: true,
  quoteId: true,
  courierId: true,
  address: true,
});
export type PlaceCodOrderBody = z.infer<typeof placeCodOrderBodySchema>;

/** GET /api/orders/:orderNumber: one of the shopper's own orders. */
export const orderNumberParamsSchema = z.object({ orderNumber: z.string().max(20) });

export const trackingEventSchema = z.object({
  status: z.string(),
  location: z.string(),
  timestamp: z.string(),
});
export const trackingResponseSchema = z.object({
  trackingInfo: z.object({
    status: z.string().optional(),
    tracking_data: z.array(trackingEventSchema),
  }),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().optional(),
  createdAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const contactBodySchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  phone: z.string().trim().max(30).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ message: z.string() });

/** Where a browser error arose: drawing a piece, loading a remote, or a payload a shared store refused. */
export const clientErrorKindSchema = z.enum(['render', 'load', 'store']);
export type ClientErrorKind = z.infer<typeof clientErrorKindSchema>;

/**
 * An app's name: the shell or a remote. A pattern rather than the list of today's remotes, so that a
 * remote added later can report before every other app knows its name.
 */
const appNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an app name');

/** POST /api/client-errors: what a page tells the shop's owner about a piece that broke in it. */
export const clientErrorReportSchema = z.object({
  kind: clientErrorKindSchema,
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's path, without its query: a query may carry what is not the shop's to keep. */
  path: z.string().startsWith('/').max(CLIENT_ERROR_LIMITS.path),
  /** The app the failing piece belongs to, when the page knows it. */
  app: appNameSchema.optional(),
  /** App -> id of the release the page was composed from. */
  releases: z
    .record(appNameSchema, z.string().min(1).max(CLIENT_ERROR_LIMITS.releaseId))
    .refine((releases) => Object.keys(releases).length <= CLIENT_ERROR_LIMITS.apps, {
      message: `must name at most ${CLIENT_ERROR_LIMITS.apps} apps`,
    }),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorAcceptedSchema = z.object({ accepted: z.literal(true) });

/** An order's life as the back office moves it: paid or placed, then shipped, delivered, or cancelled. */
export const adminOrderStatusSchema = z.enum(['preparing', 'shipped', 'delivered', 'cancelled']);
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

const isoDaySchema = z.iso.date('Dates are written as YYYY-MM-DD');

/** GET /api/admin/orders and its CSV export: filters that combine, and a page of the result. */
export const adminOrderQuerySchema = z.object({
  status: adminOrderStatusSchema.optional(),
  payment: paymentMethodSchema.optional(),
  /** Orders placed on or after this day, India time. */
  from: isoDaySchema.optional(),
  /** Orders placed on or before this day, India time. */
  to: isoDaySchema.optional(),
  /** An order number, or part of the shopper's email or phone number. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  status: z.string(),
  paymentMethod: paymentMethodSchema,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  city: z.string(),
  itemCount: z.number().int(),
  totalAmount: z.number(),
  refundedAmount: z.number(),
  awb: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** pending while Razorpay is asked; failed ones are kept to show what was tried. */
  status: z.enum(['pending', 'processed', 'failed']),
  razorpayRefundId: z.string().nullable(),
  createdAt: z.string(),
  by: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/admin/orders/:id: the order as the shopper sees it, and what the shop needs to run it. */
export const adminOrderDetailSchema = orderSchema.extend({
  paymentMethod: paymentMethodSchema,
  customer: z.object({ name: z.string(), email: z.string() }),
  razorpayPaymentId: z.string().nullable(),
  shipment: z.object({
    shiprocketOrderId: z.string().nullable(),
    shipmentId: z.string().nullable(),
    awb: z.string().nullable(),
    courierStatus: z.string().nullable(),
    attempts: z.number().int(),
  }),
  refunds: z.array(refundSchema),
  refundedAmount: z.number(),
  /** What may still be refunded through Razorpay; 0 for an order not paid online. */
  refundableAmount: z.number(),
  /** Whole rupees of an order staff may refund in all (every refund of it counted); more is the owner's. */
  staffRefundLimit: z.number(),
  /** The statuses the order may move to from where it is. */
  nextStatuses: z.array(adminOrderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const refundAmountSchema = z
  .number('Enter the amount to refund in rupees')
  .positive('A refund is more than ₹0')
  .multipleOf(0.01, 'A refund is in rupees and paise, at most two decimals')
  .max(10_000_000);

/**
 * POST /api/admin/orders/:id/status. Cancelling a paid order refunds it: everything not yet refunded,
 * or `refundAmount` rupees of it (0 keeps the money, for an order the shopper will collect later).
 */
export const orderStatusChangeSchema = z.object({
  status: z.enum(['shipped', 'delivered', 'cancelled'], 'Choose shipped, delivered or cancelled'),
  refundAmount: z.union([z.literal(0), refundAmountSchema]).optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/:id/refunds: part or all of what was paid, with the reason the shop gives. */
export const refundBodySchema = z.object({
  amount: refundAmountSchema,
  reason: z.string().trim().min(1, 'Say why the money goes back').max(500),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

const periodTotalsSchema = z.object({
  orders: z.number().int(),
  /** What was paid for the period's orders, less what was refunded on them. */
  revenue: z.number(),
});

/** GET /api/admin/dashboard: how the shop is doing, and what needs the owner now. */
export const adminDashboardSchema = z.object({
  today: periodTotalsSchema,
  month: periodTotalsSchema,
  awaitingShipment: z.number().int(),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int() })),
  clientErrors: z.object({
    lastDay: z.number().int(),
    recent: z.array(
      z.object({
        id: z.string(),
        kind: clientErrorKindSchema,
        message: z.string(),
        path: z.string(),
        app: z.string().nullable(),
        receivedAt: z.string(),
      }),
    ),
  }),
  /**
   * Mail given up on after its last attempt, with the reason, until the staff queue it again: an
   * order's confirmation that could not be prepared (`id` is the order number) or a mail the relay
   * refused (`id` is the outbox's).
   */
  parkedMail: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['order-confirmation', 'mail']),
      to: z.string(),
      subject: z.string(),
      reason: z.string(),
      attempts: z.number().int(),
      parkedAt: z.string(),
    }),
  ),
  /** Paid orders Shiprocket has not booked after several attempts; the shop keeps trying. */
  strandedShipments: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      attempts: z.number().int(),
      /** The last failure's; null while an attempt is under way. */
      reason: z.string().nullable(),
      nextAttemptAt: z.string().nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The shelf a product stands on. */
export const productCategorySchema = z.enum(
  PRODUCT_CATEGORIES,
  `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`,
);
export type ProductCategory = z.infer<typeof productCategorySchema>;

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
 * changes only when the two differ, and only while the shelf still holds `loadedStock` pieces: an
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

/** A blog post as the back office sees it: a draft only staff see, or published in the shop. */
export const blogStateSchema = z.enum(['draft', 'published']);
export type BlogState = z.infer<typeof blogStateSchema>;

export const adminBlogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  state: blogStateSchema,
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for a draft. */
  publishedAt: z.string().nullable(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;

/** GET /api/admin/blogs: every post, drafts included, newest first. */
export const adminBlogListSchema = z.object({
  posts: z.array(adminBlogSummarySchema),
  counts: z.object({ draft: z.number().int(), published: z.number().int() }),
});
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;

/**
 * GET /api/admin/blogs/:id and the answer of every change: the post to edit, and `preview`, the post
 * exactly as the shop's blog page would receive it (a draft dated as if published now).
 */
export const adminBlogSchema = adminBlogSummarySchema.extend({
  paragraphs: z.array(z.string()),
  preview: blogSchema,
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

/** An image the API serves: a path under /images/, such as a seeded or uploaded picture. */
const imagePathSchema = z
  .string('Image must be a path under /images/')
  .trim()
  .max(300, 'Image path can be at most 300 characters')
  .regex(
    /^\/images\/(?!.*\.\.)[\w\-./]+\.(?:webp|avif|png|jpe?g)$/,
    'Image must be a path under /images/ to a WebP, AVIF, PNG or JPEG file, such as /images/blogs/diwali-960.webp',
  );

/**
 * POST /api/admin/blogs and PUT /api/admin/blogs/:id: the post as the owner writes it. Each paragraph
 * is one line of the shop's blog page; a new post starts as a draft.
 */
export const blogPostBodySchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title can be at most 200 characters'),
  paragraphs: z
    .array(
      z
        .string('Each paragraph must be text')
        .trim()
        .min(1, 'A paragraph cannot be empty: remove it or write it')
        .max(5000, 'A paragraph can be at most 5,000 characters')
        .regex(/^[^\r\n]*$/, 'A paragraph is one line: split it into two paragraphs instead'),
      'Write the post as a list of paragraphs',
    )
    .min(1, 'Write at least one paragraph')
    .max(100, 'A post can have at most 100 paragraphs'),
  /**
   * Null or '': no image. Left out: none for a new post, while an edit (PUT) keeps the post's image,
   * which the back office uploads and removes through PUT and DELETE /api/admin/blogs/:id/image.
   */
  image: imagePathSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/** The shop's policy pages, each at /policies/<slug>, in the order the footer lists them. */
export const POLICY_PAGE_SLUGS = ['terms', 'faq', 'shipping', 'returns', 'privacy'] as const;
export const policyPageSlugSchema = z.enum(POLICY_PAGE_SLUGS);
export type PolicyPageSlug = z.infer<typeof policyPageSlugSchema>;

/**
 * GET /api/pages/:slug. `body` is plain text: paragraphs are separated by blank lines, and a line
 * starting "## " is a heading.
 */
export const policyPageSchema = z.object({
  slug: policyPageSlugSchema,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PolicyPage = z.infer<typeof policyPageSchema>;

/** GET /api/admin/pages: every policy page, and who last changed it (null: as the shop opened). */
export const adminPolicyPageSchema = policyPageSchema.extend({
  updatedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type AdminPolicyPage = z.infer<typeof adminPolicyPageSchema>;
export const adminPolicyPageListSchema = z.object({ pages: z.array(adminPolicyPageSchema) });
export type AdminPolicyPageList = z.infer<typeof adminPolicyPageListSchema>;

/** PUT /api/admin/pages/:slug: the page's new title and text. */
export const policyPageBodySchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title can be at most 200 characters'),
  body: z
    .string('Text is required')
    .trim()
    .min(1, 'Text is required')
    .max(50_000, 'Text can be at most 50,000 characters')
    // One kind of line break, whatever the browser sent.
    .transform((text) => text.replace(/\r\n?/g, '\n')),
});
export type PolicyPageBody = z.infer<typeof policyPageBodySchema>;

/** A message of the contact form in the back office's inbox: unread, read, or answered. */
export const messageStateSchema = z.enum(['unread', 'read', 'replied']);
export type MessageState = z.infer<typeof messageStateSchema>;

/** GET /api/admin/messages: one state or all of them, newest first, a page at a time. */
export const adminMessageQuerySchema = z.object({
  state: z.enum(['unread', 'read', 'replied'], 'State is unread, read or replied').optional(),
  page: z.coerce
    .number('Page must be a number from 1')
    .int('Page must be a number from 1')
    .min(1, 'Page must be a number from 1')
    .max(100_000)
    .default(1),
});
export type AdminMessageQuery = z.input<typeof adminMessageQuerySchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  state: messageStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Messages in the state asked for (all of them without one). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every state's count, whichever was asked for. */
  counts: z.object({ unread: z.number().int(), read: z.number().int(), replied: z.number().int() }),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

/** GET /api/settings/shop-contact: how shoppers reach the shop; null where the owner gave nothing. */
export const shopContactSchema = z.object({
  address: z.string().nullable(),
  /** +91 and ten digits. */
  phone: z.string().nullable(),
  /** +91 and ten digits. */
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;

/** The home page's texts the owner writes. */
export const homeTextsSchema = z.object({
  mostPopularTitle: z.string(),
  newArrivalsTitle: z.string(),
  shippingText: z.string(),
});
export type HomeTexts = z.infer<typeof homeTextsSchema>;

/**
 * GET /api/admin/settings and the answer of PUT: the home page's texts, the shop's contact details and
 * its pricing.
 */
/**
 * How much cash on delivery one shopper may have open at once (orders neither delivered nor
 * cancelled): how many orders, and how many rupees before the COD fee, the new order included.
 */
export const codCapsSchema = z.object({
  maxOpenOrders: z.number(),
  maxOpenValue: z.number(),
});
export type CodCaps = z.infer<typeof codCapsSchema>;

export const adminSettingsSchema = z.object({
  home: homeTextsSchema,
  contact: shopContactSchema,
  pricing: pricingSettingsSchema,
  cashOnDelivery: codCapsSchema,
  /** Whole rupees of an order a member of staff may refund in all; more is the owner's to give back. */
  refunds: z.object({ staffLimit: z.number() }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/** An Indian mobile number as typed (spaces and hyphens allowed), kept as +91 and its ten digits. */
const indianMobile = (label: string) => {
  const message = `${label} must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`;
  return z
    .string(message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?:\+91)?[6-9]\d{9}$/, message))
    .transform((value) => `+91${value.slice(-10)}`);
};

/**
 * A contact detail the owner may leave empty: absent, null or a blank box is stored as nothing;
 * anything else must pass `schema`.
 */
const optionalDetail = <T extends z.ZodType<unknown, string>>(label: string, schema: T) =>
  z
    .string(`${label} must be text`)
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(schema.nullable());

/** GSTIN: state code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A number as the owner's form has it, or as JSON: the form's text may carry Indian digit grouping
 * ('1,500'). A blank box is null, for `schema` to refuse or keep.
 */
const typedNumber = <T extends z.ZodType<unknown, number | null>>(label: string, schema: T) =>
  z
    .union([z.number(), z.string()], `${label} must be a number`)
    .nullish()
    .transform((value) => {
      if (typeof value !== 'string') return value ?? null;
      const digits = value.replace(/[\s,]/g, '');
      return digits === '' ? null : Number(digits);
    })
    .pipe(schema);

/** A number from `min` to `max`; text that is no number (NaN) and a blank (null) are named as such. */
const amountBetween = (label: string, min: number, max: number, outOfRange: string) =>
  z
    .number({
      error: (issue) => (issue.input === null ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, outOfRange)
    .max(max, outOfRange);

const rupeesText = (amount: number) => amount.toLocaleString('en-IN');

/** Hundredths of a percent are the finest rate (0.25 percent is a GST rate). */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** PUT /api/admin/settings: the whole of both groups, as the owner's form has them. */
export const adminSettingsBodySchema = z.object({
  home: z.object(
    {
      mostPopularTitle: requiredText('Most Popular title', 60),
      newArrivalsTitle: requiredText('New Arrivals title', 60),
      shippingText: requiredText('Shipping banner text', 200),
    },
    'Give the home page texts',
  ),
  contact: z.object(
    {
      address: optionalDetail(
        'Address',
        z
          .string()
          .max(500, 'Address can be at most 500 characters')
          .transform((text) => text.replace(/\r\n?/g, '\n')),
      ),
      phone: optionalDetail('Phone', indianMobile('Phone')),
      whatsapp: optionalDetail('WhatsApp number', indianMobile('WhatsApp number')),
      email: optionalDetail(
        'Email',
        z
          .email('Email must be a valid email address, such as care@brassaangan.in')
          .max(254, 'Email can be at most 254 characters')
          .transform((email) => email.toLowerCase()),
      ),
      gstin: optionalDetail(
        'GSTIN',
        z
          .string()
          .toUpperCase()
          .regex(GSTIN_PATTERN, 'GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5'),
      ),
    },
    'Give the contact details',
  ),
  /**
   * Absent in a save from a back office that predates the pricing group: the stored pricing then stays
   * as it is. Given, all of it is checked and saved with the other groups.
   */
  pricing: z
    .object(
      {
        taxRatePercent: typedNumber(
          'Tax rate',
          amountBetween(
            'Tax rate',
            0,
            MAX_TAX_RATE_PERCENT,
            `Tax rate must be between 0 and ${MAX_TAX_RATE_PERCENT} percent`,
          ).refine(hasTwoDecimalsAtMost, 'Tax rate can have at most two decimals, such as 0.25'),
        ),
        deliveryFee: typedNumber(
          'Delivery fee',
          amountBetween(
            'Delivery fee',
            0,
            MAX_CART_DELIVERY_FEE,
            `Delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
          ).int('Delivery fee must be in whole rupees'),
        ),
        freeDeliveryThreshold: typedNumber(
          'Free delivery threshold',
          amountBetween(
            'Free delivery threshold',
            0,
            MAX_ORDER_TOTAL,
            `Free delivery threshold must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees, or empty`,
          )
            .int('Free delivery threshold must be in whole rupees')
            .nullable(),
        ),
        // Optional: a back office that predates cash on delivery leaves them as they are.
        codFee: typedNumber(
          'Cash on delivery fee',
          amountBetween(
            'Cash on delivery fee',
            0,
            MAX_CART_DELIVERY_FEE,
            `Cash on delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
          ).int('Cash on delivery fee must be in whole rupees'),
        ).optional(),
        codLimit: typedNumber(
          'Cash on delivery limit',
          amountBetween(
            'Cash on delivery limit',
            0,
            MAX_ORDER_TOTAL,
            `Cash on delivery limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Cash on delivery limit must be in whole rupees'),
        ).optional(),
      },
      'Give the pricing',
    )
    .optional(),
  /** Absent in a save from a back office that predates the caps: they then stay as stored. */
  cashOnDelivery: z
    .object(
      {
        maxOpenOrders: typedNumber(
          'Open cash on delivery orders',
          amountBetween(
            'Open cash on delivery orders',
            1,
            MAX_OPEN_COD_ORDERS,
            `Open cash on delivery orders must be between 1 and ${MAX_OPEN_COD_ORDERS}`,
          ).int('Open cash on delivery orders must be a whole number'),
        ),
        maxOpenValue: typedNumber(
          'Open cash on delivery value',
          amountBetween(
            'Open cash on delivery value',
            1,
            MAX_ORDER_TOTAL,
            `Open cash on delivery value must be between 1 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Open cash on delivery value must be in whole rupees'),
        ),
      },
      'Give the cash on delivery caps',
    )
    .optional(),
  /** Absent in a save from a back office that predates it: the stored limit then stays. */
  refunds: z
    .object(
      {
        staffLimit: typedNumber(
          'Staff refund limit',
          amountBetween(
            'Staff refund limit',
            0,
            MAX_ORDER_TOTAL,
            `Staff refund limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Staff refund limit must be in whole rupees'),
        ),
      },
      'Give the refund limit',
    )
    .optional(),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>;
/** The body of PUT /api/admin/settings as the back office may send it: its form's text, unparsed. */
export type AdminSettingsInput = z.input<typeof adminSettingsBodySchema>;

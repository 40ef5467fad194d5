/**
 * The shop's business constants, in one place so that the remotes and the API cannot drift
 * apart. Plain values only: this module is imported by the browser and by Node.
 */

/** localStorage keys; kept identical to the original shop so existing sessions and carts survive. */
export const STORAGE_KEYS = { token: 'token', user: 'user', cart: 'cart' } as const;

export const TOAST_LIFETIME_MS = 3000;
/** Stops double toasts from double-clicks and React StrictMode's double effects. */
export const DUPLICATE_TOAST_WINDOW_MS = 500;

/**
 * Rupees; the cart page shows this flat charge before a courier is chosen at checkout. The shop's
 * default: the owner may set another in the back office.
 */
export const CART_DELIVERY_CHARGE = 120;
/** The shop's default tax rate, as a fraction; the owner may set another in the back office. */
export const DEFAULT_TAX_RATE = 0.12;
/** Percent; the highest GST slab, and so the highest tax rate the owner may set. */
export const MAX_TAX_RATE_PERCENT = 28;
/** Rupees; the highest flat delivery fee the owner may set for the cart page. */
export const MAX_CART_DELIVERY_FEE = 10_000;
/** Rupees for one unit of a currency abroad; more is a rate typed with extra zeros. */
export const MAX_EXCHANGE_RATE_RUPEES = 100_000;

export const PICKUP_PINCODE = '600001';
/** Shorter pincodes cannot be serviceable, so the shipping quote is not even asked for. */
export const PINCODE_MIN_LENGTH = 6;
export const SHIPPING_OPTIONS_SHOWN = 3;
export const CHECKOUT_COUNTRIES = ['India', 'United States', 'United Kingdom'] as const;

/**
 * India's 28 states and 8 union territories as addresses name them, in one alphabetical list: the
 * checkout's State choice, and the only states the API accepts in a delivery address.
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A signed-in shopper keeps at most this many delivery addresses. */
export const MAX_SAVED_ADDRESSES = 10;

/**
 * A wishlist keeps at most this many pieces, a visitor's in the browser as a shopper's on the server:
 * as many as one availability call may ask about, so a visitor's list is priced in one call.
 */
export const MAX_SAVED_PIECES = 100;

/** The categories of the shop: every product belongs to one, and the shop's filters list them. */
export const PRODUCT_CATEGORIES = ['idols', 'idol set', 'lamps', 'bells', 'pooja', 'decor'] as const;

/** The shop's price filter, in whole rupees; `max` is included, a band without one has no ceiling. */
export const PRICE_BANDS = [
  { id: 'under-1000', label: 'Under ₹1,000', min: 0, max: 999 },
  { id: '1000-2500', label: '₹1,000 to ₹2,500', min: 1000, max: 2500 },
  { id: '2500-5000', label: '₹2,500 to ₹5,000', min: 2501, max: 5000 },
  { id: '5000-10000', label: '₹5,000 to ₹10,000', min: 5001, max: 10000 },
  { id: 'over-10000', label: 'Over ₹10,000', min: 10001 },
] as const satisfies readonly { id: string; label: string; min: number; max?: number }[];
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/** The hand-picked lists a shopper can filter by: the new arrivals and the favourites. */
export const PRODUCT_COLLECTIONS = ['new-arrival', 'most-popular'] as const;

export const BLOG_PREVIEW_LENGTH = 120;
/** Pixels; about two product cards. */
export const CAROUSEL_SCROLL_STEP = 350;
export const NEW_ARRIVALS_FADE_MS = 200;

/** Shown when a product or order line has no image; served by the API like every /images/ path. */
export const DEFAULT_PRODUCT_IMAGE = '/images/logo.png';

/** The shop's name, as shoppers see it in titles, the header and the payment dialog. */
export const BRAND_NAME = 'Brass Aangan';

/** Characters a gift message may have; the checkout counts them down as the shopper types. */
export const GIFT_MESSAGE_MAX_LENGTH = 250;

/** The most pieces of one product on one order line: the API refuses more, the cart and stepper stop there. */
export const MAX_LINE_QUANTITY = 100;

/**
 * At this many pieces in stock or fewer, the shop tells shoppers "Only N left" and the back office
 * lists the product as low on stock.
 */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * Rupees; the largest order total the shop takes in one online payment. Payment providers cap one
 * payment per account (the shop's owner should match this to the limit on their Razorpay account),
 * and a cart past that cap is better refused at the quote than by the provider after the shopper
 * filled in the checkout. It also keeps every amount far inside the 64-bit paise columns and exact
 * in a JS number.
 */
export const MAX_ORDER_TOTAL = 500_000;

/** The most cash on delivery orders the owner may let one shopper keep open at once. */
export const MAX_OPEN_COD_ORDERS = 20;

/** A toast is a sentence or two; anything longer is a payload gone wrong, refused by the toast store. */
export const MAX_TOAST_LENGTH = 500;
/** A notice about the shopper's account may stay up to this long; the usual toast stays 3 s. */
export const MAX_TOAST_LIFETIME_MS = 60_000;

/** Bounds of a client error report, so a broken page can neither flood nor bloat the stored reports. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 4000,
  path: 1000,
  releaseId: 100,
  apps: 20,
} as const;

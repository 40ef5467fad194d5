/**
 * The checkout's contract: the cart's lines, the shop's pricing, courier quotes, the Razorpay payment
 * order, placing an order paid online or in cash on delivery. Field names are the API's own, including the
 * Razorpay and Shiprocket snake_case fields the browser reads. Owned by the checkout team
 * (remote-checkout). The API validates and documents its routes with these schemas; the shop's pages
 * import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { GIFT_MESSAGE_MAX_LENGTH, MAX_LINE_QUANTITY } from '../constants';
import { BUSINESS_BUYER_MESSAGES, isValidGstin } from '../gstin';
import { countrySchema, deliveryAddressSchema } from './accounts';
import { orderSchema } from './orders';

/**
 * Rupees for one unit of a currency abroad, as the owner set it on a day (`YYYY-MM-DD`, India). Only
 * shown beside rupee amounts as an approximation: the shop always charges in rupees.
 */
export const exchangeRateSchema = v.object({
  rupees: v.pipe(v.number(), v.gtValue(0)),
  setOn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type ExchangeRate = v.InferOutput<typeof exchangeRateSchema>;

/**
 * GET /api/settings/pricing: what the shop charges besides the goods, as the owner set it (or the
 * shop's defaults). The cart and checkout price with it exactly as the server does.
 */
export const pricingSettingsSchema = v.object({
  /** Percent of the subtotal, such as 12; at most two decimals. */
  taxRatePercent: v.number(),
  /** Rupees; the cart page's flat delivery before a courier is chosen at checkout. */
  deliveryFee: v.number(),
  /** Rupees; goods worth at least this ship free, at the cart and at checkout. Null: never free. */
  freeDeliveryThreshold: v.nullable(v.number()),
  /** Whole rupees the shop charges for collecting cash on delivery, shown as its own line. */
  codFee: v.number(),
  /** Whole rupees: orders worth more (goods, delivery and tax) pay online. 0: no cash on delivery. */
  codLimit: v.number(),
  /** What a US dollar and a pound are worth, as the owner last set them; null: not set, not shown. */
  exchangeRates: v.object({ USD: v.nullable(exchangeRateSchema), GBP: v.nullable(exchangeRateSchema) }),
  /**
   * True when the owner filed a letter of undertaking: an order shipped abroad is a zero-rated export
   * and carries no tax. False: it carries IGST at the tax rate, as a domestic order does.
   */
  exportsZeroRated: v.boolean(),
});
export type PricingSettings = v.InferOutput<typeof pricingSettingsSchema>;

export const cartLineSchema = v.object({
  productId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
});
export type CartLine = v.InferOutput<typeof cartLineSchema>;

export const courierOptionSchema = v.object({
  courier_company_id: v.optional(v.number()),
  courier_id: v.optional(v.union([v.number(), v.string()])),
  id: v.optional(v.union([v.number(), v.string()])),
  courier_name: v.string(),
  rate: v.number(),
  estimated_delivery_days: v.string(),
  etd: v.optional(v.string()),
  /** True when the courier collects cash on delivery at the quote's pincode. */
  cod: v.optional(v.boolean()),
});
export type CourierOption = v.InferOutput<typeof courierOptionSchema>;

export const calculateShippingBodySchema = v.object({
  pickupPincode: v.pipe(v.string(), v.maxLength(10)),
  /** The pincode in India, the ZIP code in the United States, the postcode in the United Kingdom. */
  deliveryPincode: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(10)),
  /** Where the parcel goes; absent: India. Abroad, the quote is Shiprocket's international one. */
  deliveryCountry: v.optional(countrySchema),
  products: v.pipe(v.array(cartLineSchema), v.minLength(1), v.maxLength(100)),
});
export type CalculateShippingBody = v.InferOutput<typeof calculateShippingBodySchema>;

export const calculateShippingResponseSchema = v.object({
  shippingCost: v.object({
    data: v.object({ available_courier_companies: v.array(courierOptionSchema) }),
  }),
  fallback: v.boolean(),
  noCourierServiceable: v.boolean(),
  /** The server keeps what it quoted so that create-order charges that rate, never the browser's. */
  quoteId: v.string(),
});
export type CalculateShippingResponse = v.InferOutput<typeof calculateShippingResponseSchema>;

/** A coupon code as the shopper types it: case does not matter, spaces around it are dropped. */
export const couponCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Please enter a coupon code.'),
  v.maxLength(40, 'This code is not valid.'),
);

/**
 * POST /api/coupons/check: a code and the cart it is meant for. The server answers what it takes off
 * the goods, or a 4xx whose message says why it does not hold.
 */
export const checkCouponBodySchema = v.object({
  code: couponCodeSchema,
  cart: v.pipe(v.array(cartLineSchema), v.minLength(1), v.maxLength(100)),
});
export type CheckCouponBody = v.InferOutput<typeof checkCouponBodySchema>;

/** The code as the shop keeps it (upper case) and the rupees it takes off the goods. */
export const couponDiscountSchema = v.object({
  code: v.string(),
  discount: v.pipe(v.number(), v.minValue(0)),
});
export type CouponDiscount = v.InferOutput<typeof couponDiscountSchema>;

/**
 * What the packing slip prints for the recipient, as the shopper wrote it: lines, but no other control
 * characters, which would print as nothing or as boxes.
 */
export const giftMessageSchema = v.pipe(
  v.string(),
  v.transform((message) => message.replace(/\r\n?/g, '\n').trim()),
  v.maxLength(GIFT_MESSAGE_MAX_LENGTH, `A gift message is at most ${GIFT_MESSAGE_MAX_LENGTH} characters.`),
  v.check((message) => !/[^\P{Cc}\n]/u.test(message), 'A gift message cannot hold control characters.'),
);

/**
 * The order is a gift: its packing slip carries the message, if any, and no prices. Absent: not a gift.
 */
export const giftOptionSchema = v.object({ message: v.optional(giftMessageSchema) });
export type GiftOption = v.InferOutput<typeof giftOptionSchema>;

/**
 * A business buying: its GSTIN and registered name go on the invoice, so that it can claim the tax as
 * input credit. The GSTIN's state must be the delivery's (`gstinProblemFor`), which the API checks.
 */
export const businessBuyerSchema = v.object({
  gstin: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isValidGstin, BUSINESS_BUYER_MESSAGES.gstin)),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, BUSINESS_BUYER_MESSAGES.name),
    v.maxLength(120, BUSINESS_BUYER_MESSAGES.name),
  ),
});
export type BusinessBuyer = v.InferOutput<typeof businessBuyerSchema>;

export const createPaymentOrderBodySchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.literal('INR'),
  receipt: v.pipe(v.string(), v.maxLength(40)),
  cart: v.pipe(v.array(cartLineSchema), v.minLength(1), v.maxLength(100)),
  quoteId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  courierId: v.union([v.number(), v.string()]),
  /**
   * Stored with the payment so that the order can be made even if the shopper never comes back after
   * paying (the Razorpay webhook does it); its zip must be the pincode the quote was made for.
   */
  address: deliveryAddressSchema,
  /** The coupon code the shopper applied; the server prices it again, and refuses one that no longer holds. */
  couponCode: v.optional(couponCodeSchema),
  gift: v.optional(giftOptionSchema),
  /** Absent: a shopper buying for themselves, whose invoice names no GSTIN. */
  business: v.optional(businessBuyerSchema),
});
export type CreatePaymentOrderBody = v.InferOutput<typeof createPaymentOrderBodySchema>;

export const paymentOrderResponseSchema = v.object({
  success: v.boolean(),
  order: v.object({
    key_id: v.string(),
    id: v.string(),
    /** In paise, as Razorpay counts. */
    amount: v.pipe(v.number(), v.safeInteger()),
    currency: v.literal('INR'),
  }),
});
export type PaymentOrderResponse = v.InferOutput<typeof paymentOrderResponseSchema>;

export const verifyPaymentBodySchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export const verifyPaymentResponseSchema = v.object({ success: v.boolean() });

/**
 * What POST /api/orders/ carries that the server never trusts. The shop's specification lists these
 * fields, so the browser still sends them, but the order is made from what create-order stored with
 * the Razorpay payment: lines priced from the catalogue (not a line's `name` and `price`), the quoted
 * total (not `totalAmount`) and the address given then, parcels leave from the shop's own pincode (not
 * `pickupPincode`), and the shopper is the session's (not `userId`). The body's schema checks their
 * shape and then drops them, so the API cannot read them.
 */
export const untrustedPlaceOrderFields = {
  body: ['address', 'totalAmount', 'pickupPincode', 'userId'],
  cartLine: ['name', 'price'],
} as const;

/** The value without the named fields. */
const dropping =
  <T extends object, K extends keyof T>(fields: readonly K[]) =>
  (value: T): Omit<T, K> =>
    Object.fromEntries(
      Object.entries(value).filter(([field]) => !(fields as readonly PropertyKey[]).includes(field)),
    ) as Omit<T, K>;

/**
 * POST /api/orders/: the order of a payment the shopper made. Only the payment's ids and signature
 * count; the cart's lines are still held to the cart's limits.
 */
export const placeOrderBodySchema = v.pipe(
  v.object({
    cart: v.pipe(
      v.array(
        v.pipe(
          v.object({
            ...cartLineSchema.entries,
            name: v.optional(v.pipe(v.string(), v.maxLength(300))),
            price: v.optional(v.number()),
          }),
          v.transform(dropping(untrustedPlaceOrderFields.cartLine)),
        ),
      ),
      v.minLength(1),
      v.maxLength(100),
    ),
    address: deliveryAddressSchema,
    totalAmount: v.optional(v.number()),
    pickupPincode: v.optional(v.pipe(v.string(), v.maxLength(10))),
    userId: v.optional(v.pipe(v.string(), v.maxLength(200))),
    paymentMethod: v.literal('razorpay'),
    razorpayPaymentId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    razorpayOrderId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    razorpaySignature: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  }),
  v.transform(dropping(untrustedPlaceOrderFields.body)),
);
/** The body as the browser sends it. */
export type PlaceOrderBody = v.InferInput<typeof placeOrderBodySchema>;
/** The body as the API reads it, without the fields it never trusts. */
export type TrustedPlaceOrderBody = v.InferOutput<typeof placeOrderBodySchema>;

export const placeOrderResponseSchema = v.object({ success: v.boolean(), order: orderSchema });

/**
 * POST /api/orders/cod: an order paid in cash on delivery, priced by the server from the quote and the
 * catalogue like a payment order; `amount` is what the page showed, compared and never charged.
 */
export const placeCodOrderBodySchema = v.pick(createPaymentOrderBodySchema, [
  'amount',
  'cart',
  'quoteId',
  'courierId',
  'address',
  'couponCode',
  'gift',
  'business',
]);
export type PlaceCodOrderBody = v.InferOutput<typeof placeCodOrderBodySchema>;

/**
 * The checkout's contract: the cart's lines, the shop's pricing, courier quotes, the Razorpay payment
 * order, placing an order paid online or in cash on delivery. Field names are the API's own, including the
 * Razorpay and Shiprocket snake_case fields the browser reads. Owned by the checkout team
 * (remote-checkout). The API validates and documents its routes with these zod schemas; the shop's pages
 * import them as types only, and the back office also parses its answers with them
 * (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../constants';
import { countrySchema, deliveryAddressSchema } from './accounts';
import { orderSchema } from './orders';

/**
 * Rupees for one unit of a currency abroad, as the owner set it on a day (`YYYY-MM-DD`, India). Only
 * shown beside rupee amounts as an approximation: the shop always charges in rupees.
 */
export const exchangeRateSchema = z.object({
  rupees: z.number().positive(),
  setOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

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
  /** What a US dollar and a pound are worth, as the owner last set them; null: not set, not shown. */
  exchangeRates: z.object({ USD: exchangeRateSchema.nullable(), GBP: exchangeRateSchema.nullable() }),
  /**
   * True when the owner filed a letter of undertaking: an order shipped abroad is a zero-rated export
   * and carries no tax. False: it carries IGST at the tax rate, as a domestic order does.
   */
  exportsZeroRated: z.boolean(),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

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
  /** The pincode in India, the ZIP code in the United States, the postcode in the United Kingdom. */
  deliveryPincode: z.string().trim().min(1).max(10),
  /** Where the parcel goes; absent: India. Abroad, the quote is Shiprocket's international one. */
  deliveryCountry: countrySchema.optional(),
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
export const placeOrderBodySchema = z
  .object({
    cart: z
      .array(
        cartLineSchema
          .extend({ name: z.string().max(300).optional(), price: z.number().optional() })
          .transform(dropping(untrustedPlaceOrderFields.cartLine)),
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
  })
  .transform(dropping(untrustedPlaceOrderFields.body));
/** The body as the browser sends it. */
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
/** The body as the API reads it, without the fields it never trusts. */
export type TrustedPlaceOrderBody = z.output<typeof placeOrderBodySchema>;

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

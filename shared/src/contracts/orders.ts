/**
 * The orders' contract: an order as the shopper sees it, its number, and its shipment's tracking. Owned by
 * the account team (remote-account), whose /orders pages show them. The API validates and documents its
 * routes with these schemas; the shop's pages import them as types only, and the back office also
 * parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';

export const orderStatusSchema = v.string();

/** How the shopper pays: online through Razorpay, or cash on delivery. */
export const paymentMethodSchema = v.picklist(['online', 'cod']);
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** What shoppers read and say for an order: `BA-` and its number, such as `BA-10042`. */
export const orderNumberSchema = v.pipe(
  v.string(),
  v.regex(/^BA-[1-9]\d{0,9}$/, 'Order numbers look like BA-10042'),
);

export const orderSchema = v.object({
  /** The order number again (`BA-10042`), under the name the shop's first answers gave the order's id. */
  _id: v.string(),
  /** The order's name in the shop's pages and addresses (`/orders/BA-10042`). */
  orderNumber: orderNumberSchema,
  createdAt: v.string(),
  status: orderStatusSchema,
  /** online: paid through Razorpay; cod: to be paid in cash on delivery (`totalAmount`). */
  paymentMethod: paymentMethodSchema,
  totalAmount: v.number(),
  subtotal: v.number(),
  shippingCharge: v.number(),
  tax: v.number(),
  /** The shop's charge for cash on delivery; 0 for an order paid online. */
  codFee: v.number(),
  /** The coupon code the order was priced with; absent for an order without one. */
  couponCode: v.optional(v.string()),
  /** Rupees the coupon took off the goods, before tax; absent or 0 without a coupon. */
  discount: v.optional(v.number()),
  /** The day (`YYYY-MM-DD`, India) the courier's days at order time bring it; null when unknown. */
  deliversBy: v.nullable(v.string()),
  shiprocketAwbCode: v.optional(v.string()),
  /**
   * True for an order paid on delivery the shop has not yet confirmed with the shopper (by phone): it
   * ships once confirmed. Absent or false otherwise.
   */
  awaitingConfirmation: v.optional(v.boolean()),
  /**
   * True when the order was priced with the shop's default rates while Shiprocket could not quote: the
   * shop's staff choose its courier. Absent or false otherwise.
   */
  shippingToArrange: v.optional(v.boolean()),
  /** Present for a gift, whose packing slip shows no prices; `message` as the shopper wrote it, if any. */
  gift: v.optional(v.object({ message: v.optional(v.string()) })),
  shippingAddress: v.object({
    firstName: v.string(),
    lastName: v.string(),
    street: v.string(),
    city: v.string(),
    state: v.string(),
    zipcode: v.string(),
    phoneNumber: v.string(),
    country: v.optional(v.string()),
  }),
  products: v.array(
    v.object({
      productId: v.string(),
      productName: v.string(),
      quantity: v.pipe(v.number(), v.safeInteger()),
      price: v.number(),
    }),
  ),
});
export type Order = v.InferOutput<typeof orderSchema>;

/** GET /api/orders/:orderNumber: one of the shopper's own orders. */
export const orderNumberParamsSchema = v.object({ orderNumber: v.pipe(v.string(), v.maxLength(20)) });

export const trackingEventSchema = v.object({
  status: v.string(),
  location: v.string(),
  timestamp: v.string(),
});
export const trackingResponseSchema = v.object({
  trackingInfo: v.object({
    status: v.optional(v.string()),
    tracking_data: v.array(trackingEventSchema),
  }),
});
export type TrackingResponse = v.InferOutput<typeof trackingResponseSchema>;
export type TrackingEvent = v.InferOutput<typeof trackingEventSchema>;

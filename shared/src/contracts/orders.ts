/**
 * The orders' contract: an order as the shopper sees it, its number, and its shipment's tracking. Owned by
 * the account team (remote-account), whose /orders pages show them. The API validates and documents its
 * routes with these zod schemas; the shop's pages import them as types only, and the back office also
 * parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';

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

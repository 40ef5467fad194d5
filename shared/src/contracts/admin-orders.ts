/**
 * The back office's contract for orders: the list and its filters, an order's detail, status changes and
 * refunds. Owned by the back office team (remote-admin). The API validates and documents its routes with
 * these schemas; the shop's pages import them as types only, and the back office also parses its
 * answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { fieldsObject, multipleOf, wholeNumberText } from './field-checks';
import { orderNumberSchema, orderSchema, paymentMethodSchema } from './orders';

/** An order's life as the back office moves it: paid or placed, then shipped, delivered, or cancelled. */
export const adminOrderStatusSchema = v.picklist(['preparing', 'shipped', 'delivered', 'cancelled']);
export type AdminOrderStatus = v.InferOutput<typeof adminOrderStatusSchema>;

/** A day of the calendar: 2026-02-30 is written like one but is none. */
const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

const isoDaySchema = v.config(
  v.pipe(
    v.string('Dates are written as YYYY-MM-DD'),
    v.isoDate('Dates are written as YYYY-MM-DD'),
    v.check(isCalendarDay, 'Dates are written as YYYY-MM-DD'),
  ),
  { abortPipeEarly: true },
);

/** GET /api/admin/orders and its CSV export: filters that combine, and a page of the result. */
export const adminOrderQuerySchema = v.object({
  status: v.optional(adminOrderStatusSchema),
  payment: v.optional(paymentMethodSchema),
  /** Orders placed on or after this day, India time. */
  from: v.optional(isoDaySchema),
  /** Orders placed on or before this day, India time. */
  to: v.optional(isoDaySchema),
  /** An order number, or part of the shopper's email or phone number. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  page: v.optional(wholeNumberText(1, 100_000), 1),
});
export type AdminOrderQuery = v.InferInput<typeof adminOrderQuerySchema>;

export const adminOrderSummarySchema = v.object({
  id: v.string(),
  orderNumber: orderNumberSchema,
  createdAt: v.string(),
  status: v.string(),
  paymentMethod: paymentMethodSchema,
  customer: v.object({ name: v.string(), email: v.string(), phone: v.string() }),
  city: v.string(),
  itemCount: v.pipe(v.number(), v.safeInteger()),
  totalAmount: v.number(),
  refundedAmount: v.number(),
  awb: v.nullable(v.string()),
});
export type AdminOrderSummary = v.InferOutput<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = v.object({
  orders: v.array(adminOrderSummarySchema),
  total: v.pipe(v.number(), v.safeInteger()),
  page: v.pipe(v.number(), v.safeInteger()),
  pageSize: v.pipe(v.number(), v.safeInteger()),
});
export type AdminOrderList = v.InferOutput<typeof adminOrderListSchema>;

export const refundSchema = v.object({
  id: v.string(),
  amount: v.number(),
  reason: v.string(),
  /** pending while Razorpay is asked; failed ones are kept to show what was tried. */
  status: v.picklist(['pending', 'processed', 'failed']),
  razorpayRefundId: v.nullable(v.string()),
  createdAt: v.string(),
  by: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof refundSchema>;

/** GET /api/admin/orders/:id: the order as the shopper sees it, and what the shop needs to run it. */
export const adminOrderDetailSchema = v.object({
  ...orderSchema.entries,
  paymentMethod: paymentMethodSchema,
  customer: v.object({ name: v.string(), email: v.string() }),
  razorpayPaymentId: v.nullable(v.string()),
  shipment: v.object({
    shiprocketOrderId: v.nullable(v.string()),
    shipmentId: v.nullable(v.string()),
    awb: v.nullable(v.string()),
    courierStatus: v.nullable(v.string()),
    attempts: v.pipe(v.number(), v.safeInteger()),
  }),
  refunds: v.array(refundSchema),
  refundedAmount: v.number(),
  /** What may still be refunded through Razorpay; 0 for an order not paid online. */
  refundableAmount: v.number(),
  /** Whole rupees of an order staff may refund in all (every refund of it counted); more is the owner's. */
  staffRefundLimit: v.number(),
  /** The statuses the order may move to from where it is. */
  nextStatuses: v.array(adminOrderStatusSchema),
});
export type AdminOrderDetail = v.InferOutput<typeof adminOrderDetailSchema>;

const refundAmountSchema = v.pipe(
  v.number('Enter the amount to refund in rupees'),
  v.gtValue(0, 'A refund is more than ₹0'),
  multipleOf(0.01, 'A refund is in rupees and paise, at most two decimals'),
  v.maxValue(10_000_000, 'Enter the amount to refund in rupees'),
);

/**
 * POST /api/admin/orders/:id/status. Cancelling a paid order refunds it: everything not yet refunded,
 * or `refundAmount` rupees of it (0 keeps the money, for an order the shopper will collect later).
 */
export const orderStatusChangeSchema = fieldsObject({
  status: v.picklist(['shipped', 'delivered', 'cancelled'], 'Choose shipped, delivered or cancelled'),
  refundAmount: v.optional(v.union([v.literal(0), refundAmountSchema])),
});
export type OrderStatusChange = v.InferOutput<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/:id/refunds: part or all of what was paid, with the reason the shop gives. */
export const refundBodySchema = fieldsObject({
  amount: refundAmountSchema,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'Say why the money goes back'), v.maxLength(500)),
});
export type RefundBody = v.InferOutput<typeof refundBodySchema>;

/**
 * The back office's contract for orders: the list and its filters, an order's detail, status changes and
 * refunds. Owned by the back office team (remote-admin). The API validates and documents its routes with
 * these zod schemas; the shop's pages import them as types only, and the back office also parses its
 * answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { orderNumberSchema, orderSchema, paymentMethodSchema } from './orders';

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

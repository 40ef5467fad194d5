import * as v from 'valibot';

/** Money the shop gave back on an order, as its shopper sees it. */
export const shopperRefundSchema = v.object({
  amount: v.number(),
  /** pending while Razorpay is asked; processed once Razorpay has sent the money back. */
  status: v.picklist(['pending', 'processed']),
  reason: v.string(),
  createdAt: v.string(),
});
export type ShopperRefund = v.InferOutput<typeof shopperRefundSchema>;

/** GET /api/orders/:orderNumber/refunds: the shopper's own order's refunds, oldest first. */
export const orderRefundsSchema = v.object({ refunds: v.array(shopperRefundSchema) });
export type OrderRefunds = v.InferOutput<typeof orderRefundsSchema>;

/**
 * The contract of cancelling an order and returning pieces of a delivered one: what the shopper asks
 * from My Orders, and the requests the back office approves, refuses and marks received. Owned by the
 * account team (remote-account); the back office (remote-admin) shows the same requests to the staff.
 */
import * as v from 'valibot';
import { MAX_RETURN_DETAILS } from '../returns';

/** Why a piece comes back, as the shopper picks it; its words are `returnReasonLabels` (`@brass/shared/returns`). */
export const returnReasonSchema = v.picklist(
  ['damaged', 'not-as-described', 'wrong-piece', 'changed-mind', 'other'],
  'Choose why the pieces are coming back',
);
export type ReturnReason = v.InferOutput<typeof returnReasonSchema>;

/**
 * requested: waiting for the staff; refused: the staff said no; approved: yes, the courier's pickup
 * still to be booked; pickup_booked: the courier will collect it; received: back at the workshop, the
 * refund under way; refunded: the money has gone back.
 */
export const returnStatusSchema = v.picklist([
  'requested',
  'refused',
  'approved',
  'pickup_booked',
  'received',
  'refunded',
]);
export type ReturnStatus = v.InferOutput<typeof returnStatusSchema>;

/** The `lines` field of a return request: which of the order's products, and how many pieces of each. */
export const returnLinesSchema = v.pipe(
  v.array(
    v.object({
      productId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'Return at least one piece')),
    }),
  ),
  v.minLength(1, 'Choose at least one piece to return'),
  v.maxLength(100),
);

/** The text fields of POST /api/orders/:orderNumber/returns (multipart, with up to 3 photos). */
export const returnRequestFieldsSchema = v.object({
  lines: returnLinesSchema,
  reason: returnReasonSchema,
  details: v.pipe(
    v.string(),
    v.maxLength(MAX_RETURN_DETAILS, `Tell us in at most ${MAX_RETURN_DETAILS} characters`),
  ),
});
export type ReturnRequestFields = v.InferOutput<typeof returnRequestFieldsSchema>;

const returnLineSchema = v.object({
  productId: v.string(),
  productName: v.string(),
  quantity: v.number(),
  price: v.number(),
});

/** A return as the shopper sees it on the order's page. */
export const shopperReturnSchema = v.object({
  id: v.string(),
  status: returnStatusSchema,
  lines: v.array(returnLineSchema),
  /** What is refunded once the pieces are received. */
  amount: v.number(),
  reason: returnReasonSchema,
  details: v.string(),
  photos: v.array(v.string()),
  staffNote: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ShopperReturn = v.InferOutput<typeof shopperReturnSchema>;

/** GET /api/orders/:orderNumber/returns: the order's returns and what may still be returned, until when. */
export const orderReturnsSchema = v.object({
  returns: v.array(shopperReturnSchema),
  /** The last moment a return may be asked (ISO); null while the order is not delivered. */
  returnableUntil: v.nullable(v.string()),
  /** Pieces of each line not yet in a return that stands. */
  returnable: v.array(v.object({ productId: v.string(), productName: v.string(), quantity: v.number() })),
});
export type OrderReturns = v.InferOutput<typeof orderReturnsSchema>;

/** A return as the back office lists it, with its order and shopper. */
export const adminReturnSchema = v.object({
  ...shopperReturnSchema.entries,
  orderNumber: v.string(),
  paymentMethod: v.picklist(['online', 'cod']),
  customer: v.object({ name: v.string(), email: v.string() }),
  /** Shiprocket's id of the return order of the reverse pickup, once booked. */
  shiprocketReturnId: v.nullable(v.string()),
  manualRefundReference: v.nullable(v.string()),
});
export type AdminReturn = v.InferOutput<typeof adminReturnSchema>;

export const adminReturnListSchema = v.object({ returns: v.array(adminReturnSchema) });
export type AdminReturnList = v.InferOutput<typeof adminReturnListSchema>;

export const adminReturnQuerySchema = v.object({ status: v.optional(returnStatusSchema) });

/** POST /api/admin/returns/:id/approve and /refuse: the staff's word to the shopper (needed to refuse). */
export const returnDecisionSchema = v.object({
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep the note to 500 characters'))),
});
export type ReturnDecision = v.InferOutput<typeof returnDecisionSchema>;

/** POST /api/admin/returns/:id/manual-refund: the bank or UPI reference of money sent back by hand. */
export const manualRefundSchema = v.object({
  reference: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Give the bank or UPI reference of the refund'),
    v.maxLength(100, 'Keep the reference to 100 characters'),
  ),
});

/**
 * The back office's contract for moderating reviews. Owned by the back office team (remote-admin); the
 * API validates and documents its routes with these schemas, and the back office parses its answers with
 * them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { fieldsObject, requiredText, wholeNumberText } from './field-checks';
import { reviewSchema, reviewStateSchema } from './reviews';

const count = v.pipe(v.number(), v.safeInteger());

export const REVIEW_REPLY_MAX = 1000;

export const adminReviewSchema = v.object({
  ...reviewSchema.entries,
  state: reviewStateSchema,
  productId: v.string(),
  productName: v.string(),
  /** The author's full name and address, for staff who want to write to them. */
  authorName: v.string(),
  authorEmail: v.string(),
});
export type AdminReview = v.InferOutput<typeof adminReviewSchema>;

/** GET /api/admin/reviews: one state or all, newest first, a page at a time. */
export const adminReviewQuerySchema = v.object({
  state: v.optional(
    v.picklist(['pending', 'published', 'hidden'], 'State must be pending, published or hidden'),
  ),
  page: v.optional(wholeNumberText(1, 100_000, 'Page must be a number from 1'), 1),
});
export type AdminReviewQuery = v.InferInput<typeof adminReviewQuerySchema>;

export const adminReviewListSchema = v.object({
  reviews: v.array(adminReviewSchema),
  total: count,
  page: count,
  pageSize: count,
  counts: v.object({ pending: count, published: count, hidden: count }),
});
export type AdminReviewList = v.InferOutput<typeof adminReviewListSchema>;

/** POST /api/admin/reviews/:id/reply: the shop's answer, shown under the review; a new one replaces it. */
export const reviewReplyBodySchema = fieldsObject({ text: requiredText('Reply', REVIEW_REPLY_MAX) });

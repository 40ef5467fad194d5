/**
 * The shop's reviews: what a shopper who received a piece writes of it, and what the product page shows
 * of the published ones. Owned by the catalog team (remote-catalog). The API validates and documents its
 * routes with these schemas; the shop's pages import them as types, and check a review's fields with
 * `review-rules`, whose words these schemas use.
 */
import * as v from 'valibot';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '../review-rules';
import { fieldsObject, requiredText, wholeNumberText } from './field-checks';

const count = v.pipe(v.number(), v.safeInteger());

/** POST /api/products/:id/reviews. */
export const reviewBodySchema = fieldsObject({
  rating: v.pipe(
    v.number(REVIEW_MESSAGES.rating),
    v.integer(REVIEW_MESSAGES.rating),
    v.minValue(1, REVIEW_MESSAGES.rating),
    v.maxValue(5, REVIEW_MESSAGES.rating),
  ),
  title: requiredText('Title', REVIEW_TITLE_MAX),
  text: v.pipe(
    v.string(REVIEW_MESSAGES.textMissing),
    v.trim(),
    v.minLength(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort),
    v.maxLength(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
  ),
});
export type ReviewBody = v.InferOutput<typeof reviewBodySchema>;

export const reviewPhotoSchema = v.object({
  /** 240 pixels square, for the list; `large` is 960, for a photo opened. */
  small: v.string(),
  large: v.string(),
  alt: v.string(),
});
export type ReviewPhoto = v.InferOutput<typeof reviewPhotoSchema>;

/**
 * A published review as the product page shows it. Every review is a verified buyer's: the API takes
 * one only from a shopper with a delivered order of the product.
 */
export const reviewSchema = v.object({
  id: v.string(),
  rating: count,
  title: v.string(),
  text: v.string(),
  /** The author's first name and the initial of their last, as the page shows it. */
  author: v.string(),
  createdAt: v.string(),
  helpfulCount: count,
  photos: v.array(reviewPhotoSchema),
  /** The shop's answer, if staff wrote one. */
  reply: v.nullable(v.object({ text: v.string(), repliedAt: v.string() })),
});
export type Review = v.InferOutput<typeof reviewSchema>;

export const reviewSortSchema = v.picklist(['newest', 'helpful']);
export type ReviewSort = v.InferOutput<typeof reviewSortSchema>;

/** GET /api/products/:id/reviews. */
export const reviewQuerySchema = v.object({
  sort: v.optional(v.picklist(['newest', 'helpful'], 'Sort must be newest or helpful'), 'newest'),
  page: v.optional(wholeNumberText(1, 10_000, 'Page must be a number from 1'), 1),
});

export const reviewPageSchema = v.object({
  reviews: v.array(reviewSchema),
  total: count,
  page: count,
  pageSize: count,
});
export type ReviewPage = v.InferOutput<typeof reviewPageSchema>;

/** GET /api/products/:id/reviews/summary: of the published reviews alone. */
export const reviewSummarySchema = v.object({
  /** To one decimal; null while the product has no published review. */
  average: v.nullable(v.number()),
  count,
  /** How many reviews gave each rating, from 5 stars down to 1. */
  stars: v.array(v.object({ stars: count, count })),
});
export type ReviewSummary = v.InferOutput<typeof reviewSummarySchema>;

export const reviewStateSchema = v.picklist(['pending', 'published', 'hidden']);
export type ReviewState = v.InferOutput<typeof reviewStateSchema>;

/** A shopper's own review, in whatever state moderation left it. */
export const ownReviewSchema = v.object({ ...reviewSchema.entries, state: reviewStateSchema });
export type OwnReview = v.InferOutput<typeof ownReviewSchema>;

/**
 * GET /api/products/:id/reviews/mine: whether the signed-in shopper may write a review of the product
 * (`can-review`), has none to write as no order of it was delivered (`not-delivered`), or wrote theirs.
 */
export const myReviewSchema = v.object({
  state: v.picklist(['can-review', 'not-delivered', 'reviewed']),
  review: v.nullable(ownReviewSchema),
});
export type MyReview = v.InferOutput<typeof myReviewSchema>;

/** POST /api/reviews/:id/helpful. */
export const helpfulVoteSchema = v.object({ helpfulCount: count });
export type HelpfulVote = v.InferOutput<typeof helpfulVoteSchema>;

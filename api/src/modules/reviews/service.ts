import { randomBytes } from 'node:crypto';
import type { AdminReview, AdminReviewList } from '@brass/shared/contracts/admin-reviews';
import type {
  HelpfulVote,
  MyReview,
  OwnReview,
  Review,
  ReviewBody,
  ReviewPage,
  ReviewSort,
  ReviewState,
  ReviewSummary,
} from '@brass/shared/contracts/reviews';
import { MAX_REVIEW_PHOTOS } from '@brass/shared/review-rules';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { AuditService } from '../audit/service.js';
import type { ImageStore } from '../images/image-store.js';
import { imageKey, renderImage, type ImageShape } from '../images/rendering.js';
import type {
  AuthoredReviewRow,
  ModeratedReviewRow,
  ReviewPhotoRow,
  ReviewRepository,
} from './repository.js';

/** Square like product photos: small in the list, large when opened. No share image: a review is never shared. */
const REVIEW_PHOTO: ImageShape = { widths: [240, 960], aspect: 1 };

const REVIEWS_PAGE_SIZE = 10;
const MODERATION_PAGE_SIZE = 25;

const reviewMessages = {
  productNotFound: 'Product not found',
  notFound: 'No review has that id.',
  notReceived: 'You can review a piece once an order of it has been delivered to you.',
  reviewedBefore: 'You have already reviewed this piece.',
  tooManyPhotos: `A review can have at most ${MAX_REVIEW_PHOTOS} photos.`,
  photosAfterModeration: 'Photos can be added only while your review waits for the shop to publish it.',
  ownReviewHelpful: 'You cannot mark your own review helpful.',
  votedBefore: 'You have already marked this review helpful.',
} as const;

/** "Priya Sharma" is shown as "Priya S.": enough for a reader to trust, little for a stranger to find. */
export function shownAuthor(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/**
 * Reviews of the pieces shoppers received. A new review waits for staff to publish it rather than going
 * on the page at once: its words and photos are on a public page search engines read, and a person
 * seeing them first keeps off links, insults and other people's photos, at the few reviews a day of a
 * brass shop. Staff may hide a published review again and answer any. Each change staff make is written
 * to the audit log in its transaction.
 */
export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly store: ImageStore,
    private readonly audit: AuditService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Only a shopper with a delivered order of the product, once per product. */
  async write(userId: string, productId: string, body: ReviewBody): Promise<OwnReview> {
    if (!(await this.repository.productOnSale(productId)))
      throw new HttpError(404, reviewMessages.productNotFound);
    if (!(await this.repository.received(userId, productId)))
      throw new HttpError(403, reviewMessages.notReceived);
    const added = await this.repository.add({
      id: newId('rev'),
      productId,
      userId,
      rating: body.rating,
      title: body.title,
      body: body.text,
    });
    if (!added) throw new HttpError(409, reviewMessages.reviewedBefore);
    return this.own(added.id);
  }

  /** What the shopper may do about the product's reviews, and their own review if they wrote one. */
  async mine(userId: string, productId: string): Promise<MyReview> {
    const review = await this.repository.findOwn(userId, productId);
    if (review) return { state: 'reviewed', review: await this.ownOf(review) };
    if (!(await this.repository.productOnSale(productId)))
      throw new HttpError(404, reviewMessages.productNotFound);
    const received = await this.repository.received(userId, productId);
    return { state: received ? 'can-review' : 'not-delivered', review: null };
  }

  /**
   * One photo more, checked and rendered as product photos are (`renderImage`), while the review waits
   * for moderation: staff publish the photos they saw.
   */
  async addPhoto(userId: string, reviewId: string, photo: Buffer): Promise<OwnReview> {
    const review = await this.repository.find(reviewId);
    if (!review || review.userId !== userId) throw new HttpError(404, reviewMessages.notFound);
    if (review.state !== 'pending') throw new HttpError(409, reviewMessages.photosAfterModeration);
    if ((await this.repository.photosOf([reviewId])).length >= MAX_REVIEW_PHOTOS) {
      throw new HttpError(409, reviewMessages.tooManyPhotos);
    }
    // Never reused: a stored file never changes, so browsers and CDNs may keep it for a year.
    const stem = `review-${randomBytes(6).toString('hex')}`;
    const rendered = await renderImage(photo, stem, REVIEW_PHOTO);
    await this.store.save(rendered.files);
    try {
      await this.repository.transaction(async (repository) => {
        const locked = await repository.lock(reviewId);
        if (locked?.state !== 'pending') throw new HttpError(409, reviewMessages.photosAfterModeration);
        const photos = await repository.photosOf([reviewId]);
        if (photos.length >= MAX_REVIEW_PHOTOS) throw new HttpError(409, reviewMessages.tooManyPhotos);
        await repository.addPhoto({
          id: newId('rph'),
          reviewId,
          position: (photos.at(-1)?.position ?? -1) + 1,
          stem,
          width: rendered.width,
          height: rendered.height,
        });
      });
    } catch (error) {
      await this.discard(rendered.files.map(({ key }) => key));
      throw error;
    }
    return this.own(reviewId);
  }

  async page(productId: string, { sort, page }: { sort: ReviewSort; page: number }): Promise<ReviewPage> {
    const { rows, total } = await this.repository.publishedPage(productId, sort, {
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
      limit: REVIEWS_PAGE_SIZE,
    });
    return { reviews: await this.withPhotos(rows), total, page, pageSize: REVIEWS_PAGE_SIZE };
  }

  async summary(productId: string): Promise<ReviewSummary> {
    const counts = await this.repository.starCounts(productId);
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    const points = counts.reduce((sum, { rating, count }) => sum + rating * count, 0);
    return {
      average: total === 0 ? null : Math.round((points / total) * 10) / 10,
      count: total,
      stars: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: counts.find(({ rating }) => rating === stars)?.count ?? 0,
      })),
    };
  }

  /** One vote per shopper and published review; never for one's own. */
  async helpful(userId: string, reviewId: string): Promise<HelpfulVote> {
    return this.repository.transaction(async (repository) => {
      const review = await repository.lock(reviewId);
      if (review?.state !== 'published') throw new HttpError(404, reviewMessages.notFound);
      if (review.userId === userId) throw new HttpError(403, reviewMessages.ownReviewHelpful);
      if (!(await repository.vote(reviewId, userId))) throw new HttpError(409, reviewMessages.votedBefore);
      return { helpfulCount: review.helpfulCount + 1 };
    });
  }

  async moderationList({
    state,
    page,
  }: {
    state?: ReviewState | undefined;
    page: number;
  }): Promise<AdminReviewList> {
    const [rows, counts] = await Promise.all([
      this.repository.moderationPage(state, {
        offset: (page - 1) * MODERATION_PAGE_SIZE,
        limit: MODERATION_PAGE_SIZE,
      }),
      this.repository.stateCounts(),
    ]);
    const total = state ? counts[state] : counts.pending + counts.published + counts.hidden;
    const reviews = await this.withPhotos(rows);
    return {
      reviews: rows.map((row, index) => this.moderatedOf(row, reviews[index]!)),
      total,
      page,
      pageSize: MODERATION_PAGE_SIZE,
      counts,
    };
  }

  publish(actorId: string, id: string): Promise<AdminReview> {
    return this.moderate(actorId, id, 'published');
  }

  hide(actorId: string, id: string): Promise<AdminReview> {
    return this.moderate(actorId, id, 'hidden');
  }

  /** The shop's answer under the review; a new one replaces the last. */
  async reply(actorId: string, id: string, text: string): Promise<AdminReview> {
    await this.repository.transaction(async (repository, tx) => {
      const review = await repository.lock(id);
      if (!review) throw new HttpError(404, reviewMessages.notFound);
      await repository.setReply(id, { reply: text, repliedAt: new Date(), repliedBy: actorId });
      await this.audit.record(tx, {
        actorId,
        action: 'review.replied',
        target: id,
        details: { product: review.productId },
      });
    });
    return this.moderated(id);
  }

  private async moderate(actorId: string, id: string, state: 'published' | 'hidden'): Promise<AdminReview> {
    await this.repository.transaction(async (repository, tx) => {
      const review = await repository.lock(id);
      if (!review) throw new HttpError(404, reviewMessages.notFound);
      // Already so: nothing changed to record.
      if (review.state === state) return;
      await repository.setState(id, state);
      await this.audit.record(tx, {
        actorId,
        action: `review.${state}`,
        target: id,
        details: { product: review.productId, from: review.state },
      });
    });
    return this.moderated(id);
  }

  private async moderated(id: string): Promise<AdminReview> {
    const row = await this.repository.moderated(id);
    if (!row) throw new HttpError(404, reviewMessages.notFound);
    const [review] = await this.withPhotos([row]);
    return this.moderatedOf(row, review!);
  }

  private moderatedOf(row: ModeratedReviewRow, review: Review): AdminReview {
    return {
      ...review,
      state: row.state,
      productId: row.productId,
      productName: row.productName,
      authorName: row.authorName,
      authorEmail: row.authorEmail,
    };
  }

  private async own(id: string): Promise<OwnReview> {
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, reviewMessages.notFound);
    return this.ownOf(row);
  }

  private async ownOf(row: AuthoredReviewRow): Promise<OwnReview> {
    const [review] = await this.withPhotos([row]);
    return { ...review!, state: row.state };
  }

  /** The reviews as the shop shows them, in the order of `rows`, with their photos read at once. */
  private async withPhotos(rows: AuthoredReviewRow[]): Promise<Review[]> {
    const photos = await this.repository.photosOf(rows.map(({ id }) => id));
    return rows.map((row) => {
      const author = shownAuthor(row.authorName);
      const own = photos.filter(({ reviewId }) => reviewId === row.id);
      return {
        id: row.id,
        rating: row.rating,
        title: row.title,
        text: row.body,
        author,
        createdAt: row.createdAt.toISOString(),
        helpfulCount: row.helpfulCount,
        photos: own.map((photo, index) => this.photoOf(photo, `Photo ${index + 1} of ${author}'s review`)),
        reply:
          row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
      };
    });
  }

  private photoOf({ stem }: ReviewPhotoRow, alt: string) {
    return {
      small: this.store.url(imageKey(stem, 240, 'webp')),
      large: this.store.url(imageKey(stem, 960, 'webp')),
      alt,
    };
  }

  private async discard(keys: string[]): Promise<void> {
    try {
      await this.store.remove(keys);
    } catch (error) {
      this.log.warn({ err: error, keys }, 'Could not delete the files of a review photo');
    }
  }
}

import type { ReviewSort, ReviewState } from '@brass/shared/contracts/reviews';
import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shownToShoppers } from '../../db/sellable.js';
import {
  orderItems,
  orders,
  products,
  reviewHelpfulVotes,
  reviewPhotos,
  reviews,
  users,
} from '../../db/schema.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;
/** A review with its author's name, as every answer names them. */
export type AuthoredReviewRow = ReviewRow & { authorName: string };
/** A review as the back office lists it: with its product and its author's address. */
export type ModeratedReviewRow = AuthoredReviewRow & { productName: string; authorEmail: string };

interface Slice {
  offset: number;
  limit: number;
}

const authored = { ...getTableColumns(reviews), authorName: users.name };

/** Newest first, or most helpful first (then newest); the id breaks ties so pages never repeat a review. */
const orderOf: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; `tx` lets the audit log write in it too. */
  transaction<T>(work: (repository: ReviewRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReviewRepository(tx), tx));
  }

  /** A product on sale (published, not archived), by its id. */
  async productOnSale(id: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, id), shownToShoppers));
    return row;
  }

  /** Whether one of the shopper's orders holding the product has reached them. */
  async received(userId: string, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'delivered'),
          // A size or finish of the piece is the piece: its buyer reviews the product.
          or(
            eq(orderItems.productId, productId),
            sql`${orderItems.productId} in (select id from products where variant_of = ${productId})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Adds the review, or nothing when the shopper already reviewed the product (undefined). */
  async add(review: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
    const [row] = await this.db.insert(reviews).values(review).onConflictDoNothing().returning();
    return row;
  }

  async find(id: string): Promise<AuthoredReviewRow | undefined> {
    const [row] = await this.db
      .select(authored)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    return row;
  }

  async findOwn(userId: string, productId: string): Promise<AuthoredReviewRow | undefined> {
    const [row] = await this.db
      .select(authored)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
    return row;
  }

  /** The review, held until the transaction ends so that two changes of it wait for each other. */
  async lock(id: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id)).for('update');
    return row;
  }

  async photosOf(reviewIds: string[]): Promise<ReviewPhotoRow[]> {
    if (reviewIds.length === 0) return [];
    return this.db
      .select()
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.reviewId, reviewIds))
      .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  }

  async addPhoto(photo: typeof reviewPhotos.$inferInsert): Promise<void> {
    await this.db.insert(reviewPhotos).values(photo);
  }

  /** A page of a product's published reviews, and how many there are. */
  async publishedPage(productId: string, sort: ReviewSort, { offset, limit }: Slice) {
    const published = and(eq(reviews.productId, productId), eq(reviews.state, 'published'));
    const [rows, [total]] = await Promise.all([
      this.db
        .select(authored)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(published)
        .orderBy(...orderOf[sort])
        .offset(offset)
        .limit(limit),
      this.db.select({ count: count() }).from(reviews).where(published),
    ]);
    return { rows, total: total?.count ?? 0 };
  }

  /** How many published reviews of the product gave each rating. */
  starCounts(productId: string): Promise<{ rating: number; count: number }[]> {
    return this.db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.state, 'published')))
      .groupBy(reviews.rating);
  }

  /** Counts the shopper's vote once: false when they had voted for the review already. */
  async vote(reviewId: string, userId: string): Promise<boolean> {
    const added = await this.db
      .insert(reviewHelpfulVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (added.length === 0) return false;
    await this.db
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId));
    return true;
  }

  /** Reviews in one state or all of them, newest first, for the back office. */
  moderationPage(state: ReviewState | undefined, { offset, limit }: Slice): Promise<ModeratedReviewRow[]> {
    return this.db
      .select({ ...authored, productName: products.name, authorEmail: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(state ? eq(reviews.state, state) : undefined)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(offset)
      .limit(limit);
  }

  async moderated(id: string): Promise<ModeratedReviewRow | undefined> {
    const [row] = await this.db
      .select({ ...authored, productName: products.name, authorEmail: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, id));
    return row;
  }

  /** How many reviews are in each state, in one pass. */
  async stateCounts(): Promise<Record<ReviewState, number>> {
    const rows = await this.db
      .select({ state: reviews.state, count: count() })
      .from(reviews)
      .groupBy(reviews.state);
    const counts = { pending: 0, published: 0, hidden: 0 };
    for (const { state, count: n } of rows) counts[state] = n;
    return counts;
  }

  async setState(id: string, state: ReviewState): Promise<void> {
    await this.db.update(reviews).set({ state }).where(eq(reviews.id, id));
  }

  async setReply(id: string, reply: { reply: string; repliedAt: Date; repliedBy: string }): Promise<void> {
    await this.db.update(reviews).set(reply).where(eq(reviews.id, id));
  }
}

import type { SavedPiece } from '@brass/shared/contracts/wishlist';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, users, wishlistItems } from '../../db/schema.js';
import { shownToShoppers } from '../../db/sellable.js';

/** What the list shows of a piece, read from the product as the shop sells it now. */
const shown = {
  _id: products.id,
  productName: products.name,
  price: products.price,
  image: products.image,
  stock: products.stock,
  options: products.options,
};

/** A piece sold in sizes or finishes says which, so the list leads to its page to choose one. */
const toSavedPieces = (rows: (Omit<SavedPiece, 'options'> & { options: SavedPiece['options'] | null })[]) =>
  rows.map(({ options, ...piece }): SavedPiece => (options ? { ...piece, options } : piece));

/** Archived products and drafts are not in the shop: never listed, never newly saved. */
const onSale = shownToShoppers;

export type AddOutcome = 'added' | 'kept already' | 'not on sale' | 'full';

export class WishlistRepository {
  constructor(private readonly db: Db) {}

  /** The shopper's saved pieces still on sale, the last saved first. */
  list(userId: string): Promise<SavedPiece[]> {
    return this.db
      .select(shown)
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), onSale))
      .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId)
      .then(toSavedPieces);
  }

  /** The pieces of `ids` the shop sells, in no particular order. */
  onSale(ids: string[]): Promise<SavedPiece[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(shown)
      .from(products)
      .where(and(inArray(products.id, ids), onSale))
      .then(toSavedPieces);
  }

  /**
   * Saves the pieces of `productIds` (last saved first) the shop sells and the shopper has not saved yet,
   * while the list holds fewer than `limit` pieces on sale; what does not fit is left out. The shopper's
   * row is held until the inserts are done, so two saves at the same moment cannot both pass the limit.
   * Answers how many were added.
   */
  addAll(userId: string, productIds: string[], limit: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx
        .select({ pieces: count() })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .where(and(eq(wishlistItems.userId, userId), onSale));
      const room = limit - (kept?.pieces ?? 0);
      if (room <= 0 || productIds.length === 0) return 0;
      const saved = new Set(
        (
          await tx
            .select({ productId: wishlistItems.productId })
            .from(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)))
        ).map((row) => row.productId),
      );
      const sold = new Set((await new WishlistRepository(tx).onSale(productIds)).map((piece) => piece._id));
      const added = productIds.filter((id) => sold.has(id) && !saved.has(id)).slice(0, room);
      if (added.length === 0) return 0;
      // `productIds` come last saved first, as the list shows them: each is stamped a moment after the next.
      const now = Date.now();
      await tx
        .insert(wishlistItems)
        .values(
          added.map((productId, index) => ({
            userId,
            productId,
            createdAt: new Date(now + added.length - 1 - index),
          })),
        )
        .onConflictDoNothing();
      return added.length;
    });
  }

  /** Whether the product is on sale, saved by the shopper already, or the list is full. */
  async add(userId: string, productId: string, limit: number): Promise<AddOutcome> {
    const [product] = await this.onSale([productId]);
    if (!product) return 'not on sale';
    if ((await this.addAll(userId, [productId], limit)) === 1) return 'added';
    const [saved] = await this.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return saved ? 'kept already' : 'full';
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  }
}

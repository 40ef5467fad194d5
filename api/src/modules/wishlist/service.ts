import { MAX_SAVED_PIECES } from '@brass/shared/constants';
import type { Wishlist } from '@brass/shared/contracts/wishlist';
import { HttpError } from '../../lib/http-error.js';
import { isSlug } from '../../lib/ids.js';
import type { WishlistRepository } from './repository.js';

export const wishlistMessages = {
  full: `You can save up to ${MAX_SAVED_PIECES} pieces. Remove one to save another.`,
  notFound: 'Product not found',
} as const;

/**
 * A shopper's saved pieces (the wishlist), kept with the account; nobody else's are ever read or
 * changed. Prices and stock are always the shop's own, read when the list is asked for.
 */
export class WishlistService {
  constructor(private readonly repository: WishlistRepository) {}

  async list(userId: string): Promise<Wishlist> {
    return { pieces: await this.repository.list(userId) };
  }

  /** Saving a piece saved already answers the list as it is. */
  async add(userId: string, productId: string): Promise<Wishlist> {
    // Ids are slugs: any other string names no product and needs no query.
    const outcome = isSlug(productId)
      ? await this.repository.add(userId, productId, MAX_SAVED_PIECES)
      : 'not on sale';
    if (outcome === 'not on sale') throw new HttpError(404, wishlistMessages.notFound);
    if (outcome === 'full') throw new HttpError(409, wishlistMessages.full);
    return this.list(userId);
  }

  /** Removing a piece that is not saved answers the list as it is. */
  async remove(userId: string, productId: string): Promise<Wishlist> {
    await this.repository.remove(userId, productId);
    return this.list(userId);
  }

  /**
   * The pieces a visitor saved in the browser, kept on the account at sign-in: those the shop no longer
   * sells (or never did) are left out, as are those past the list's room, as the browser cannot fix them.
   */
  async merge(userId: string, productIds: string[]): Promise<Wishlist> {
    await this.repository.addAll(userId, [...new Set(productIds.filter(isSlug))], MAX_SAVED_PIECES);
    return this.list(userId);
  }

  /** A visitor's list, priced and counted by the shop, in the order asked; unknown pieces left out. */
  async pieces(productIds: string[]): Promise<Wishlist> {
    const sold = new Map((await this.repository.onSale(productIds.filter(isSlug))).map((p) => [p._id, p]));
    return { pieces: productIds.flatMap((id) => sold.get(id) ?? []) };
  }
}

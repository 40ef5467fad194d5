/**
 * The wishlist's contract: the pieces a shopper saved for later, priced and counted by the shop as they
 * are now. Owned by the catalog team (remote-catalog). The API validates and documents its routes with
 * these schemas; the shop's pages import them as types only (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import { MAX_SAVED_PIECES } from '../constants';
import { productOptionSchema } from './catalog';

/** One saved piece as the list shows it: what it costs and how many are in stock now. */
export const savedPieceSchema = v.object({
  _id: v.string(),
  productName: v.string(),
  price: v.number(),
  image: v.string(),
  stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Present on a piece sold in sizes or finishes: one is chosen on its page before it goes in the cart. */
  options: v.optional(v.array(productOptionSchema)),
});
export type SavedPiece = v.InferOutput<typeof savedPieceSchema>;

/**
 * The saved pieces the shop still sells, the last saved first (a signed-in shopper's list) or in the
 * order asked (a visitor's). An archived piece is left out.
 */
export const wishlistSchema = v.object({ pieces: v.array(savedPieceSchema) });
export type Wishlist = v.InferOutput<typeof wishlistSchema>;

/** POST /api/wishlist/merge: the pieces a visitor saved in the browser, kept on the account at sign-in. */
export const wishlistMergeBodySchema = v.object({
  productIds: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1, 'A product id is empty'), v.maxLength(200))),
    v.maxLength(MAX_SAVED_PIECES, `At most ${MAX_SAVED_PIECES} pieces can be saved at once`),
  ),
});
export type WishlistMergeBody = v.InferOutput<typeof wishlistMergeBodySchema>;

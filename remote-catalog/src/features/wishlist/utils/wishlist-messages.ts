import { MAX_SAVED_PIECES } from '@brass/shared/constants';

/** What the wishlist tells the shopper, in one place for the hearts, the list page and their tests. */
export const wishlistMessages = {
  full: `You can save up to ${MAX_SAVED_PIECES} pieces. Remove one to save another.`,
  failed: 'Could not update your wishlist. Please try again.',
  saved: (name: string) => `${name} saved to your wishlist!`,
  removed: (name: string) => `${name} removed from your wishlist!`,
} as const;

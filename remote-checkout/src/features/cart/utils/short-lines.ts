import type { CartItem } from '@brass/shared/cart-store';

/** The lines asking for more pieces than the stock was last counted to hold. */
export function shortLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.stock !== undefined && item.quantity > item.stock);
}

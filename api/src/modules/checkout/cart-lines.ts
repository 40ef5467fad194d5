import type { CartLine } from '@brass/shared/contracts/checkout';
import { MAX_LINE_QUANTITY, MAX_ORDER_TOTAL } from '@brass/shared/constants';
import { HttpError } from '../../lib/http-error.js';
import { checkoutMessages } from './messages.js';

/**
 * The same product twice in a cart counts once, with the quantities added; sorted for comparison.
 * The cap on pieces of one product holds for the merged line: each line of a split cart is within it.
 */
export function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  for (const quantity of quantities.values()) {
    if (quantity > MAX_LINE_QUANTITY) throw new HttpError(400, checkoutMessages.tooManyPieces);
  }
  return [...quantities]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/** Refuses a total Razorpay would not take in one payment (see MAX_ORDER_TOTAL), in rupees. */
export function assertPayableTotal(total: number): void {
  if (!(total <= MAX_ORDER_TOTAL)) throw new HttpError(400, checkoutMessages.overCeiling);
}

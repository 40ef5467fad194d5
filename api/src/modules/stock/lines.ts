import type { StockLine } from '../../db/schema.js';

/**
 * The lines in the order every change of stock locks products in (by id, compared by code unit so
 * that every process sorts alike): two transactions then wait for each other instead of deadlocking.
 */
export function inLockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  return lines.toSorted((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

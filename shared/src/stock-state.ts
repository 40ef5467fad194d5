/**
 * What the shop tells a shopper about a product's stock, in one place so that the product page, the
 * cards, the cart and the API's low-stock list agree on the words and on where "low" starts.
 */
import { LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY } from './constants';

/** `out`: nothing can be added; `low`: a few pieces left, worth saying how many; `in`: plenty. */
export type StockLevel = 'out' | 'low' | 'in';

export interface StockState {
  level: StockLevel;
  /** The words shown to the shopper: 'Out of stock', 'Only N left' or 'In stock'. */
  label: string;
}

/** The state of a product with `stock` pieces in stock. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { level: 'out', label: 'Out of stock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { level: 'low', label: `Only ${stock} left` };
  return { level: 'in', label: 'In stock' };
}

/** Why a cart cannot have what it asks for, in the words the API refuses such an order with. */
export function shortOfStockMessage(productName: string, stock: number): string {
  return stock > 0 ? `Only ${stock} left of ${productName}` : `${productName} is out of stock`;
}

/**
 * The most pieces one cart line may hold: what is in stock, never past what the API takes on one
 * line. An unknown stock (a line kept from before the cart recorded it) is held only by that limit,
 * and placing the order says if the stock falls short.
 */
export function mostPerLine(stock: number | undefined): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, stock ?? MAX_LINE_QUANTITY));
}

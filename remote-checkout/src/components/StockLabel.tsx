import type { CartItem } from '@brass/shared/cart-store';
import { stockState } from '@brass/shared/stock-state';
import styles from './StockLabel.module.css';

/**
 * 'Only N left' or 'Out of stock' for a cart line, in maroon when the line asks for more than that;
 * nothing while the stock has plenty for it or its count is not known yet.
 */
export function StockLabel({ item }: { item: CartItem }) {
  if (item.stock === undefined) return null;
  const { level, label } = stockState(item.stock);
  const short = item.quantity > item.stock;
  if (level === 'in' && !short) return null;
  // Plenty in stock is still too few for this line: the shopper needs the number to come down to.
  const text = level === 'in' ? `Only ${item.stock} left` : label;
  return <span className={`${styles.label} ${short ? styles.short : ''}`}>{text}</span>;
}

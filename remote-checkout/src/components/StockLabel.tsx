import type { CartItem } from '@brass/shared/cart-store';
import { stockState } from '@brass/shared/stock-state';
import styles from './StockLabel.module.css';

/**
 * 'Only N left' or 'Out of stock' for a cart line, in maroon when the line asks for more than that;
 * nothing while the shelf has plenty or its count is not known yet.
 */
export function StockLabel({ item }: { item: CartItem }) {
  if (item.stock === undefined) return null;
  const { level, label } = stockState(item.stock);
  if (level === 'in') return null;
  const short = item.quantity > item.stock;
  return <span className={`${styles.label} ${short ? styles.short : ''}`}>{label}</span>;
}

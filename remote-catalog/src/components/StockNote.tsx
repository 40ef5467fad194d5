import { stockState } from '@brass/shared/stock-state';
import styles from './StockNote.module.css';

interface Props {
  stock: number;
  /** Cards say only what stops or limits a purchase; the product page also says 'In stock'. */
  showInStock?: boolean;
  className?: string;
}

/** The stock in words, with a colour per level: 'Out of stock', 'Only N left' or 'In stock'. */
export function StockNote({ stock, showInStock = false, className = '' }: Props) {
  const { level, label } = stockState(stock);
  if (level === 'in' && !showInStock) return null;
  return <p className={`${styles.note} ${styles[level]} ${className}`}>{label}</p>;
}

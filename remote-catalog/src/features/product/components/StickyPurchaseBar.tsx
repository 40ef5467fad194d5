import { formatRupees } from '@brass/shared/money';
import { useEffect, useState, type RefObject } from 'react';
import buttons from '../../../components/buttons.module.css';
import styles from './StickyPurchaseBar.module.css';

interface Props {
  /** The page's own row of quantity and Add to Cart: the bar shows only while it is below the screen. */
  purchase: RefObject<HTMLElement | null>;
  productName: string;
  price: number;
  soldOut: boolean;
  onAdd: () => void;
}

/**
 * On a phone the photos fill the first screens and Add to Cart sits far below them: until the shopper
 * reaches it, a bar at the foot of the screen keeps the price and Add to Cart in reach. Wide screens,
 * where the row stands beside the photos, never show it. Drawn only once the page runs, so the
 * server's page and the first render agree.
 */
export function StickyPurchaseBar({ purchase, productName, price, soldOut, onAdd }: Props) {
  const [rowBelow, setRowBelow] = useState(false);
  useEffect(() => {
    const row = purchase.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setRowBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [purchase]);

  if (!rowBelow || soldOut) return null;
  return (
    <div className={styles.bar}>
      <p className={styles.summary}>
        <span className={styles.name}>{productName}</span>
        <span className={styles.price}>{formatRupees(price)}</span>
      </p>
      <button
        type="button"
        className={`${buttons.primary} ${styles.add}`}
        aria-label={`Add to Cart: ${productName}`}
        onClick={onAdd}
      >
        Add to Cart
      </button>
    </div>
  );
}

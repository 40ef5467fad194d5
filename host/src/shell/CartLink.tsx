import { selectCartCount, useCartStore } from '@brass/shared/cart-store';
import { Link } from 'wouter';
import styles from './Header.module.css';

/** The cart icon; its badge is the total quantity, read from the shared cart store. */
export function CartLink({ active }: { active: boolean }) {
  const count = useCartStore(selectCartCount);
  return (
    <Link
      href="/cart"
      className={active ? `${styles.cart} ${styles.active}` : styles.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-current={active ? 'page' : undefined}
    >
      <svg viewBox="0 0 24 24" className={styles.cartIcon} aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

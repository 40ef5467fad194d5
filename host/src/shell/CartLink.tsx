import { selectCartCount, useCartStore } from '@brass/shared/cart-store';
import type { ReactNode } from 'react';
import { Link } from '@brass/shared/router';
import { ShellWidget } from './ShellWidgetBoundary';
import styles from './Header.module.css';

interface Props {
  active: boolean;
}

function CartIconLink({ active, label, children }: Props & { label: string; children?: ReactNode }) {
  return (
    <Link
      to="/cart"
      className={active ? `${styles.iconLink} ${styles.active}` : styles.iconLink}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
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
      {children}
    </Link>
  );
}

function BadgedCartLink({ active }: Props) {
  const count = useCartStore(selectCartCount);
  return (
    <CartIconLink active={active} label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
        {count}
      </span>
    </CartIconLink>
  );
}

/**
 * The cart icon; its badge is the total quantity, read from the shared cart store. Should the cart's
 * items break it, the plain link to the cart stays.
 */
export function CartLink({ active }: Props) {
  return (
    <ShellWidget name="cart badge" fallback={<CartIconLink active={active} label="Cart" />}>
      <BadgedCartLink active={active} />
    </ShellWidget>
  );
}

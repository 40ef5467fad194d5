import { Link } from '@brass/shared/router';
import styles from './EmptyCart.module.css';

interface Props {
  /** Rendered before the shopper's cart has been read (on the server): the same box, saying so. */
  unread?: boolean;
}

export function EmptyCart({ unread = false }: Props) {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.icon}>
        <path d="M6 8h5l4.8 20.4a4 4 0 0 0 3.9 3.1h15.4a4 4 0 0 0 3.9-3L42 16H12.4" />
        <circle cx="20" cy="40" r="2.5" />
        <circle cx="34" cy="40" r="2.5" />
      </svg>
      <p className={styles.text}>{unread ? 'Opening your cart...' : 'Your cart is empty.'}</p>
      <p className={styles.subtext}>Handcrafted idols, diyas and decor are waiting in the shop.</p>
      <Link to="/products" className={styles.shopLink}>
        Back to shopping
      </Link>
    </div>
  );
}

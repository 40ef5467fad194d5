import { Link } from '@brass/shared/router';
import { wishlistLink } from './navigation';
import styles from './Header.module.css';

/** The heart beside the cart, to the pieces the shopper saved. */
export function WishlistLink({ active }: { active: boolean }) {
  return (
    <Link
      to={wishlistLink.href}
      className={`${styles.iconLink} ${styles.wishlist}${active ? ` ${styles.active}` : ''}`}
      aria-label={wishlistLink.label}
      aria-current={active ? 'page' : undefined}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
        <path
          d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.2 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}

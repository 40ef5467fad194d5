import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { Link, useLocation } from '@brass/shared/router';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { WishlistLink } from './WishlistLink';
import { BRAND_NAME } from '@brass/shared/constants';
import { backOfficeLink, navigationLinks } from './navigation';
import { NavLinks } from './NavLinks';
import { HeaderSearch } from './search/HeaderSearch';
import styles from './Header.module.css';

interface Props {
  mobileMenuOpen: boolean;
  onToggleMobileMenu: () => void;
  /** Prerendered into the page at build time: the shopper's cart and session are not known yet. */
  prerendered?: boolean;
  /** The signed-in account is staff or the owner: the header links the back office. */
  backOffice?: boolean;
}

export function Header({
  mobileMenuOpen,
  onToggleMobileMenu,
  prerendered = false,
  backOffice = false,
}: Props) {
  const { pathname: location } = useLocation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={mobileMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          // Prerendered, on screen before any script runs: nothing would open the menu yet, so the tap
          // is refused.
          disabled={prerendered}
          onClick={onToggleMobileMenu}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
        <Link to="/" className={styles.brand} aria-label={`${BRAND_NAME} home`}>
          <svg className={styles.brandMark} viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill="currentColor" />
            <path d="M32 12c-6 10-14 14-14 24a14 14 0 0 0 28 0c0-10-8-14-14-24z" fill="#d4a437" />
          </svg>
          <span className={styles.brandName}>{BRAND_NAME}</span>
        </Link>
        <HeaderSearch />
        <nav className={styles.nav} aria-label="Main">
          <NavLinks
            links={navigationLinks}
            location={location}
            classNames={{ list: styles.links, link: styles.link, active: styles.active }}
          />
        </nav>
        <div className={prerendered ? `${styles.actions} ${styles.pending}` : styles.actions}>
          {backOffice && isLoggedIn && (
            <Link to={backOfficeLink.href} className={styles.backOffice}>
              {backOfficeLink.label}
            </Link>
          )}
          <WishlistLink active={location === '/wishlist'} />
          <CartLink active={location === '/cart'} />
          {isLoggedIn ? (
            <AccountMenu />
          ) : (
            <Link
              to="/login"
              className={location === '/login' ? `${styles.login} ${styles.active}` : styles.login}
              aria-current={location === '/login' ? 'page' : undefined}
            >
              Log In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

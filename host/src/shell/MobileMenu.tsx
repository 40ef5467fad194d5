import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import { useEffect, useRef } from 'react';
import { useLocation } from '@brass/shared/router';
import { backOfficeLink, navigationLinks, wishlistLink } from './navigation';
import { NavLinks } from './NavLinks';
import { useLogout } from './useLogout';
import styles from './MobileMenu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The signed-in account is staff or the owner: the menu links the back office. */
  backOffice?: boolean;
}

/**
 * The slide-in menu of small screens: the header's links, then Log In when logged out, or My Orders
 * (and Back office for staff and the owner) and Logout when signed in. The shell closes it on navigation.
 */
export function MobileMenu({ open, onClose, backOffice = false }: Props) {
  const { pathname: location } = useLocation();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const panelRef = useRef<HTMLElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  const links = isLoggedIn
    ? [
        ...navigationLinks,
        wishlistLink,
        { href: '/orders', label: 'My Orders' } as const,
        ...(backOffice ? [backOfficeLink] : []),
      ]
    : [...navigationLinks, wishlistLink, { href: '/login', label: 'Log In' } as const];

  return (
    <>
      <div
        className={open ? `${styles.backdrop} ${styles.visible}` : styles.backdrop}
        onClick={onClose}
        aria-hidden="true"
      />
      <nav
        id="mobile-menu"
        ref={panelRef}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        aria-label="Mobile"
        aria-hidden={!open}
        inert={!open}
      >
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          ×
        </button>
        <NavLinks
          links={links}
          location={location}
          classNames={{ list: styles.links, link: styles.link, active: styles.active }}
        />
        {isLoggedIn && (
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              onClose();
              logout();
            }}
          >
            Logout
          </button>
        )}
      </nav>
    </>
  );
}

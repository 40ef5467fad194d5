import { useAuthStore } from '@brass/shared/auth-store';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@brass/shared/router';
import { ShellWidget } from './ShellWidgetBoundary';
import { useLogout } from './useLogout';
import styles from './AccountMenu.module.css';

function AvatarMenu() {
  const user = useAuthStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  const displayName = user.name || user.email;
  const initial = displayName.charAt(0).toUpperCase();

  return (
    <div className={styles.container} ref={containerRef}>
      <button
        type="button"
        className={styles.avatar}
        aria-label={`Account menu for ${displayName}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {initial}
      </button>
      {open && (
        <div id={menuId} className={styles.dropdown}>
          <p className={styles.name}>{displayName}</p>
          <Link to="/orders" className={styles.item} onClick={() => setOpen(false)}>
            My Orders
          </Link>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}

/** The signed-in shopper's avatar (first letter of name or email) and its dropdown. */
export function AccountMenu() {
  return (
    <ShellWidget name="account menu" fallback={null}>
      <AvatarMenu />
    </ShellWidget>
  );
}

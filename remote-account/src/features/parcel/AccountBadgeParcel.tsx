import { endSession } from '@brass/shared/api';
import { useAuthStore } from '@brass/shared/auth-store';
import { shopLink, type ShopParcelProps } from '@brass/shared/parcel';
import { useEffect } from 'react';
import styles from './AccountBadgeParcel.module.css';

/**
 * Who is signed in to the shop, on any page: a Log In link for a visitor; for a shopper, their
 * initial and name, their orders and Logout. The session is the one the shop keeps in this browser,
 * taken again whenever another tab of the shop signs in or out.
 */
export function AccountBadgeParcel(props: ShopParcelProps) {
  const user = useAuthStore((state) => state.user);
  const reload = useAuthStore((state) => state.reload);

  useEffect(() => {
    window.addEventListener('storage', reload);
    return () => window.removeEventListener('storage', reload);
  }, [reload]);

  if (!user)
    return (
      <div className={styles.parcel}>
        <a href={shopLink(props, '/login')} className={styles.login}>
          Log In
        </a>
      </div>
    );

  const displayName = user.name || user.email;
  return (
    <div className={styles.parcel}>
      <span className={styles.avatar} aria-hidden="true">
        {displayName.charAt(0).toUpperCase()}
      </span>
      <span className={styles.name}>{displayName}</span>
      <a href={shopLink(props, '/orders')} className={styles.link}>
        My Orders
      </a>
      <button type="button" className={styles.link} onClick={() => void endSession()}>
        Logout
      </button>
    </div>
  );
}

import type { AdminProfile } from '@brass/shared/contracts/admin';
import { usePageMeta } from '@brass/shared/page-meta';
import { Link } from '@brass/shared/router';
import { ScreenHeader } from '../components/ScreenHeader';
import { roleLabel } from '../features/access/utils/role-label';
import { NavIcon } from './NavIcon';
import { restOf, SCREENS, screenAt } from './screens';
import styles from './BackOffice.module.css';

interface Props {
  profile: AdminProfile;
  /** The address after /admin/, e.g. `staff`. */
  screenPath: string;
}

/** The back office as staff and the owner see it: the side navigation, who is signed in, the screen. */
export function BackOffice({ profile, screenPath }: Props) {
  const screen = screenAt(screenPath);
  usePageMeta({ title: `${screen?.label ?? 'Not found'} · Back office · Brass Aangan` });

  return (
    <div className={styles.office}>
      <aside className={styles.side}>
        <p className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            BA
          </span>
          <span className={styles.brandText}>
            Back office
            <span className={styles.brandShop}>Brass Aangan</span>
          </span>
        </p>
        <nav aria-label="Back office">
          <ul className={styles.navList}>
            {SCREENS.filter((item) => profile.role === 'owner' || !item.unlistedForStaff).map((item) => (
              <li key={item.slug}>
                <Link
                  to={`/admin/${item.slug}`}
                  className={styles.navLink}
                  aria-current={item === screen ? 'page' : undefined}
                >
                  <NavIcon name={item.icon} />
                  <span className={styles.navLabel}>{item.label}</span>
                  {item.ownerOnly && profile.role !== 'owner' && (
                    <>
                      {' '}
                      <span className={styles.tag}>Owner only</span>
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <div className={styles.bar}>
          <span className={styles.avatar} aria-hidden="true">
            {profile.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <p className={styles.who}>
            Signed in as {profile.name} ({roleLabel(profile.role)})
          </p>
          <Link to="/" className={styles.shopLink}>
            View the shop
          </Link>
        </div>
        <div className={styles.screen}>
          {screen ? (
            screen.render(profile, restOf(screenPath))
          ) : (
            <ScreenHeader title="No such screen">
              The back office has no screen at this address. Choose one from the menu.
            </ScreenHeader>
          )}
        </div>
      </div>
    </div>
  );
}

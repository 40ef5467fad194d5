import { Link } from '@brass/shared/router';
import type { Crumb } from '../utils/breadcrumb-trail';
import styles from './Breadcrumbs.module.css';

/** Where the page sits in the shop, each step back a link; the page itself is named, not linked. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.trail}>
        {trail.map((crumb) => (
          <li key={crumb.name} className={styles.crumb}>
            {crumb.path === undefined ? (
              <span aria-current="page" className={styles.current}>
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className={styles.link}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

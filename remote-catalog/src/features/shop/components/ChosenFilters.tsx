import { Link } from '@brass/shared/router';
import type { ShopFilters } from '../api/get-product-page';
import { FILTER_NAMES, type FilterName } from '../hooks/use-shop-query';
import { chosenLabel } from '../utils/filter-groups';
import styles from './ChosenFilters.module.css';

interface Props {
  filters: ShopFilters;
  hrefWithout: (name: FilterName) => string;
  clearHref: string;
}

/**
 * The filters in force, each one undone on its own, and all at once with Clear filters: on a phone,
 * where the sidebar is not shown, this is how the shopper sees what narrows the list.
 */
export function ChosenFilters({ filters, hrefWithout, clearHref }: Props) {
  const chosen = FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    return value === undefined ? [] : [{ name, label: chosenLabel(name, String(value)) }];
  });
  if (chosen.length === 0) return null;
  return (
    <div className={styles.chosen}>
      <ul className={styles.list} aria-label="Chosen filters">
        {chosen.map(({ name, label }) => (
          <li key={name}>
            <Link to={hrefWithout(name)} className={styles.chip} aria-label={`Remove filter: ${label}`}>
              {label}
              <span className={styles.remove} aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearHref} className={styles.clear}>
        Clear filters
      </Link>
    </div>
  );
}

import { Link } from '@brass/shared/router';
import type { ShopFilters } from '../api/get-product-page';
import type { FilterName } from '../hooks/use-shop-query';
import type { FilterGroup } from '../utils/filter-groups';
import { FilterCount } from './FilterCount';
import styles from './FilterLinks.module.css';

interface Props {
  groups: readonly FilterGroup[];
  filters: ShopFilters;
  hrefFor: (name: FilterName, value: string | undefined) => string;
}

/**
 * The filters beside the category as lists of links, in the sidebar of wide screens: each a plain
 * address, so they work before the page's scripts have arrived and open in a new tab.
 */
export function FilterLinks({ groups, filters, hrefFor }: Props) {
  if (groups.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="refine-heading">
      <h2 id="refine-heading" className={styles.heading}>
        Refine by
      </h2>
      {groups.map((group) => (
        <div key={group.name} className={styles.group}>
          <h3 id={`refine-${group.name}`} className={styles.groupHeading}>
            {group.label}
          </h3>
          <ul className={styles.list} aria-labelledby={`refine-${group.name}`}>
            {group.options.map((option) => (
              <li key={option.label}>
                <Link
                  to={hrefFor(group.name, option.value)}
                  className={styles.link}
                  aria-current={option.value === filters[group.name] ? 'true' : undefined}
                >
                  <FilterCount label={option.label} count={option.count} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import type { FacetCount } from '@brass/shared/contracts/catalog';
import { Link } from '@brass/shared/router';
import { capitalise } from '../utils/capitalise';
import { FilterCount } from './FilterCount';
import styles from './CategoryFilter.module.css';

interface Props {
  categories: readonly string[];
  selected: string | undefined;
  /** What each category would show with the other filters kept; unknown until they arrive. */
  counts: readonly FacetCount[] | undefined;
  hrefFor: (category: string | undefined) => string;
  onSelect: (category: string | undefined) => void;
}

interface CategoryOption {
  value: string | undefined;
  label: string;
  count?: number;
}

/** All plus every non-empty category, once, in the order the API gave them, with their counts when known. */
export function categoryOptions(
  categories: readonly string[],
  counts?: readonly FacetCount[],
): CategoryOption[] {
  const distinct = [...new Set(categories.filter((category) => category.trim() !== ''))];
  const countOf = (value: string) => counts && (counts.find((facet) => facet.value === value)?.count ?? 0);
  return [
    { value: undefined, label: 'All' },
    ...distinct.map((value) => ({ value, label: capitalise(value), count: countOf(value) })),
  ];
}

/** The category filter as a sidebar of links, shown on wide screens. */
export function CategorySidebar({ categories, selected, counts, hrefFor }: Omit<Props, 'onSelect'>) {
  return (
    <nav className={styles.sidebar} aria-labelledby="category-heading">
      <h2 id="category-heading" className={styles.heading}>
        Categories
      </h2>
      <ul className={styles.list}>
        {categoryOptions(categories, counts).map((option) => (
          <li key={option.label}>
            <Link
              to={hrefFor(option.value)}
              className={option.count === 0 ? `${styles.link} ${styles.none}` : styles.link}
              aria-current={option.value === selected ? 'page' : undefined}
            >
              <FilterCount label={option.label} count={option.count} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The same filter as a labelled dropdown, shown on small screens. Its options are the category names
 * alone, as shoppers pick them by name; the line under the grid says how many a category holds.
 */
export function CategorySelect({ categories, selected, onSelect }: Omit<Props, 'hrefFor' | 'counts'>) {
  const options = categoryOptions(categories);
  // A category from a shared link may not be in this answer's list yet: keep it selectable.
  if (selected && !options.some((option) => option.value === selected)) {
    options.push({ value: selected, label: capitalise(selected) });
  }
  return (
    <label className={styles.dropdown}>
      <span className={styles.label}>Category</span>
      <select value={selected ?? ''} onChange={(event) => onSelect(event.target.value || undefined)}>
        {options.map((option) => (
          <option key={option.label} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

import { Link } from '@brass/shared/router';
import { capitalise } from '../utils/capitalise';
import styles from './CategoryFilter.module.css';

interface Props {
  categories: readonly string[];
  selected: string | undefined;
  hrefFor: (category: string | undefined) => string;
  onSelect: (category: string | undefined) => void;
}

/** All plus every non-empty category, once, in the order the API gave them. */
export function categoryOptions(
  categories: readonly string[],
): Array<{ value: string | undefined; label: string }> {
  const distinct = [...new Set(categories.filter((category) => category.trim() !== ''))];
  return [
    { value: undefined, label: 'All' },
    ...distinct.map((value) => ({ value, label: capitalise(value) })),
  ];
}

/** The category filter as a sidebar of links, shown on wide screens. */
export function CategorySidebar({ categories, selected, hrefFor }: Omit<Props, 'onSelect'>) {
  return (
    <nav className={styles.sidebar} aria-labelledby="category-heading">
      <h2 id="category-heading" className={styles.heading}>
        Categories
      </h2>
      <ul className={styles.list}>
        {categoryOptions(categories).map((option) => (
          <li key={option.label}>
            <Link
              to={hrefFor(option.value)}
              className={styles.link}
              aria-current={option.value === selected ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same filter as a labelled dropdown, shown on small screens. */
export function CategorySelect({ categories, selected, onSelect }: Omit<Props, 'hrefFor'>) {
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

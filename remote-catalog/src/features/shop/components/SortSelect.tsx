import type { ProductSort } from '@brass/shared/contracts/catalog';
import { sortOptionsFor } from '../hooks/use-shop-query';
import styles from './ShopControls.module.css';

interface Props {
  /** The shopper's words: a search starts from Best match rather than Featured. */
  q: string | undefined;
  sort: ProductSort | undefined;
  onSort: (sort: ProductSort | undefined) => void;
}

/** The order the API gives without a sort comes first, so choosing it clears the parameter. */
export function SortSelect({ q, sort, onSort }: Props) {
  const options = sortOptionsFor(q);
  return (
    <label className={styles.field}>
      <span className={styles.label}>Sort by</span>
      <select
        value={sort ?? ''}
        onChange={(event) => onSort(options.find((option) => option.value === event.target.value)?.value)}
      >
        {options.map((option) => (
          <option key={option.label} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

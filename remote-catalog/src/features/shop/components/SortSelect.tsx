import type { ProductSort } from '@brass/shared/contract';
import { SORT_OPTIONS } from '../hooks/use-shop-query';
import styles from './ShopControls.module.css';

interface Props {
  sort: ProductSort | undefined;
  onSort: (sort: ProductSort | undefined) => void;
}

/** Featured is what the API does without a sort, so choosing it clears the parameter. */
export function SortSelect({ sort, onSort }: Props) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>Sort by</span>
      <select
        value={sort ?? ''}
        onChange={(event) =>
          onSort(SORT_OPTIONS.find((option) => option.value === event.target.value)?.value)
        }
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.label} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

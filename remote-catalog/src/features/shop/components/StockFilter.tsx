import { FilterCount } from './FilterCount';
import styles from './ShopControls.module.css';

interface Props {
  checked: boolean;
  /** Products that can be bought now, with the other filters kept. */
  count: number | undefined;
  onChange: (inStockOnly: boolean) => void;
}

export function StockFilter({ checked, count, onChange }: Props) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <FilterCount label="In stock only" count={count} />
    </label>
  );
}

import { useState } from 'react';
import type { ShopFilters } from '../api/get-product-page';
import type { FilterName } from '../hooks/use-shop-query';
import type { FilterGroup } from '../utils/filter-groups';
import styles from './ShopControls.module.css';

interface Props {
  groups: readonly FilterGroup[];
  filters: ShopFilters;
  onChoose: (name: FilterName, value: string | undefined) => void;
}

const PANEL_ID = 'more-filters';

const optionText = ({ label, count }: { label: string; count?: number }) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The sidebar's filters as labelled dropdowns, for small screens, where the sidebar is not shown.
 * They wait behind More filters, so the products start high on a phone's screen.
 */
export function FilterSelects({ groups, filters, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  if (groups.length === 0) return null;
  const chosen = groups.filter((group) => filters[group.name] !== undefined).length;
  return (
    <>
      <button
        type="button"
        className={styles.more}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        {chosen > 0 ? `More filters (${chosen})` : 'More filters'}
      </button>
      <div id={PANEL_ID} className={styles.morePanel} hidden={!open}>
        {groups.map((group) => (
          <label key={group.name} className={styles.field}>
            <span className={styles.label}>{group.label}</span>
            <select
              value={filters[group.name] ?? ''}
              onChange={(event) => onChoose(group.name, event.target.value || undefined)}
            >
              {group.options.map((option) => (
                <option key={option.label} value={option.value ?? ''}>
                  {optionText(option)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </>
  );
}

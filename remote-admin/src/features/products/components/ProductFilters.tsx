import { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import { useSearchParams } from '@brass/shared/router';
import type { FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import styles from './Products.module.css';

const FIELDS = ['q', 'category', 'status', 'stock'] as const;

/** The list's filters live in the address, so a filtered list can be shared and the back button works. */
export function ProductFilters() {
  const [params, setParams] = useSearchParams();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, value);
    }
    setParams(next);
  }

  return (
    <form className={styles.filters} aria-label="Find products" onSubmit={apply} key={params.toString()}>
      <label className={styles.search}>
        <span>Name, id or shelf</span>
        <input name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
      </label>
      <label>
        <span>Category</span>
        <select name="category" defaultValue={params.get('category') ?? ''}>
          <option value="">All</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Status</span>
        <select name="status" defaultValue={params.get('status') ?? ''}>
          <option value="">All</option>
          <option value="active">In the shop</option>
          <option value="archived">Archived</option>
        </select>
      </label>
      <label>
        <span>Stock</span>
        <select name="stock" defaultValue={params.get('stock') ?? ''}>
          <option value="">Any</option>
          <option value="low">Running low</option>
          <option value="out">Out of stock</option>
        </select>
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={buttons.primary}>
          Apply
        </button>
        <button type="button" className={buttons.quiet} onClick={() => setParams(new URLSearchParams())}>
          Clear
        </button>
      </div>
    </form>
  );
}

import { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import { FilterForm, searchField } from '../../../components/FilterForm';

const FIELDS = ['q', 'category', 'status', 'stock'] as const;

export function ProductFilters() {
  return (
    <FilterForm label="Find products" fields={FIELDS}>
      {(valueOf) => (
        <>
          <label className={searchField}>
            <span>Name, id or category</span>
            <input name="q" type="search" defaultValue={valueOf('q')} maxLength={100} />
          </label>
          <label>
            <span>Category</span>
            <select name="category" defaultValue={valueOf('category')}>
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
            <select name="status" defaultValue={valueOf('status')}>
              <option value="">All</option>
              <option value="active">In the shop</option>
              <option value="draft">Draft</option>
              <option value="archived">Archived</option>
            </select>
          </label>
          <label>
            <span>Stock</span>
            <select name="stock" defaultValue={valueOf('stock')}>
              <option value="">Any</option>
              <option value="low">Running low</option>
              <option value="out">Out of stock</option>
            </select>
          </label>
        </>
      )}
    </FilterForm>
  );
}

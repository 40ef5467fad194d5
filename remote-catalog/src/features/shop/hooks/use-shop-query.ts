import type { ProductSort } from '@brass/shared/contract';
import { useLocation, useSearchParams } from '@brass/shared/router';
import type { ShopFilters } from '../api/get-product-page';

/** The first, no sort at all, is the shop's own order: the one its owner keeps in the back office. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort | undefined; label: string }> = [
  { value: undefined, label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

/** The filters a shop address asks for; anything unknown is left out rather than sent to the API. */
export function shopFiltersOf(params: URLSearchParams): ShopFilters {
  return {
    category: params.get('category') || undefined,
    q: params.get('q')?.trim() || undefined,
    sort: SORT_OPTIONS.find((option) => option.value === params.get('sort'))?.value,
  };
}

/** The shop's filters live in the URL, so a filtered shop can be shared, bookmarked and gone back to. */
export function useShopQuery() {
  const { pathname: location } = useLocation();
  const [params, setParams] = useSearchParams();
  const { category, q, sort } = shopFiltersOf(params);

  const withParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  };

  return {
    category,
    q,
    sort,
    categoryHref: (value: string | undefined) => {
      const search = withParam('category', value).toString();
      return search ? `${location}?${search}` : location;
    },
    setCategory: (value: string | undefined) => setParams(withParam('category', value)),
    // Typing replaces the entry: Back leaves the search instead of stepping through every letter.
    setSearch: (value: string) => setParams(withParam('q', value.trim() || undefined), { replace: true }),
    setSort: (value: ProductSort | undefined) => setParams(withParam('sort', value)),
  };
}

import { PRICE_BANDS, PRODUCT_COLLECTIONS } from '@brass/shared/constants';
import type { ProductSort } from '@brass/shared/contracts/catalog';
import { useLocation, useSearchParams } from '@brass/shared/router';
import type { ShopFilters } from '../api/get-product-page';

interface SortOption {
  /** Undefined: no sort asked, the API's own order. */
  value: Exclude<ProductSort, 'relevance'> | undefined;
  label: string;
}

const NAMED_SORTS: readonly SortOption[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

/**
 * The first, no sort at all, is the order the API gives without one: the shop's own (the one its owner
 * keeps in the back office), or for a search, how well each product matches it.
 */
export function sortOptionsFor(q: string | undefined): readonly SortOption[] {
  return [{ value: undefined, label: q ? 'Best match' : 'Featured' }, ...NAMED_SORTS];
}

/** The filters a shopper can choose, by their names in the address. */
export type FilterName = 'category' | 'price' | 'material' | 'finish' | 'inStock' | 'collection';
export const FILTER_NAMES: readonly FilterName[] = [
  'category',
  'price',
  'material',
  'finish',
  'inStock',
  'collection',
];

/** Beyond this the address is taken to mean the last page there is: the API pages no further. */
const MAX_PAGES = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The filters a shop address asks for; anything unknown is left out rather than sent to the API. */
export function shopFiltersOf(params: URLSearchParams): ShopFilters {
  const q = params.get('q')?.trim() || undefined;
  return {
    category: params.get('category')?.trim() || undefined,
    q,
    sort: NAMED_SORTS.find((option) => option.value === params.get('sort'))?.value,
    price: oneOf(
      PRICE_BANDS.map((band) => band.id),
      params.get('price'),
    ),
    material: params.get('material')?.trim() || undefined,
    finish: params.get('finish')?.trim() || undefined,
    inStock: params.get('inStock') === 'true' || undefined,
    collection: oneOf(PRODUCT_COLLECTIONS, params.get('collection')),
  };
}

/** How many pages of the list the address shows: `page=3` is the first three, as Load more left it. */
export function pagesShownOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1;
}

type Changes = Partial<Record<FilterName | 'q' | 'sort' | 'page', string | undefined>>;

/**
 * The shop's search, filters, order and pages live in the URL, so a filtered shop can be shared,
 * bookmarked, reloaded and gone back to.
 */
export function useShopQuery() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = shopFiltersOf(params);

  const changed = (changes: Changes) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // Other results start from their first page.
    if (!('page' in changes)) next.delete('page');
    return next;
  };
  const hrefWith = (changes: Changes) => {
    const search = changed(changes).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const withoutFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]));

  return {
    filters,
    pagesShown: pagesShownOf(params),
    hrefWith,
    clearFiltersHref: hrefWith(withoutFilters),
    setFilter: (name: FilterName, value: string | undefined) => setParams(changed({ [name]: value })),
    // Typing replaces the entry: Back leaves the search instead of stepping through every letter.
    setSearch: (value: string) => setParams(changed({ q: value.trim() || undefined }), { replace: true }),
    setSort: (value: ProductSort | undefined) => setParams(changed({ sort: value })),
  };
}

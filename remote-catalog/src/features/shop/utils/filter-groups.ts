import { PRICE_BANDS, type PRODUCT_COLLECTIONS } from '@brass/shared/constants';
import type { FacetCount, ProductFacets } from '@brass/shared/contracts/catalog';
import type { ShopFilters } from '../api/get-product-page';
import type { FilterName } from '../hooks/use-shop-query';
import { capitalise } from './capitalise';

interface FilterOption {
  /** Undefined: the choice that leaves this filter out. */
  value: string | undefined;
  label: string;
  /** What choosing it would show, the other filters kept; unknown until the counts arrive. */
  count?: number;
}

export interface FilterGroup {
  name: Exclude<FilterName, 'category' | 'inStock'>;
  label: string;
  /** The choice that leaves the filter out comes first. */
  options: FilterOption[];
}

const collectionLabels: Record<(typeof PRODUCT_COLLECTIONS)[number], string> = {
  'new-arrival': 'New arrival',
  'most-popular': 'Most popular',
};

const countIn = (counts: readonly FacetCount[] | undefined, value: string) =>
  counts?.find((facet) => facet.value === value)?.count ?? (counts ? 0 : undefined);

/**
 * The values worth offering: those that would show something, and the chosen one even when it shows
 * nothing now (so it can be seen and changed). Before the counts arrive, `known` is offered.
 */
function offered(
  known: readonly { value: string; label: string }[],
  counts: readonly FacetCount[] | undefined,
  chosen: string | undefined,
): FilterOption[] {
  return known
    .map((option) => ({ ...option, count: countIn(counts, option.value) }))
    .filter((option) => option.count !== 0 || option.value === chosen);
}

/** Values the API counted, in its order, with the chosen one kept even when nothing has it now. */
function counted(counts: readonly FacetCount[] | undefined, chosen: string | undefined) {
  const values = (counts ?? []).map((facet) => facet.value);
  if (chosen && !values.includes(chosen)) values.push(chosen);
  return values.map((value) => ({ value, label: value }));
}

/**
 * The filters beside the category, each with its values and what each would show. Material is
 * offered only when the products shown come in more than one (the shop's brass is mostly brass).
 */
export function filterGroups(facets: ProductFacets | undefined, filters: ShopFilters): FilterGroup[] {
  const groups: FilterGroup[] = [
    {
      name: 'price',
      label: 'Price',
      options: [
        { value: undefined, label: 'Any price' },
        ...offered(
          PRICE_BANDS.map((band) => ({ value: band.id, label: band.label })),
          facets?.price,
          filters.price,
        ),
      ],
    },
    {
      name: 'finish',
      label: 'Finish',
      options: [
        { value: undefined, label: 'Any finish' },
        ...offered(counted(facets?.finish, filters.finish), facets?.finish, filters.finish),
      ],
    },
    {
      name: 'material',
      label: 'Material',
      options: [
        { value: undefined, label: 'Any material' },
        ...offered(counted(facets?.material, filters.material), facets?.material, filters.material),
      ],
    },
    {
      name: 'collection',
      label: 'Collections',
      options: [
        { value: undefined, label: 'Any collection' },
        ...offered(
          Object.entries(collectionLabels).map(([value, label]) => ({ value, label })),
          facets?.collection,
          filters.collection,
        ),
      ],
    },
  ];
  return groups.filter((group) =>
    group.name === 'material'
      ? group.options.length > 2 || filters.material !== undefined
      : group.options.length > 1,
  );
}

/** How a chosen filter value reads in the list of chosen filters. */
export function chosenLabel(name: FilterName, value: string): string {
  if (name === 'category') return capitalise(value);
  if (name === 'price') return PRICE_BANDS.find((band) => band.id === value)?.label ?? value;
  if (name === 'collection') return collectionLabels[value as keyof typeof collectionLabels] ?? value;
  if (name === 'inStock') return 'In stock only';
  return value;
}

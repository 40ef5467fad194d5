import { PRICE_BANDS } from '@brass/shared/constants';
import type { FacetCount, Product, ProductFacets, ProductPage } from '@brass/shared/contracts/catalog';

type Query = Record<string, string>;

const bandOf = (price: number) =>
  PRICE_BANDS.find((band) => price >= band.min && (!('max' in band) || price <= band.max))?.id;

/** Whether a product passes each filter of the query, leaving out the one named by `without`. */
function matches(product: Product, query: Query, without?: string): boolean {
  const wanted = (name: string, value: string | undefined | null) =>
    name === without || query[name] === undefined || query[name] === value;
  return (
    wanted('category', product.mainCategory) &&
    wanted('price', bandOf(product.price)) &&
    wanted('material', product.facts.material) &&
    wanted('finish', product.facts.finish) &&
    (without === 'inStock' || query.inStock !== 'true' || product.stock > 0) &&
    (without === 'collection' ||
      query.collection === undefined ||
      (query.collection === 'new-arrival' && product.isNewArrival)) &&
    (!query.q || product.productName.toLowerCase().includes(query.q.toLowerCase()))
  );
}

function countsBy(
  products: Product[],
  valueOf: (product: Product) => string | null | undefined,
): FacetCount[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    const value = valueOf(product);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

function facetsOf(products: Product[], query: Query): ProductFacets {
  const without = (name: string) => products.filter((product) => matches(product, query, name));
  const bands = countsBy(without('price'), (product) => bandOf(product.price));
  return {
    category: countsBy(without('category'), (product) => product.mainCategory),
    price: PRICE_BANDS.flatMap((band) => bands.filter((facet) => facet.value === band.id)),
    material: countsBy(without('material'), (product) => product.facts.material),
    finish: countsBy(without('finish'), (product) => product.facts.finish),
    collection: [
      { value: 'new-arrival', count: without('collection').filter((product) => product.isNewArrival).length },
      { value: 'most-popular', count: 0 },
    ],
    inStock: without('inStock').filter((product) => product.stock > 0).length,
  };
}

/**
 * A small stand-in for the API's paged mode: filters by category, price band, material, finish, stock,
 * the new arrivals and words in the name, pages by page and limit, and counts the filters' values when
 * asked (`facets=true`). No product is a favourite.
 */
export function pagedCatalogue(products: Product[], categories: string[]) {
  return ({ query }: { query: Query }): ProductPage => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 30);
    const matching = products.filter((product) => matches(product, query));
    return {
      items: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
      categories,
      ...(query.facets === 'true' ? { facets: facetsOf(products, query) } : {}),
    };
  };
}

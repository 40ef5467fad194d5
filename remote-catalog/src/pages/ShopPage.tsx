import type { RemotePageProps } from '@brass/shared/remote-pages';
import { useProductPages } from '../features/shop/api/get-product-page';
import { CategorySelect, CategorySidebar } from '../features/shop/components/CategoryFilter';
import { ChosenFilters } from '../features/shop/components/ChosenFilters';
import { FilterLinks } from '../features/shop/components/FilterLinks';
import { FilterSelects } from '../features/shop/components/FilterSelects';
import { NoResults } from '../features/shop/components/NoResults';
import { ProductGrid } from '../features/shop/components/ProductGrid';
import { SearchBox } from '../features/shop/components/SearchBox';
import { SearchSummary } from '../features/shop/components/SearchSummary';
import { SortSelect } from '../features/shop/components/SortSelect';
import { StockFilter } from '../features/shop/components/StockFilter';
import { useResultsInView } from '../features/shop/hooks/use-results-in-view';
import { useShopQuery } from '../features/shop/hooks/use-shop-query';
import { capitalise } from '../features/shop/utils/capitalise';
import { categoryCopy } from '../features/shop/utils/category-copy';
import { filterGroups } from '../features/shop/utils/filter-groups';
import states from '../components/states.module.css';
import { BRAND_NAME } from '@brass/shared/constants';
import { usePageMeta } from '@brass/shared/page-meta';
import { useLocation } from '@brass/shared/router';
import { useRef } from 'react';
import styles from './ShopPage.module.css';

/** /products and /shop: the whole catalogue, searched, filtered and ordered as the URL says. */
// The filters come from the query string, not from route params.
export default function ShopPage(_props: RemotePageProps) {
  const { pathname } = useLocation();
  const { filters, pagesShown, hrefWith, clearFiltersHref, setFilter, setSearch, setSort } = useShopQuery();
  const { listing, categories, facets, searchedFor, retry } = useProductPages(filters, pagesShown);
  const { category, q } = filters;
  const copy = category ? categoryCopy(category) : undefined;
  const groups = filterGroups(facets, filters);
  const results = useRef<HTMLElement>(null);
  useResultsInView(results, JSON.stringify(filters));

  usePageMeta({
    title: category ? `${capitalise(category)} · Shop all · ${BRAND_NAME}` : `Shop all · ${BRAND_NAME}`,
    description: category
      ? (copy?.description ??
        `Handcrafted brass ${category} from Indian artisans, priced in rupees and shipped across India.`)
      : 'Shop handcrafted brass idols, diyas, lamps, urlis and decor from Indian artisans, shipped across India.',
    // A category is a list worth finding in search; a search, filter or order of it is not (/shop neither).
    canonical: category ? `/products?${new URLSearchParams({ category })}` : '/products',
  });

  return (
    <div data-boundary="catalog" className={styles.page}>
      <div className={styles.intro}>
        {copy ? (
          // The shop's own name for the list stays as the page's kicker, above the category's own heading.
          <h1 className={styles.title}>
            <span className={styles.kicker}>SHOP ALL</span>{' '}
            <span className={styles.categoryHeading}>{copy.heading}</span>
          </h1>
        ) : (
          <h1 className={styles.title}>SHOP ALL</h1>
        )}
        {copy?.description && <p className={styles.description}>{copy.description}</p>}
      </div>
      <div className={styles.layout}>
        <div className={styles.controls}>
          <SearchBox query={q ?? ''} onSearch={setSearch} />
          <CategorySelect
            categories={categories}
            selected={category}
            onSelect={(value) => setFilter('category', value)}
          />
          <SortSelect q={q} sort={filters.sort} onSort={setSort} />
          <StockFilter
            checked={filters.inStock === true}
            count={facets?.inStock}
            onChange={(inStockOnly) => setFilter('inStock', inStockOnly ? 'true' : undefined)}
          />
          <FilterSelects groups={groups} filters={filters} onChoose={setFilter} />
        </div>
        <div className={styles.sidebar}>
          <CategorySidebar
            categories={categories}
            selected={category}
            counts={facets?.category}
            hrefFor={(value) => hrefWith({ category: value })}
          />
          <FilterLinks
            groups={groups}
            filters={filters}
            hrefFor={(name, value) => hrefWith({ [name]: value })}
          />
        </div>
        <section ref={results} className={styles.results} aria-labelledby="results-heading">
          <SearchSummary q={q} searchedFor={searchedFor} />
          <ChosenFilters
            filters={filters}
            hrefWithout={(name) => hrefWith({ [name]: undefined })}
            clearHref={clearFiltersHref}
          />
          {!listing ? (
            <p className={`${states.loading} ${styles.reserve}`} role="status">
              Loading...
            </p>
          ) : listing.items.length === 0 ? (
            // A failed load shows the same message as an empty shop.
            <NoResults
              searchedFor={searchedFor}
              searchHref={(words) => `${pathname}?${new URLSearchParams({ q: words }).toString()}`}
              categories={categories}
              categoryHref={(value) => `${pathname}?${new URLSearchParams({ category: value }).toString()}`}
            />
          ) : (
            <ProductGrid
              listing={listing}
              moreHref={hrefWith({ page: String(listing.pages + 1) })}
              retry={retry}
            />
          )}
        </section>
      </div>
    </div>
  );
}

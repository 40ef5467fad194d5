import type { RemotePageProps } from '@brass/shared/remote-pages';
import { useProductPages } from '../features/shop/api/get-product-page';
import { CategorySelect, CategorySidebar } from '../features/shop/components/CategoryFilter';
import { ProductGrid } from '../features/shop/components/ProductGrid';
import { SearchBox } from '../features/shop/components/SearchBox';
import { SortSelect } from '../features/shop/components/SortSelect';
import { useShopQuery } from '../features/shop/hooks/use-shop-query';
import { capitalise } from '../features/shop/utils/capitalise';
import { BRAND_NAME } from '@brass/shared/constants';
import { usePageMeta } from '@brass/shared/page-meta';
import styles from './ShopPage.module.css';

/** /products and /shop: the whole catalogue, filtered by what the URL says. */
// The filters come from the query string, not from route params.
export default function ShopPage(_props: RemotePageProps) {
  const { category, q, sort, categoryHref, setCategory, setSearch, setSort } = useShopQuery();
  const { listing, categories, loadMore } = useProductPages({ category, q, sort });

  usePageMeta({
    title: category ? `${capitalise(category)} · Shop all · ${BRAND_NAME}` : `Shop all · ${BRAND_NAME}`,
    description: category
      ? `Handcrafted brass ${category} from Indian artisans, priced in rupees and shipped across India.`
      : 'Shop handcrafted brass idols, diyas, lamps, urlis and decor from Indian artisans, shipped across India.',
  });

  return (
    <div data-boundary="catalog" className={styles.page}>
      <h1 className={styles.title}>SHOP ALL</h1>
      <div className={styles.layout}>
        <CategorySidebar categories={categories} selected={category} hrefFor={categoryHref} />
        <section className={styles.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className={styles.visuallyHidden}>
            Products
          </h2>
          <div className={styles.controls}>
            <SearchBox query={q ?? ''} onSearch={setSearch} />
            <CategorySelect categories={categories} selected={category} onSelect={setCategory} />
            <SortSelect sort={sort} onSort={setSort} />
          </div>
          <ProductGrid listing={listing} loadMore={loadMore} />
        </section>
      </div>
    </div>
  );
}

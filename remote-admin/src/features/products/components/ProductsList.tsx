import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProductList } from '@brass/shared/contracts/admin-products';
import { Link, useSearchParams } from '@brass/shared/router';
import a11y from '../../../components/a11y.module.css';
import { useAdminProducts } from '../api/get-products';
import { useProductMoves } from '../hooks/use-product-moves';
import { ProductFilters } from './ProductFilters';
import { ProductsTable } from './ProductsTable';
import styles from './Products.module.css';

/** The catalogue: filters and search in the address, a page of 25. */
export function ProductsList() {
  const [params] = useSearchParams();
  const products = useAdminProducts(params.toString());

  return (
    <div className={styles.list}>
      <ProductFilters />
      <p role="status" className={styles.count}>
        {products.status === 'success'
          ? `${products.data.total} product${products.data.total === 1 ? '' : 's'}`
          : products.status === 'error'
            ? ''
            : 'Loading products…'}
      </p>
      {products.status === 'error' && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(products.error, 'The products could not be loaded.')}
        </p>
      )}
      {products.status === 'success' &&
        (products.data.products.length === 0 ? (
          <p className={styles.empty}>No products match these filters.</p>
        ) : (
          <ProductsPage key={params.toString()} list={products.data} params={params} />
        ))}
    </div>
  );
}

/** One page of the list, its rows movable up and down the shop's order, and links to the others. */
function ProductsPage({ list, params }: { list: AdminProductList; params: URLSearchParams }) {
  const moves = useProductMoves(list, params.toString());
  const { page, pageSize, total } = list;

  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/admin/products?${next.toString()}`;
  };

  return (
    <>
      {/* The moved row shows the move to the eye; this says it to a screen reader. */}
      <p className={a11y.visuallyHidden} aria-live="polite">
        {moves.said}
      </p>
      {moves.error && (
        <p role="alert" className={styles.error}>
          {moves.error}
        </p>
      )}
      <ProductsTable products={moves.rows} moves={moves} />
      <nav className={styles.pages} aria-label="Pages of products">
        {page > 1 && <Link to={pageLink(page - 1)}>← Previous</Link>}
        <span>
          Page {page} of {Math.max(1, Math.ceil(total / pageSize))}
        </span>
        {page * pageSize < total && <Link to={pageLink(page + 1)}>Next →</Link>}
      </nav>
    </>
  );
}

import { apiErrorMessage } from '@brass/shared/api-client';
import { Link, useSearchParams } from '@brass/shared/router';
import { useAdminProducts } from '../api/get-products';
import { ProductFilters } from './ProductFilters';
import { ProductsTable } from './ProductsTable';
import styles from './Products.module.css';

/** The catalogue: filters and search in the address, a page of 25. */
export function ProductsList() {
  const [params] = useSearchParams();
  const products = useAdminProducts(params.toString());
  const page = Number(params.get('page') ?? '1') || 1;

  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/admin/products?${next.toString()}`;
  };

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
          <>
            <ProductsTable products={products.data.products} />
            <nav className={styles.pages} aria-label="Pages of products">
              {page > 1 && <Link to={pageLink(page - 1)}>← Previous</Link>}
              <span>
                Page {page} of {Math.max(1, Math.ceil(products.data.total / products.data.pageSize))}
              </span>
              {page * products.data.pageSize < products.data.total && (
                <Link to={pageLink(page + 1)}>Next →</Link>
              )}
            </nav>
          </>
        ))}
    </div>
  );
}

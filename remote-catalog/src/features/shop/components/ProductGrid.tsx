import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import type { useProductPages } from '../api/get-product-page';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

type Props = ReturnType<typeof useProductPages>;

/** The first five cards fill the first row of the widest grid. */
const FIRST_ROW = 5;

const imagePriority = (index: number) => (index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : undefined);

export function ProductGrid({ listing, loadMore }: Omit<Props, 'categories'>) {
  if (!listing) {
    return (
      <p className={`${states.loading} ${styles.reserve}`} role="status">
        Loading...
      </p>
    );
  }
  // A failed load shows the same message as an empty shop.
  if (listing.items.length === 0) return <p className={states.empty}>No products found.</p>;

  return (
    <>
      <ul className={styles.grid} aria-label="Products">
        {listing.items.map((product, index) => (
          <ProductCard key={product._id} product={product} imagePriority={imagePriority(index)} />
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.count} role="status">
          Showing {listing.items.length} of {listing.total} products
        </p>
        {listing.more === 'error' && (
          <p className={states.error} role="alert">
            More products could not be loaded. Please try again.
          </p>
        )}
        {listing.items.length < listing.total && (
          <button
            type="button"
            className={buttons.secondary}
            disabled={listing.more === 'loading'}
            onClick={loadMore}
          >
            {listing.more === 'loading' ? 'Loading more...' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}

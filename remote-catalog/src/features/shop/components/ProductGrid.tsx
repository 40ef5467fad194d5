import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import type { Listing } from '../api/get-product-page';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  listing: Listing;
  /** The address that shows one page more. */
  moreHref: string;
  /** After the next page failed to load: ask for it again. */
  retry: () => void;
}

/** The first five cards fill the first row of the widest grid. */
const FIRST_ROW = 5;

const imagePriority = (index: number) => (index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : undefined);

/**
 * The products, then how many of how many are shown. Load more is a link to the address with one page
 * more (`page=`), so a reload or a shared link shows as much as the shopper had; it replaces the
 * address rather than adding one, so Back leaves the list instead of unloading it a page at a time.
 */
export function ProductGrid({ listing, moreHref, retry }: Props) {
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
        {listing.more === 'error' ? (
          <>
            <p className={states.error} role="alert">
              More products could not be loaded. Please try again.
            </p>
            <button type="button" className={buttons.secondary} onClick={retry}>
              Load more
            </button>
          </>
        ) : listing.more === 'loading' ? (
          <button type="button" className={buttons.secondary} disabled>
            Loading more...
          </button>
        ) : (
          listing.items.length < listing.total && (
            <Link to={moreHref} replace className={buttons.secondary}>
              Load more
            </Link>
          )
        )}
      </div>
    </>
  );
}

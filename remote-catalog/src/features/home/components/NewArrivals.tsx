import type { Product } from '@brass/shared/contracts/catalog';
import { formatRupees } from '@brass/shared/money';
import { Link } from '@brass/shared/router';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { NewBadge } from '../../../components/NewBadge';
import { ProductImage } from '../../../components/ProductImage';
import { useNewArrivals } from '../api/get-new-arrivals';
import { useNewArrivalsTitle } from '../api/get-settings';
import { SaveToWishlist } from '../../wishlist/components/SaveToWishlist';
import { useFadingPager } from '../hooks/use-fading-pager';
import { usePageSize } from '../hooks/use-page-size';
import styles from './NewArrivals.module.css';

function Pager({ products }: { products: Product[] }) {
  const pageSize = usePageSize();
  const { page, pageCount, start, fading, goTo } = useFadingPager(products.length, pageSize);
  const shown = products.slice(start, start + pageSize);

  return (
    <>
      <div className={styles.pager}>
        <button
          type="button"
          className={buttons.arrow}
          aria-label="Previous new arrivals"
          disabled={page === 0}
          onClick={() => goTo(page - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul
          className={fading ? `${styles.list} ${styles.faded}` : styles.list}
          style={{ gridTemplateColumns: `repeat(${pageSize}, minmax(0, 1fr))` }}
          aria-labelledby="new-arrivals-title"
          data-testid="new-arrivals-list"
        >
          {shown.map((product) => (
            <li key={product._id} className={styles.card}>
              <Link to={`/product/${encodeURIComponent(product._id)}`} className={styles.link}>
                <span className={styles.media}>
                  <NewBadge />
                  <ProductImage
                    path={product.image}
                    alt=""
                    sizes="(max-width: 639px) 80vw, (max-width: 1023px) 30vw, 200px"
                    width={200}
                    height={200}
                  />
                </span>
                <span className={styles.name}>{product.productName}</span>
                <span className={styles.price}>{formatRupees(product.price)}</span>
              </Link>
              <SaveToWishlist
                productId={product._id}
                productName={product.productName}
                className={styles.save}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttons.arrow}
          aria-label="Next new arrivals"
          disabled={page >= pageCount - 1}
          onClick={() => goTo(page + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {pageSize === 1 ? (
        <p className={styles.counter} aria-live="polite">
          {page + 1} / {pageCount}
        </p>
      ) : (
        pageCount > 1 && (
          <div className={styles.dots} role="group" aria-label="New arrivals pages">
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Page ${index + 1}`}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        )
      )}
    </>
  );
}

/** New Arrivals: the products flagged new, a page at a time, as many per page as the width allows. */
export function NewArrivals() {
  const title = useNewArrivalsTitle();
  const products = useNewArrivals();
  const items = products.status === 'success' ? products.data : [];

  return (
    <section className={styles.section} aria-labelledby="new-arrivals-title">
      <h2 id="new-arrivals-title" className={styles.heading}>
        {title}
      </h2>
      {products.status === 'loading' ? (
        <p className={states.loading} role="status">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className={states.empty}>No new arrivals.</p>
      ) : (
        <Pager products={items} />
      )}
    </section>
  );
}

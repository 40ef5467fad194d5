import { useId } from 'react';
import states from '../../../components/states.module.css';
import { ProductCard } from '../../shop/components/ProductCard';
import { useRelatedProducts } from '../api/get-related-products';
import styles from './RelatedProducts.module.css';

/**
 * Pieces like this one, as the shop's cards, under its details. They are a suggestion: when there are
 * none, or they cannot be loaded, the section is simply not there.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const headingId = useId();
  const related = useRelatedProducts(productId);
  if (related.status === 'error' || (related.status === 'success' && related.data.length === 0)) return null;

  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        You may also like
      </h2>
      {related.status === 'success' ? (
        <ul className={styles.cards} aria-label="Related pieces">
          {related.data.map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </ul>
      ) : (
        <p className={`${states.loading} ${styles.reserve}`} role="status">
          Loading...
        </p>
      )}
    </section>
  );
}

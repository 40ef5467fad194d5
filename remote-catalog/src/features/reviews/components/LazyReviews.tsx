import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import type { RequestState } from '@brass/shared/use-request';
import { lazy, Suspense, useId, useRef } from 'react';
import states from '../../../components/states.module.css';
import { useNearViewport } from '../hooks/use-near-viewport';
import styles from './LazyReviews.module.css';

// The reviews, their form and their calls load when the section nears the screen: none of it is in the
// product page's first visit.
const ReviewsSection = lazy(() => import('./ReviewsSection'));

interface Props {
  productId: string;
  summary: RequestState<ReviewSummary>;
}

/**
 * The product's reviews under its details. The server and the browser's first render draw the heading
 * alone, so the page takes over unchanged; the rest arrives once the shopper scrolls near it.
 */
export function LazyReviews({ productId, summary }: Props) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const loading = (
    <p className={`${states.loading} ${styles.reserve}`} role="status">
      Loading reviews...
    </p>
  );

  return (
    <section ref={section} className={styles.reviews} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Customer reviews
      </h2>
      {near ? (
        <Suspense fallback={loading}>
          <ReviewsSection productId={productId} summary={summary} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}

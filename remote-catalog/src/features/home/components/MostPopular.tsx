import { CAROUSEL_SCROLL_STEP } from '@brass/shared/constants';
import { useRef } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { useMostPopular } from '../api/get-most-popular';
import { useMostPopularTitle } from '../api/get-settings';
import { MostPopularCard } from './MostPopularCard';
import styles from './MostPopular.module.css';

/** Most Popular: a horizontal scroller whose buttons move it by one step of 350 px. */
export function MostPopular() {
  const title = useMostPopularTitle();
  const products = useMostPopular();
  const trackRef = useRef<HTMLUListElement>(null);
  // A failed list is not shown as an error, the section just has nothing to show.
  const items = products.status === 'success' ? products.data : [];

  const scroll = (direction: -1 | 1) =>
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP, behavior: 'smooth' });

  return (
    <section className={styles.section} aria-labelledby="most-popular-title">
      <div className={styles.header}>
        <h2 id="most-popular-title" className={styles.heading}>
          {title}
        </h2>
        {items.length > 0 && (
          <div className={styles.controls}>
            <button
              type="button"
              className={buttons.arrow}
              aria-label="Scroll left"
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={buttons.arrow}
              aria-label="Scroll right"
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {products.status === 'loading' ? (
        <p className={states.loading} role="status">
          Loading...
        </p>
      ) : items.length === 0 ? (
        <p className={states.empty}>No most popular products.</p>
      ) : (
        <ul ref={trackRef} className={styles.track} aria-labelledby="most-popular-title">
          {items.map((product) => (
            <MostPopularCard key={product._id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

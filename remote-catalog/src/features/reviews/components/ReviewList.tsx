import type { Review, ReviewSort } from '@brass/shared/contracts/reviews';
import { useEffect, useId, useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { getReviews } from '../api/get-reviews';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';

interface Loaded {
  sort: ReviewSort;
  reviews: Review[];
  total: number;
  page: number;
}

/** The published reviews, newest or most helpful first, ten at a time with "Show more reviews". */
export function ReviewList({ productId }: { productId: string }) {
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>();
  // The order and page whose reviews could not be loaded: asking for another clears the message.
  const [failedAt, setFailedAt] = useState<string>();
  const asked = `${sort}:${page}`;

  useEffect(() => {
    const controller = new AbortController();
    getReviews(productId, sort, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        // A later page adds to the list shown; a new order starts it again.
        setLoaded((before) => ({
          sort,
          reviews:
            page > 1 && before?.sort === sort ? [...before.reviews, ...answer.reviews] : answer.reviews,
          total: answer.total,
          page,
        }));
      },
      () => {
        if (!controller.signal.aborted) setFailedAt(`${sort}:${page}`);
      },
    );
    return () => controller.abort();
  }, [productId, sort, page]);

  const shown = loaded?.sort === sort ? loaded : undefined;

  return (
    <div className={styles.list}>
      <p className={styles.sort}>
        <label htmlFor={sortId}>Sort reviews</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setPage(1);
          }}
        >
          <option value="newest">Newest</option>
          <option value="helpful">Most helpful</option>
        </select>
      </p>
      {failedAt === asked && (
        <p className={states.error} role="alert">
          Reviews could not be loaded. Please try again.
        </p>
      )}
      {shown && shown.reviews.length > 0 && (
        <ul className={styles.items} aria-label="Reviews">
          {shown.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {shown && shown.reviews.length < shown.total && (
        <button type="button" className={buttons.secondary} onClick={() => setPage(shown.page + 1)}>
          Show more reviews
        </button>
      )}
    </div>
  );
}

import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import { Stars } from './Stars';
import styles from './Reviews.module.css';

const reviewsIn = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;

/** The average with its stars, the count, and a bar per star of how many gave it. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  if (summary.average === null) return <p className={styles.none}>No reviews yet.</p>;
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageFigure}>{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} />
        <span className={styles.count}>{reviewsIn(summary.count)}</span>
      </p>
      <ul className={styles.distribution} aria-label="Reviews by rating">
        {summary.stars.map(({ stars, count }) => (
          <li key={stars} className={styles.bar}>
            <span aria-hidden="true">{stars} ★</span>
            <meter
              className={styles.meter}
              min={0}
              max={summary.count}
              value={count}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewsIn(count)}`}
            />
            <span aria-hidden="true" className={styles.barCount}>
              {count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

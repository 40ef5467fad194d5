import styles from './Reviews.module.css';

/** Five stars, `rating` of them filled (halves rounded), read out as "Rated 4.3 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? styles.starFilled : styles.starEmpty}>
          ★
        </span>
      ))}
    </span>
  );
}

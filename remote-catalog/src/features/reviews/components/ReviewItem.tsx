import { imageUrl } from '@brass/shared/api-support';
import type { Review } from '@brass/shared/contracts/reviews';
import { HelpfulButton } from './HelpfulButton';
import { Stars } from './Stars';
import styles from './Reviews.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** One published review: its stars, words, photos and the shop's reply. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className={styles.review}>
      <article aria-label={`${review.title}, by ${review.author}`}>
        <header className={styles.reviewHead}>
          <Stars rating={review.rating} />
          <h3 className={styles.reviewTitle}>{review.title}</h3>
        </header>
        <p className={styles.byline}>
          <span>{review.author}</span>
          {/* The API takes reviews only from shoppers whose order of the piece was delivered. */}
          <span className={styles.verified}>Verified buyer</span>
          <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        </p>
        <p className={styles.text}>{review.text}</p>
        {review.photos.length > 0 && (
          <ul className={styles.photos} aria-label="Photos from the buyer">
            {review.photos.map((photo) => (
              <li key={photo.small}>
                <a href={imageUrl(photo.large)} target="_blank" rel="noreferrer">
                  <img src={imageUrl(photo.small)} alt={photo.alt} width={96} height={96} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
        {review.reply && (
          <div className={styles.reply}>
            <p className={styles.replyLabel}>Reply from the shop</p>
            <p>{review.reply.text}</p>
          </div>
        )}
        <HelpfulButton reviewId={review.id} count={review.helpfulCount} />
      </article>
    </li>
  );
}

import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import type { RequestState } from '@brass/shared/use-request';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';
import { WriteReview } from './WriteReview';
import styles from './Reviews.module.css';

interface Props {
  productId: string;
  summary: RequestState<ReviewSummary>;
}

/** The rating, the way to write a review, and the reviews: loaded once the section nears the screen. */
export default function ReviewsSection({ productId, summary }: Props) {
  return (
    <div className={styles.body}>
      <div className={styles.side}>
        {summary.status === 'success' && <RatingSummary summary={summary.data} />}
        <WriteReview productId={productId} />
      </div>
      {summary.status === 'success' && summary.data.count > 0 && <ReviewList productId={productId} />}
    </div>
  );
}

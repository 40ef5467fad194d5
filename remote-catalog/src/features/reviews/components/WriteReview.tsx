import { selectIsLoggedIn, useAuthStore } from '@brass/shared/auth-store';
import type { OwnReview } from '@brass/shared/contracts/reviews';
import { Link, useLocation } from '@brass/shared/router';
import { useState } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { useMyReview } from '../api/get-my-review';
import { ReviewForm } from './ReviewForm';
import styles from './Reviews.module.css';

const stateNotes: Record<OwnReview['state'], string> = {
  pending: 'Thank you for your review. It will appear here once the shop has published it.',
  published: 'Thank you for your review of this piece.',
  hidden: 'Thank you for your review. The shop has not published it.',
};

/**
 * "Write a review" for a signed-in shopper whose order of the piece was delivered; the API decides
 * who may, this only shows what it said.
 */
export function WriteReview({ productId }: { productId: string }) {
  const signedIn = useAuthStore(selectIsLoggedIn);
  const mine = useMyReview(productId, signedIn);
  const [open, setOpen] = useState(false);
  const [written, setWritten] = useState<OwnReview>();
  const [refusedPhotos, setRefusedPhotos] = useState<string[]>([]);
  const { pathname } = useLocation();

  if (!signedIn) {
    return (
      <p className={styles.invite}>
        Bought this piece?{' '}
        <Link to="/login" state={{ from: pathname }}>
          Sign in
        </Link>{' '}
        to write a review.
      </p>
    );
  }
  const own = written ?? (mine.status === 'success' ? mine.data.review : null);
  if (own) {
    return (
      <>
        <p className={styles.invite} role="status">
          {stateNotes[own.state]}
        </p>
        {refusedPhotos.length > 0 && (
          <p className={states.error} role="alert">
            Your review was sent without some photos. {refusedPhotos.join(' ')}
          </p>
        )}
      </>
    );
  }
  if (mine.status !== 'success' || mine.data.state !== 'can-review') return null;
  if (!open) {
    return (
      <button type="button" className={buttons.primary} onClick={() => setOpen(true)}>
        Write a review
      </button>
    );
  }
  return (
    <ReviewForm
      productId={productId}
      onWritten={(review, refused) => {
        setWritten(review);
        setRefusedPhotos(refused);
      }}
    />
  );
}

import { apiErrorMessage } from '@brass/shared/api-support';
import { failedStatus } from '@brass/shared/use-request';
import { useState } from 'react';
import { markHelpful } from '../api/mark-helpful';
import styles from './Reviews.module.css';

/** "Helpful", once per shopper: the API counts each shopper's vote once and says so if asked again. */
export function HelpfulButton({ reviewId, count }: { reviewId: string; count: number }) {
  const [shown, setShown] = useState(count);
  const [voted, setVoted] = useState(false);
  const [note, setNote] = useState('');

  async function vote(): Promise<void> {
    setNote('');
    try {
      setShown((await markHelpful(reviewId)).helpfulCount);
      setVoted(true);
    } catch (error) {
      if (failedStatus(error) === 409) setVoted(true);
      setNote(
        failedStatus(error) === 401
          ? 'Sign in to mark a review helpful.'
          : apiErrorMessage(error, 'Your vote could not be counted. Please try again.'),
      );
    }
  }

  return (
    <p className={styles.helpful}>
      <button
        type="button"
        className={styles.helpfulButton}
        aria-pressed={voted}
        disabled={voted}
        onClick={() => void vote()}
      >
        Helpful ({shown})
      </button>
      <span role="status" className={styles.note}>
        {note}
      </span>
    </p>
  );
}

import { apiErrorMessage, imageUrl } from '@brass/shared/api-support';
import type { AdminReview } from '@brass/shared/contracts/admin-reviews';
import { REVIEW_REPLY_MAX } from '@brass/shared/contracts/admin-reviews';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { FormField } from '../../../components/FormField';
import { formatWhen } from '../../../utils/format-when';
import { moderateReview, replyToReview } from '../api/reviews';
import styles from './Reviews.module.css';

const STATE_LABELS: Record<AdminReview['state'], string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

interface Props {
  review: AdminReview;
  /** `done`: what was done, in words for the screen's outcome. */
  onChanged(review: AdminReview, done: string): void;
  onProblem(text: string): void;
}

/** One review with what staff may do to it: publish, hide, and answer. */
export function ReviewCard({ review, onChanged, onProblem }: Props) {
  const [reply, setReply] = useState(review.reply?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<AdminReview>, done: string): Promise<void> {
    setBusy(true);
    try {
      onChanged(await work(), done);
    } catch (error) {
      onProblem(apiErrorMessage(error, 'The review could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function saveReply(event: FormEvent): Promise<void> {
    event.preventDefault();
    setProblem(undefined);
    if (reply.trim() === '') {
      setProblem('Reply is required');
      return;
    }
    await act(() => replyToReview(review.id, reply.trim()), `Your reply to “${review.title}” is saved.`);
  }

  return (
    <li className={styles.review}>
      <article aria-label={`${review.title}, by ${review.authorName}`}>
        <p className={styles.meta}>
          <span className={styles.state} data-state={review.state}>
            {STATE_LABELS[review.state]}
          </span>
          <span>{review.productName}</span>
          <span>{formatWhen(review.createdAt)}</span>
        </p>
        <h3 className={styles.title}>
          <span aria-label={`${review.rating} out of 5 stars`}>{'★'.repeat(review.rating)}</span>{' '}
          {review.title}
        </h3>
        <p className={styles.text}>{review.text}</p>
        <p className={styles.author}>
          {review.authorName} · <a href={`mailto:${review.authorEmail}`}>{review.authorEmail}</a> · shown as{' '}
          {review.author}
        </p>
        {review.photos.length > 0 && (
          <ul className={styles.photos} aria-label="Photos">
            {review.photos.map((photo) => (
              <li key={photo.small}>
                <a href={imageUrl(photo.large)} target="_blank" rel="noreferrer">
                  <img src={imageUrl(photo.small)} alt={photo.alt} width={80} height={80} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {review.state !== 'published' && (
            <button
              type="button"
              className={`${buttons.primary} ${buttons.small}`}
              disabled={busy}
              onClick={() =>
                void act(() => moderateReview(review.id, 'publish'), `“${review.title}” is published.`)
              }
            >
              Publish
            </button>
          )}
          {review.state !== 'hidden' && (
            <button
              type="button"
              className={`${buttons.quiet} ${buttons.small}`}
              disabled={busy}
              onClick={() =>
                void act(() => moderateReview(review.id, 'hide'), `“${review.title}” is hidden.`)
              }
            >
              Hide
            </button>
          )}
        </div>
        <form className={styles.reply} onSubmit={(event) => void saveReply(event)} noValidate>
          <FormField label="Reply from the shop" problem={problem}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REVIEW_REPLY_MAX}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className={`${buttons.quiet} ${buttons.small}`} disabled={busy}>
            Save reply
          </button>
        </form>
      </article>
    </li>
  );
}

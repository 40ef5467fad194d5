import { apiErrorMessage } from '@brass/shared/api-support';
import type { OwnReview } from '@brass/shared/contracts/reviews';
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  reviewProblemsIn,
  type ReviewFields,
  type ReviewProblems,
} from '@brass/shared/review-rules';
import { useId, useState, type FormEvent } from 'react';
import buttons from '../../../components/buttons.module.css';
import states from '../../../components/states.module.css';
import { addReviewPhoto, writeReview } from '../api/write-review';
import styles from './Reviews.module.css';

const ratingLabels = [
  '1 star: poor',
  '2 stars: fair',
  '3 stars: good',
  '4 stars: very good',
  '5 stars: excellent',
];

type Field = keyof ReviewFields;

interface Props {
  productId: string;
  /** `refused`: why each photo the API did not take was refused, by its file name. */
  onWritten(review: OwnReview, refused: string[]): void;
}

/**
 * The review of a piece the shopper received: a rating, a title, their words and up to three photos.
 * The review is written first, then each photo is sent on its own, as the API takes them; a photo it
 * refuses is named, and the review stands without it.
 */
export function ReviewForm({ productId, onWritten }: Props) {
  const id = useId();
  const [rating, setRating] = useState<number>();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setFailure('');
    const found = reviewProblemsIn({ rating, title, text });
    setProblems(found);
    if (rating === undefined || Object.keys(found).length > 0) return;
    if (photos.length > MAX_REVIEW_PHOTOS) {
      setFailure(`Choose at most ${MAX_REVIEW_PHOTOS} photos.`);
      return;
    }
    setSending(true);
    try {
      let review = await writeReview(productId, { rating, title: title.trim(), text: text.trim() });
      const refused: string[] = [];
      for (const photo of photos) {
        try {
          review = await addReviewPhoto(review.id, photo);
        } catch (error) {
          refused.push(`${photo.name}: ${apiErrorMessage(error, 'This photo could not be added.')}`);
        }
      }
      onWritten(review, refused);
    } catch (error) {
      setFailure(apiErrorMessage(error, 'Your review could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: Field) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const problem = (field: Field) =>
    problems[field] && (
      <span id={`${id}-${field}-problem`} className={styles.problem}>
        {problems[field]}
      </span>
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Write a review"
    >
      <fieldset className={styles.ratingChoice} aria-describedby={describedBy('rating')}>
        <legend>Your rating</legend>
        {ratingLabels.map((label, index) => (
          <label key={label} className={styles.ratingOption}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={index + 1}
              checked={rating === index + 1}
              onChange={() => setRating(index + 1)}
            />
            {label}
          </label>
        ))}
        {problem('rating')}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={problems.title !== undefined}
          aria-describedby={describedBy('title')}
        />
        {problem('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problems.text !== undefined}
          aria-describedby={describedBy('text')}
        />
        {problem('text')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-photos`}>
          Photos (up to {MAX_REVIEW_PHOTOS}, JPEG, PNG, WebP or AVIF, 10 MB each)
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
        />
      </div>
      {failure && (
        <p className={states.error} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={buttons.primary} disabled={sending}>
        {sending ? 'Sending...' : 'Send review'}
      </button>
    </form>
  );
}

/**
 * What a review must hold, in one place: the product page checks the shopper's fields with it before
 * sending, and the contract's reviewBodySchema refuses the same reviews with the same words.
 */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** Photos a review may carry, each sent on its own once the review is written. */
export const MAX_REVIEW_PHOTOS = 3;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  titleMissing: 'Title is required',
  titleTooLong: `Title can be at most ${REVIEW_TITLE_MAX} characters`,
  textMissing: 'Review is required',
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters in your review`,
  textTooLong: `A review can be at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
} as const;

export interface ReviewFields {
  rating: number | undefined;
  title: string;
  text: string;
}

export type ReviewProblems = Partial<Record<keyof ReviewFields, string>>;

/** The first problem of each field, trimmed as the API trims them; none for a review it takes. */
export function reviewProblemsIn({ rating, title, text }: ReviewFields): ReviewProblems {
  const problems: ReviewProblems = {};
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    problems.rating = REVIEW_MESSAGES.rating;
  }
  const shownTitle = title.trim();
  if (shownTitle === '') problems.title = REVIEW_MESSAGES.titleMissing;
  else if (shownTitle.length > REVIEW_TITLE_MAX) problems.title = REVIEW_MESSAGES.titleTooLong;
  const words = text.trim();
  if (words.length < REVIEW_TEXT_MIN) problems.text = REVIEW_MESSAGES.textTooShort;
  else if (words.length > REVIEW_TEXT_MAX) problems.text = REVIEW_MESSAGES.textTooLong;
  return problems;
}

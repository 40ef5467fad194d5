import type { Review, ReviewSummary } from '@brass/shared/contracts/reviews';

/** The summary of a product nobody has reviewed yet. */
export const noReviews: ReviewSummary = {
  average: null,
  count: 0,
  stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
};

/** A summary of published reviews with these ratings, as the API works it out. */
export function summaryOf(ratings: number[]): ReviewSummary {
  const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
  return {
    average,
    count: ratings.length,
    stars: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: ratings.filter((rating) => rating === stars).length,
    })),
  };
}

export function makeReview(id: string, overrides: Partial<Review> = {}): Review {
  return {
    id,
    rating: 5,
    title: 'Glows at dusk',
    text: 'The urli holds water without a leak and the brass glows in the lamp light.',
    author: 'Meena I.',
    createdAt: '2026-11-20T10:00:00.000Z',
    helpfulCount: 0,
    photos: [],
    reply: null,
    ...overrides,
  };
}

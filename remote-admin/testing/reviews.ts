import type { AdminReview, AdminReviewList } from '@brass/shared/contracts/admin-reviews';

export function aReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'rev_1',
    rating: 4,
    title: 'Glows at dusk',
    text: 'The urli holds water without a leak and the brass glows in the lamp light.',
    author: 'Meena I.',
    createdAt: '2026-11-20T05:30:00.000Z',
    helpfulCount: 0,
    photos: [],
    reply: null,
    state: 'pending',
    productId: 'urli-small-8in',
    productName: 'Small Urli (8 inch)',
    authorName: 'Meena Iyer',
    authorEmail: 'meena@example.in',
    ...overrides,
  };
}

export function aReviewList(
  reviews: AdminReview[],
  overrides: Partial<AdminReviewList> = {},
): AdminReviewList {
  return {
    reviews,
    total: reviews.length,
    page: 1,
    pageSize: 25,
    counts: { pending: 1, published: 2, hidden: 0 },
    ...overrides,
  };
}

import { answer } from '@brass/shared/testing/api-mock';

/** Answers the cart's stock counts: `counts` for the products named, `plenty` for every other. */
export function answerStock(counts: Record<string, number> = {}, plenty = 25): void {
  answer('GET /api/availability', ({ query }) => ({
    items: (query.ids ?? '').split(',').map((id) => ({ _id: id, stock: counts[id] ?? plenty })),
  }));
}

import { apiClient } from '@brass/shared/api';
import type { ReviewSummary } from '@brass/shared/contracts/reviews';
import { useServerAnswer } from '@brass/shared/server-data';
import { useRequest } from '@brass/shared/use-request';

/** The key of the summary beside the product's own answer in the server's answers. */
export const reviewSummaryKey = (productId: string) => `review-summary:${productId}`;

export async function getReviewSummary(productId: string, signal: AbortSignal): Promise<ReviewSummary> {
  const response = await apiClient.get<ReviewSummary>(
    `/api/products/${encodeURIComponent(productId)}/reviews/summary`,
    { signal },
  );
  return response.data;
}

/**
 * The product page's rating: rendered on the server with the product (its structured data carries it),
 * so the browser's first render has it too and nothing differs when the page takes over.
 */
export function useReviewSummary(productId: string) {
  const key = reviewSummaryKey(productId);
  return useRequest(
    key,
    (signal) => getReviewSummary(productId, signal),
    useServerAnswer<ReviewSummary>(key),
  );
}

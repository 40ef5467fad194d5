import { apiClient } from '@brass/shared/api';
import type { ReviewPage, ReviewSort } from '@brass/shared/contracts/reviews';

export async function getReviews(
  productId: string,
  sort: ReviewSort,
  page: number,
  signal: AbortSignal,
): Promise<ReviewPage> {
  const response = await apiClient.get<ReviewPage>(`/api/products/${encodeURIComponent(productId)}/reviews`, {
    params: { sort, page },
    signal,
  });
  return response.data;
}

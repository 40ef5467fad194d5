import { apiClient } from '@brass/shared/api';
import type { MyReview } from '@brass/shared/contracts/reviews';
import { useRequest } from '@brass/shared/use-request';

async function getMyReview(productId: string, signal: AbortSignal): Promise<MyReview> {
  const response = await apiClient.get<MyReview>(
    `/api/products/${encodeURIComponent(productId)}/reviews/mine`,
    { signal },
  );
  return response.data;
}

/** Whether the signed-in shopper may review the product, or their review; idle for a visitor. */
export function useMyReview(productId: string, signedIn: boolean) {
  return useRequest(signedIn ? `my-review:${productId}` : null, (signal) => getMyReview(productId, signal));
}

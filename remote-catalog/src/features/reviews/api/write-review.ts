import { apiClient } from '@brass/shared/api';
import type { OwnReview, ReviewBody } from '@brass/shared/contracts/reviews';

export async function writeReview(productId: string, body: ReviewBody): Promise<OwnReview> {
  const response = await apiClient.post<OwnReview>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    body,
  );
  return response.data;
}

/** One photo a request, as the API takes them. */
export async function addReviewPhoto(reviewId: string, photo: File): Promise<OwnReview> {
  const form = new FormData();
  form.append('file', photo);
  const response = await apiClient.post<OwnReview>(
    `/api/reviews/${encodeURIComponent(reviewId)}/photos`,
    form,
  );
  return response.data;
}

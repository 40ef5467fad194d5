import { apiClient } from '@brass/shared/api';
import {
  adminReviewListSchema,
  adminReviewSchema,
  type AdminReview,
  type AdminReviewList,
} from '@brass/shared/contracts/admin-reviews';
import type { ReviewState } from '@brass/shared/contracts/reviews';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** Reviews newest first, of one state or all, a page at a time; a new `attempt` asks again. */
export function useReviews(state: ReviewState | undefined, page: number, attempt: number) {
  return useRequest(
    `admin-reviews:${state ?? 'all'}:${page}:${attempt}`,
    async (signal): Promise<AdminReviewList> => {
      const params = state ? { state, page } : { page };
      const { data } = await apiClient.get<unknown>('/api/admin/reviews', { params, signal });
      return v.parse(adminReviewListSchema, data);
    },
  );
}

/** Publishes or hides a review; answers it as it now stands. */
export async function moderateReview(id: string, action: 'publish' | 'hide'): Promise<AdminReview> {
  const { data } = await apiClient.post<unknown>(`/api/admin/reviews/${encodeURIComponent(id)}/${action}`);
  return v.parse(adminReviewSchema, data);
}

/** Writes the shop's answer under a review, replacing any before. */
export async function replyToReview(id: string, text: string): Promise<AdminReview> {
  const { data } = await apiClient.post<unknown>(`/api/admin/reviews/${encodeURIComponent(id)}/reply`, {
    text,
  });
  return v.parse(adminReviewSchema, data);
}

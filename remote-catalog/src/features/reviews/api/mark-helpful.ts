import { apiClient } from '@brass/shared/api';
import type { HelpfulVote } from '@brass/shared/contracts/reviews';

export async function markHelpful(reviewId: string): Promise<HelpfulVote> {
  const response = await apiClient.post<HelpfulVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`);
  return response.data;
}

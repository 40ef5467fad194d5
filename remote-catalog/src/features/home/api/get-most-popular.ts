import { apiClient } from '@brass/shared/api-client';
import type { Product } from '@brass/shared/contract';
import { useRequest } from '../../../lib/use-request';

export async function getMostPopular(_key: string, signal: AbortSignal): Promise<Product[]> {
  const response = await apiClient.get<Product[]>('/api/most-popular', { signal });
  return response.data;
}

export function useMostPopular() {
  return useRequest('most-popular', getMostPopular);
}

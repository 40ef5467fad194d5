import { apiClient } from '@brass/shared/api';
import type { Product } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '@brass/shared/server-data';

export async function getMostPopular(signal: AbortSignal): Promise<Product[]> {
  const response = await apiClient.get<Product[]>('/api/most-popular', { signal });
  return response.data;
}

export function useMostPopular() {
  return useRequest('most-popular', getMostPopular, useServerAnswer('most-popular'));
}

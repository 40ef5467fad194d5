import { apiClient } from '@brass/shared/api';
import type { Product } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '@brass/shared/server-data';

/** The whole list, filtered here, as the API has no new-arrivals query. */
export async function getNewArrivals(signal: AbortSignal): Promise<Product[]> {
  const response = await apiClient.get<Product[]>('/api/products', { signal });
  return response.data.filter((product) => product.isNewArrival);
}

export function useNewArrivals() {
  return useRequest('new-arrivals', getNewArrivals, useServerAnswer('new-arrivals'));
}

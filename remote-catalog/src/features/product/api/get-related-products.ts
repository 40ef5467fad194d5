import { apiClient } from '@brass/shared/api';
import type { Product } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '@brass/shared/server-data';

/** The key of the answer beside the product's own (whose key is its id) in the server's answers. */
export const relatedProductsKey = (id: string) => `related:${id}`;

export async function getRelatedProducts(id: string, signal: AbortSignal): Promise<Product[]> {
  const response = await apiClient.get<Product[]>(`/api/products/${encodeURIComponent(id)}/related`, {
    signal,
  });
  return response.data;
}

export function useRelatedProducts(id: string) {
  const key = relatedProductsKey(id);
  return useRequest(key, (signal) => getRelatedProducts(id, signal), useServerAnswer<Product[]>(key));
}

import { apiClient } from '@brass/shared/api';
import type { ProductDetail } from '@brass/shared/contracts/catalog';
import { failedStatus, useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '@brass/shared/server-data';

export async function getProduct(id: string, signal: AbortSignal): Promise<ProductDetail> {
  const response = await apiClient.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

export function useProduct(id: string) {
  return useRequest(id, (signal) => getProduct(id, signal), useServerAnswer<ProductDetail>(id));
}

/**
 * Any answer but ok means 'Product not found'. No answer at all is a connection problem, and saying
 * the product is gone would mislead.
 */
export function productErrorMessage(error: unknown): string {
  return failedStatus(error) === undefined
    ? 'Could not reach the shop. Please check your connection.'
    : 'Product not found';
}

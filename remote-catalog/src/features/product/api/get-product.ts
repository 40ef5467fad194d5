import { apiClient } from '@brass/shared/api-client';
import type { Product } from '@brass/shared/contract';
import { failedStatus, useRequest } from '@brass/shared/use-request';
import { useServerAnswer } from '../../../lib/server-data';

export async function getProduct(id: string, signal: AbortSignal): Promise<Product> {
  const response = await apiClient.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

export function useProduct(id: string) {
  return useRequest(id, (signal) => getProduct(id, signal), useServerAnswer<Product>(id));
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

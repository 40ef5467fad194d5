import { apiClient } from '@brass/shared/api-client';
import type { Product } from '@brass/shared/contract';
import { useRequest } from '../../../lib/use-request';

export async function getProduct(id: string, signal: AbortSignal): Promise<Product> {
  const response = await apiClient.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

export function useProduct(id: string) {
  return useRequest(id, getProduct);
}

/**
 * Any answer but ok means 'Product not found'. No answer at all (the client's error
 * carries no `response`) is a connection problem, and saying the product is gone would mislead.
 */
export function productErrorMessage(error: unknown): string {
  const answered = typeof error === 'object' && error !== null && 'response' in error && error.response;
  return answered ? 'Product not found' : 'Could not reach the shop. Please check your connection.';
}

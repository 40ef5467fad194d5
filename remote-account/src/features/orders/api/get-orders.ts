import { apiClient } from '@brass/shared/api-client';
import type { Order } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';

async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<unknown>('/api/orders/getorders', { signal });
  if (!Array.isArray(data)) throw new Error('Orders answer is not a list');
  return data as Order[];
}

/** The signed-in shopper's orders, loaded once when the page opens. */
export function useOrders() {
  return useRequest('orders', getOrders);
}

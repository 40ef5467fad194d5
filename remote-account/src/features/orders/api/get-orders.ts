import { apiClient } from '@brass/shared/api';
import type { Order } from '@brass/shared/contracts/orders';
import { useRequest } from '@brass/shared/use-request';
import { useState } from 'react';

async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await apiClient.get<unknown>('/api/orders/getorders', { signal });
  if (!Array.isArray(data)) throw new Error('Orders answer is not a list');
  return data as Order[];
}

/** The signed-in shopper's orders, loaded once when the page opens, and again on `retry`. */
export function useOrders() {
  const [attempt, setAttempt] = useState(0);
  const orders = useRequest(`orders ${attempt}`, getOrders);
  return { orders, retry: () => setAttempt((count) => count + 1) };
}

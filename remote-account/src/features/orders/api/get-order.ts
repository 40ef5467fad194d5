import { apiClient } from '@brass/shared/api';
import type { Order } from '@brass/shared/contracts/orders';
import { useRequest } from '@brass/shared/use-request';
import { useState } from 'react';

async function getOrder(orderNumber: string, signal: AbortSignal): Promise<Order> {
  const { data } = await apiClient.get<Order>(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal });
  return data;
}

/** One of the signed-in shopper's orders by its number, loaded when the page opens and on `retry`. */
export function useOrder(orderNumber: string) {
  const [attempt, setAttempt] = useState(0);
  const order = useRequest(`order ${orderNumber} ${attempt}`, (signal) => getOrder(orderNumber, signal));
  return { order, retry: () => setAttempt((count) => count + 1) };
}

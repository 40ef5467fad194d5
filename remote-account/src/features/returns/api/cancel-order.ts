import { apiClient } from '@brass/shared/api';
import type { Order } from '@brass/shared/contracts/orders';

/** Cancels the shopper's own order; the API decides whether it still may be, and refunds it. */
export async function cancelOrder(orderNumber: string): Promise<Order> {
  const { data } = await apiClient.post<Order>(`/api/orders/${encodeURIComponent(orderNumber)}/cancel`);
  return data;
}

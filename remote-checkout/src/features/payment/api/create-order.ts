import { apiClient } from '@brass/shared/api';
import type { Order, PlaceOrderBody } from '@brass/shared/contract';

/** Records the paid order; the server checks the payment again before it keeps it. */
export async function createOrder(body: PlaceOrderBody): Promise<Order> {
  const { data } = await apiClient.post<{ success?: boolean; order?: Order }>('/api/orders/', body);
  if (data.success === false || !data.order) throw new Error('The order was not recorded');
  return data.order;
}

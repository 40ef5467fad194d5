import { apiClient } from '@brass/shared/api';
import type { PlaceOrderBody } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';

/** Records the paid order; the server checks the payment again before it keeps it. */
export async function createOrder(body: PlaceOrderBody): Promise<Order> {
  const { data } = await apiClient.post<{ success?: boolean; order?: Order }>('/api/orders/', body);
  if (data.success === false || !data.order) throw new Error('The order was not recorded');
  return data.order;
}

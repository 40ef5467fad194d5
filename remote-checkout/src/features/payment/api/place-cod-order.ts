import { apiClient } from '@brass/shared/api';
import type { PlaceCodOrderBody } from '@brass/shared/contracts/checkout';
import type { Order } from '@brass/shared/contracts/orders';

/** Places an order paid on delivery; the server prices it and decides whether it takes cash for it. */
export async function placeCodOrder(body: PlaceCodOrderBody): Promise<Order> {
  const { data } = await apiClient.post<{ success?: boolean; order?: Order }>('/api/orders/cod', body);
  if (!data.order) throw new Error('The order was not recorded');
  return data.order;
}

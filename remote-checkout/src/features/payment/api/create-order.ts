import { apiClient } from '@brass/shared/api-client';
import type { PlaceOrderBody } from '@brass/shared/contract';

/** Records the paid order; the server checks the payment again before it keeps it. */
export async function createOrder(body: PlaceOrderBody): Promise<void> {
  const { data } = await apiClient.post<{ success?: boolean }>('/api/orders/', body);
  if (data.success === false) throw new Error('The order was not recorded');
}

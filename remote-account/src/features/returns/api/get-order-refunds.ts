import { apiClient } from '@brass/shared/api';
import type { OrderRefunds } from '@brass/shared/contracts/order-refunds';
import { useRequest } from '@brass/shared/use-request';

async function getOrderRefunds(orderNumber: string, signal: AbortSignal): Promise<OrderRefunds> {
  const { data } = await apiClient.get<OrderRefunds>(
    `/api/orders/${encodeURIComponent(orderNumber)}/refunds`,
    { signal },
  );
  return data;
}

/** The money given back on the order; a new `version` (the order changed) asks again. */
export function useOrderRefunds(orderNumber: string, version: string) {
  return useRequest(`refunds ${orderNumber} ${version}`, (signal) => getOrderRefunds(orderNumber, signal));
}

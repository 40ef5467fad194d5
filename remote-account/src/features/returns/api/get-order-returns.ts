import { apiClient } from '@brass/shared/api';
import type { OrderReturns } from '@brass/shared/contracts/returns';
import { useRequest } from '@brass/shared/use-request';

async function getOrderReturns(orderNumber: string, signal: AbortSignal): Promise<OrderReturns> {
  const { data } = await apiClient.get<OrderReturns>(
    `/api/orders/${encodeURIComponent(orderNumber)}/returns`,
    { signal },
  );
  return data;
}

/** The order's returns and what may still come back until when; `version` asks again after a change. */
export function useOrderReturns(orderNumber: string, version: number) {
  return useRequest(`returns ${orderNumber} ${version}`, (signal) => getOrderReturns(orderNumber, signal));
}

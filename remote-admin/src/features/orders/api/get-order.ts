import { apiClient } from '@brass/shared/api';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** One order with its customer, shipment and refunds; a new `attempt` asks again. */
export function useAdminOrder(id: string, attempt: number) {
  return useRequest(`admin-order:${id}:${attempt}`, async (signal): Promise<AdminOrderDetail> => {
    const { data } = await apiClient.get<unknown>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
    return v.parse(adminOrderDetailSchema, data);
  });
}

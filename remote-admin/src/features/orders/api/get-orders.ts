import { apiClient } from '@brass/shared/api';
import { adminOrderListSchema, type AdminOrderList } from '@brass/shared/contracts/admin-orders';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** A page of the shop's orders; `query` is the list's URL query (filters, search, page) as it stands. */
export function useAdminOrders(query: string) {
  return useRequest(`admin-orders?${query}`, async (signal): Promise<AdminOrderList> => {
    const { data } = await apiClient.get<unknown>(`/api/admin/orders?${query}`, { signal });
    return v.parse(adminOrderListSchema, data);
  });
}

import { apiClient } from '@brass/shared/api';
import {
  adminOrderDetailSchema,
  type AdminOrderDetail,
  type OrderStatusChange,
} from '@brass/shared/contracts/admin-orders';
import * as v from 'valibot';

/** The order as it stands after the move; the API refuses a move its status does not allow. */
export async function changeOrderStatus(id: string, change: OrderStatusChange): Promise<AdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/orders/${encodeURIComponent(id)}/status`,
    change,
  );
  return v.parse(adminOrderDetailSchema, data);
}

import { apiClient } from '@brass/shared/api';
import {
  adminOrderDetailSchema,
  type AdminOrderDetail,
  type RefundBody,
} from '@brass/shared/contracts/admin-orders';

export async function refundOrder(id: string, refund: RefundBody): Promise<AdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/orders/${encodeURIComponent(id)}/refunds`,
    refund,
  );
  return adminOrderDetailSchema.parse(data);
}

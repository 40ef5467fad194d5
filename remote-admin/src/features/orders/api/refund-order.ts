import { apiClient } from '@brass/shared/api';
import {
  adminOrderDetailSchema,
  type AdminOrderDetail,
  type RefundBody,
} from '@brass/shared/contracts/admin-orders';
import * as v from 'valibot';

export async function refundOrder(id: string, refund: RefundBody): Promise<AdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/orders/${encodeURIComponent(id)}/refunds`,
    refund,
  );
  return v.parse(adminOrderDetailSchema, data);
}

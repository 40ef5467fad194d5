import { apiClient } from '@brass/shared/api';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@brass/shared/contracts/admin-orders';
import * as v from 'valibot';

/** The order once confirmed with the shopper, its shipment booked if Shiprocket answered at once. */
export async function confirmCodOrder(id: string): Promise<AdminOrderDetail> {
  const { data } = await apiClient.post<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/confirm-cod`);
  return v.parse(adminOrderDetailSchema, data);
}

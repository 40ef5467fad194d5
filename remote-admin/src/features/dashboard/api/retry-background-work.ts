import { apiClient } from '@brass/shared/api';
import type { AdminDashboard } from '@brass/shared/contracts/admin';

type ParkedMail = AdminDashboard['parkedMail'][number];

/**
 * Queues a parked mail again: an order's confirmation is prepared anew (its invoice PDF generated), any other
 * mail is sent with all its attempts. Answers what happened, in the API's words.
 */
export async function requeueMail({ id, kind }: Pick<ParkedMail, 'id' | 'kind'>): Promise<string> {
  const path =
    kind === 'order-confirmation'
      ? `/api/admin/orders/${encodeURIComponent(id)}/confirmation/requeue`
      : `/api/admin/mail/${encodeURIComponent(id)}/requeue`;
  const { data } = await apiClient.post<{ message: string }>(path);
  return data.message;
}

/** Books a stranded order's shipment with Shiprocket now; answers what happened, in the API's words. */
export async function bookShipment(orderNumber: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}/shipment`,
  );
  return data.message;
}

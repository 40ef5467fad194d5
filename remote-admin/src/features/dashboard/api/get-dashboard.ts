import { apiClient } from '@brass/shared/api';
import type { AdminDashboard } from '@brass/shared/contracts/admin';
import { useRequest } from '@brass/shared/use-request';

/**
 * Today's and this month's orders and revenue, what waits to ship, low stock, page errors, parked mail
 * and stranded shipments.
 */
async function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  const { data } = await apiClient.get<AdminDashboard>('/api/admin/dashboard', { signal });
  if (typeof data?.today?.orders !== 'number' || !Array.isArray(data.lowStock))
    throw new Error('The dashboard answer is not one the back office knows');
  // An API from before parked mail and stranded shipments were listed has none to show.
  return { ...data, parkedMail: data.parkedMail ?? [], strandedShipments: data.strandedShipments ?? [] };
}

export function useDashboard(attempt: number) {
  return useRequest(`admin/dashboard:${attempt}`, getDashboard);
}

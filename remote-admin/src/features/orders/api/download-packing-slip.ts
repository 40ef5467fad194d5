import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Saves the order's packing slip, which prints no prices, fetched with the staff member's token. */
export async function downloadPackingSlip(orderNumber: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip`,
    { responseType: 'blob' },
  );
  saveFile(data, `packing-slip-${orderNumber}.pdf`);
}

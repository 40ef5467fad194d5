import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Saves the order's GST invoice (or bill of supply) as the shopper has it, fetched with the staff member's token. */
export async function downloadInvoice(orderNumber: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/api/orders/${encodeURIComponent(orderNumber)}/invoice`, {
    responseType: 'blob',
  });
  saveFile(data, `invoice-${orderNumber}.pdf`);
}

import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Saves one of the order's credit notes (`CN/26-27/00001`), fetched with the staff member's token. */
export async function downloadCreditNote(orderNumber: string, number: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(
    `/api/admin/orders/${encodeURIComponent(orderNumber)}/credit-notes/${encodeURIComponent(number)}`,
    { responseType: 'blob' },
  );
  saveFile(data, `credit-note-${number.replaceAll('/', '-')}.pdf`);
}

import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Saves the orders the filters find as a CSV file, fetched with the session's token. */
export async function downloadOrdersCsv(query: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/api/admin/orders/export.csv?${query}`, {
    responseType: 'blob',
  });
  saveFile(data, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}

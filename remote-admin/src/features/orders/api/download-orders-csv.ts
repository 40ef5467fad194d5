import { apiClient } from '@brass/shared/api';

/**
 * Saves the orders the filters find as a CSV file. Fetched with the session's token (a plain link
 * would carry none), then handed to the browser as a download.
 */
export async function downloadOrdersCsv(query: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/api/admin/orders/export.csv?${query}`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

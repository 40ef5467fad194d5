import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Where the order's tax invoice is, as a PDF the signed-in shopper may download. */
export const invoicePath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/invoice`;

/** Saves the invoice as a file, fetched with the shopper's token, which a plain link cannot send. */
export async function downloadInvoice(orderNumber: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(invoicePath(orderNumber), { responseType: 'blob' });
  saveFile(data, `invoice-${orderNumber}.pdf`);
}

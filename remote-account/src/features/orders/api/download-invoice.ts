import { apiClient } from '@brass/shared/api';

/** Where the order's tax invoice is, as a PDF the signed-in shopper may download. */
export const invoicePath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/invoice`;

/**
 * Saves the invoice as a file. The API asks for the shopper's token, which a plain link cannot
 * send, so the PDF is fetched with it and handed to the browser as a download.
 */
export async function downloadInvoice(orderNumber: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(invoicePath(orderNumber), { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${orderNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download, which reads the file first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

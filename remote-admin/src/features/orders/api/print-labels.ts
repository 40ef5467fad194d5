import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';
import { fileDay } from '../utils/file-day';
import { withFileRefusal } from './file-refusal';

/** Saves one PDF of the orders' shipping labels, which Shiprocket makes for orders with an AWB. */
export async function printLabels(orderNumbers: string[]): Promise<void> {
  const { data } = await withFileRefusal(() =>
    apiClient.get<Blob>('/api/admin/orders/labels', {
      params: { orders: orderNumbers.join(',') },
      responseType: 'blob',
    }),
  );
  saveFile(data, `shipping-labels-${fileDay()}.pdf`);
}

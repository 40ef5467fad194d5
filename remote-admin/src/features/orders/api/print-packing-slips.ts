import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';
import { withFileRefusal } from './file-refusal';
import { fileDay } from '../utils/file-day';

/** Saves one PDF of the orders' packing slips, a slip a page, none with a price. */
export async function printPackingSlips(orderNumbers: string[]): Promise<void> {
  const { data } = await withFileRefusal(() =>
    apiClient.get<Blob>('/api/admin/orders/packing-slips', {
      params: { orders: orderNumbers.join(',') },
      responseType: 'blob',
    }),
  );
  saveFile(data, `packing-slips-${fileDay()}.pdf`);
}

import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';
import { withFileRefusal } from './file-refusal';
import { fileDay } from '../utils/file-day';

/**
 * Asks the courier to collect the orders marked shipped today and saves Shiprocket's pickup manifest of
 * them, which the courier signs.
 */
export async function downloadPickupManifest(): Promise<void> {
  const { data } = await withFileRefusal(() =>
    apiClient.post<Blob>('/api/admin/orders/pickup-manifest', {}, { responseType: 'blob' }),
  );
  saveFile(data, `pickup-manifest-${fileDay()}.pdf`);
}

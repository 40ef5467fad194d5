import { apiClient } from '@brass/shared/api';
import { saveFile } from '@brass/shared/save-file';

/** Saves one table of a month's GSTR-1 (`2026-11`, `b2b`) as the CSV the GST offline tool imports. */
export async function downloadGstr1(month: string, section: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(
    `/api/admin/gstr1/${encodeURIComponent(month)}/${encodeURIComponent(section)}`,
    { responseType: 'blob' },
  );
  saveFile(data, `gstr1-${month}-${section}.csv`);
}

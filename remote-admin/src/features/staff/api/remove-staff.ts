import { apiClient } from '@brass/shared/api';

/** Makes a member of staff a shopper again; answers what happened, in the API's words. */
export async function removeStaff(id: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(`/api/admin/staff/${encodeURIComponent(id)}`);
  return data.message;
}

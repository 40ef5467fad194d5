import { apiClient } from '@brass/shared/api';
import type { StaffList } from '@brass/shared/contracts/admin';
import { useRequest } from '@brass/shared/use-request';

async function getStaff(signal?: AbortSignal): Promise<StaffList> {
  const { data } = await apiClient.get<StaffList>('/api/admin/staff', { signal });
  if (!Array.isArray(data?.staff) || !Array.isArray(data.invitations))
    throw new Error('The staff answer is not a list of staff and invitations');
  return data;
}

/** The staff and the pending invitations; a new `version` (after a change) asks again. */
export function useStaff(version: number) {
  return useRequest(`admin/staff:${version}`, getStaff);
}

import { apiClient } from '@brass/shared/api';
import type { InviteStaffBody } from '@brass/shared/contracts/admin';

export interface StaffAdded {
  /** What happened, in the API's words. */
  message: string;
  /** The address had no confirmed account: it was invited by mail (202) rather than added (200). */
  invited: boolean;
}

/** The owner adds a member of staff by email: at once, or by an invitation mail. */
export async function addStaff(body: InviteStaffBody): Promise<StaffAdded> {
  const { data, status } = await apiClient.post<{ message: string }>('/api/admin/staff', body);
  return { message: data.message, invited: status === 202 };
}

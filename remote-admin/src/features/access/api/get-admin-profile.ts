import { apiClient } from '@brass/shared/api';
import type { AdminProfile } from '@brass/shared/contracts/admin';
import { useRequest } from '@brass/shared/use-request';

/** Who the signed-in account is in the back office: 401 signed out, 403 a shopper, else staff or owner. */
async function getAdminProfile(signal?: AbortSignal): Promise<AdminProfile> {
  const { data } = await apiClient.get<AdminProfile>('/api/admin/me', { signal });
  if (typeof data?.name !== 'string' || (data.role !== 'owner' && data.role !== 'staff'))
    throw new Error('The back office profile is not one the shop knows');
  return data;
}

/**
 * The profile of the account `accountKey` names (its id and the attempt), asked once per key; a
 * `null` key (nobody signed in) asks nothing. The key is not the token: renewing the token every few
 * minutes must not send the back office back to its loading state.
 */
export function useAdminProfile(accountKey: string | null) {
  return useRequest(accountKey === null ? null : `admin/me:${accountKey}`, getAdminProfile);
}

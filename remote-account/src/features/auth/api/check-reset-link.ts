import { apiClient } from '@brass/shared/api';
import type { PasswordResetLink } from '@brass/shared/contracts/accounts';

/** Whether the mailed link still works, and for which account; a dead link is refused with the reason. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<PasswordResetLink> {
  const { data } = await apiClient.post<PasswordResetLink>(
    '/api/users/password-reset/check',
    { token },
    { signal },
  );
  return data;
}

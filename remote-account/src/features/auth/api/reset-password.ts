import { apiClient } from '@brass/shared/api';
import type { PasswordResetAnswer, PasswordResetBody } from '@brass/shared/contracts/accounts';

/** Spends the link on the new password; the API signs the account out everywhere. */
export async function resetPassword(body: PasswordResetBody): Promise<PasswordResetAnswer> {
  const { data } = await apiClient.post<PasswordResetAnswer>('/api/users/password-reset/complete', body);
  return data;
}

import { apiClient } from '@brass/shared/api';
import type { PasswordResetAnswer } from '@brass/shared/contracts/accounts';

/** Asks the API to mail a link that sets a new password; it answers alike for any address. */
export async function askPasswordReset(email: string): Promise<PasswordResetAnswer> {
  const { data } = await apiClient.post<PasswordResetAnswer>('/api/users/password-reset', { email });
  return data;
}

import { apiClient } from '@brass/shared/api';
import type { EmailConfirmationAnswer } from '@brass/shared/contracts/accounts';

/** Spends the link's secret: the account's email is confirmed. */
export async function confirmEmail(token: string): Promise<EmailConfirmationAnswer> {
  const { data } = await apiClient.post<EmailConfirmationAnswer>('/api/users/confirm-email', { token });
  return data;
}

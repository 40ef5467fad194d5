import { apiClient } from '@brass/shared/api';
import type { EmailConfirmationAnswer } from '@brass/shared/contracts/accounts';

/** Mails the signed-in shopper a new confirmation link. */
export async function sendConfirmationAgain(): Promise<EmailConfirmationAnswer> {
  const { data } = await apiClient.post<EmailConfirmationAnswer>('/api/users/confirm-email/resend');
  return data;
}

import { apiClient } from '@brass/shared/api';
import type { EmailConfirmationAnswer } from '@brass/shared/contracts/accounts';

/** Mails the signed-in shopper a new link to confirm their email, which cash on delivery needs. */
export async function sendConfirmationAgain(): Promise<EmailConfirmationAnswer> {
  const { data } = await apiClient.post<EmailConfirmationAnswer>('/api/users/confirm-email/resend');
  return data;
}

/**
 * A new link to confirm the signed-in shopper's email. Shared: the account's pages offer it after a
 * lost link, the checkout when cash on delivery waits for a confirmed email.
 */
import { apiClient } from '@brass/shared/api';
import { apiErrorMessage } from './api-support';
import { useState } from 'react';
import type { EmailConfirmationAnswer } from './contract';

/** Mails the signed-in shopper a new confirmation link. */
export async function sendConfirmationAgain(): Promise<EmailConfirmationAnswer> {
  const { data } = await apiClient.post<EmailConfirmationAnswer>('/api/users/confirm-email/resend');
  return data;
}

/** Sending the link from a button: whether it is under way, and the API's answer to show. */
export function useSendConfirmationAgain() {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState('');

  async function sendAgain() {
    setPending(true);
    try {
      setAnswer((await sendConfirmationAgain()).message);
    } catch (failure) {
      setAnswer(apiErrorMessage(failure, 'The link could not be sent. Please try again in a moment.'));
    } finally {
      setPending(false);
    }
  }

  return { pending, answer, sendAgain };
}

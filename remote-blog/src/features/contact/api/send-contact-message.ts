import { apiClient } from '@brass/shared/api';
import { apiErrorMessage } from '@brass/shared/api-support';
import type { ContactBody } from '@brass/shared/contracts/content';
import { toast } from '@brass/shared/toast-store';
import { failedStatus } from '@brass/shared/use-request';
import { useState } from 'react';

/** POST /api/contact answers 201 with a thank-you line written by the server. */
interface ContactReceipt {
  message: string;
}

const CONTACT_UNREACHABLE_MESSAGE =
  'We could not reach our server, so your message was not sent. Please check your connection and try again.';

async function sendContactMessage(body: ContactBody): Promise<ContactReceipt> {
  const { data } = await apiClient.post<ContactReceipt>('/api/contact', body);
  return data;
}

function failureMessage(error: unknown): string {
  // Without an answer there is no server message to show, and axios's own ('Network Error') says little.
  if (failedStatus(error) === undefined) return CONTACT_UNREACHABLE_MESSAGE;
  return apiErrorMessage(error, CONTACT_UNREACHABLE_MESSAGE);
}

/** Sends the contact form, telling the shopper how it went; resolves true once the server has it. */
export function useSendContactMessage() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const send = async (body: ContactBody): Promise<boolean> => {
    setSending(true);
    setError(undefined);
    try {
      const receipt = await sendContactMessage(body);
      toast.success(receipt.message);
      return true;
    } catch (failure) {
      const message = failureMessage(failure);
      setError(message);
      toast.error(message);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending, error };
}

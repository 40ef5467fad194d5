import { apiClient } from '@brass/shared/api';
import {
  adminMessageListSchema,
  contactMessageSchema,
  type AdminMessageList,
  type ContactMessage,
  type MessageState,
} from '@brass/shared/contracts/admin-content';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** Messages newest first, of one state or all, a page at a time; a new `attempt` asks again. */
export function useMessages(state: MessageState | undefined, page: number, attempt: number) {
  return useRequest(
    `admin-messages:${state ?? 'all'}:${page}:${attempt}`,
    async (signal): Promise<AdminMessageList> => {
      const params = state ? { state, page } : { page };
      const { data } = await apiClient.get<unknown>('/api/admin/messages', { params, signal });
      return v.parse(adminMessageListSchema, data);
    },
  );
}

/** Marks a message read (on opening it) or replied; answers it as it now stands. */
export async function markMessage(id: string, mark: 'read' | 'replied'): Promise<ContactMessage> {
  const { data } = await apiClient.post<unknown>(`/api/admin/messages/${encodeURIComponent(id)}/${mark}`);
  return v.parse(contactMessageSchema, data);
}

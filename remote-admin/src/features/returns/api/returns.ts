import { apiClient } from '@brass/shared/api';
import {
  adminReturnListSchema,
  adminReturnSchema,
  type AdminReturn,
  type AdminReturnList,
  type ReturnStatus,
} from '@brass/shared/contracts/returns';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/** Return requests newest first, of one status or all; a new `attempt` asks again. */
export function useReturns(status: ReturnStatus | undefined, attempt: number) {
  return useRequest(
    `admin-returns:${status ?? 'all'}:${attempt}`,
    async (signal): Promise<AdminReturnList> => {
      const { data } = await apiClient.get<unknown>('/api/admin/returns', {
        params: status ? { status } : {},
        signal,
      });
      return v.parse(adminReturnListSchema, data);
    },
  );
}

/**
 * One step of a return: approve (books the pickup), refuse (with a note), received (restocks, and
 * refunds an order paid online) or the bank or UPI refund of an order paid on delivery.
 */
export async function moveReturn(
  id: string,
  step: 'approve' | 'refuse' | 'received' | 'manual-refund',
  body: { note?: string; reference?: string } = {},
): Promise<AdminReturn> {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/returns/${encodeURIComponent(id)}/${step}`,
    body,
  );
  return v.parse(adminReturnSchema, data);
}

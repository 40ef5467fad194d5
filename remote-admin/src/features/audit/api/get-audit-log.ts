import { apiClient } from '@brass/shared/api';
import { auditLogSchema, type AuditLog } from '@brass/shared/contracts/admin';
import { useRequest } from '@brass/shared/use-request';
import * as v from 'valibot';

/**
 * A page of the audit log, newest first; `query` is the screen's URL query (subject, words, page) as
 * it stands, and a new `attempt` asks again.
 */
export function useAuditLog(query: string, attempt: number) {
  return useRequest(`admin/audit?${query}:${attempt}`, async (signal): Promise<AuditLog> => {
    const { data } = await apiClient.get<unknown>(`/api/admin/audit?${query}`, { signal });
    return v.parse(auditLogSchema, data);
  });
}

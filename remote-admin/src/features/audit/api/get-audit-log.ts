import { apiClient } from '@brass/shared/api';
import type { AuditEntry } from '@brass/shared/contracts/admin';
import { useRequest } from '@brass/shared/use-request';

/** The newest entries of the audit log (the API keeps the newest 100), newest first. */
async function getAuditLog(signal?: AbortSignal): Promise<AuditEntry[]> {
  const { data } = await apiClient.get<{ entries: AuditEntry[] }>('/api/admin/audit', { signal });
  if (!Array.isArray(data?.entries)) throw new Error('The audit log answer has no entries');
  return data.entries;
}

export function useAuditLog(attempt: number) {
  return useRequest(`admin/audit:${attempt}`, getAuditLog);
}

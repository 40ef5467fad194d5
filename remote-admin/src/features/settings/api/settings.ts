import { apiClient } from '@brass/shared/api-client';
import { adminSettingsSchema, type AdminSettings } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';

/** The home page's texts and the shop's contact details; a new `attempt` asks again. */
export function useSettings(attempt: number) {
  return useRequest(`admin-settings:${attempt}`, async (signal): Promise<AdminSettings> => {
    const { data } = await apiClient.get<unknown>('/api/admin/settings', { signal });
    return adminSettingsSchema.parse(data);
  });
}

/** Replaces both groups as the form has them; answers them as stored (numbers as +91...). */
export async function saveSettings(body: AdminSettings): Promise<AdminSettings> {
  const { data } = await apiClient.put<unknown>('/api/admin/settings', body);
  return adminSettingsSchema.parse(data);
}
